# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a peer's test suite next to the Android line's instances: libtracefs's own unit tests
# (utest/trace-utest of libtracefs 1.6.4, Debian 12's version, CUnit; harness/libtracefs.sh builds
# it) run with a boot-mapped instance holding the previous boot and its read-only backup present,
# and compared case by case with tests/libtracefs/baseline.txt, the same run on the unpatched base
# kernel with the same command line (which that kernel ignores). Boot 1 traces markers and sched
# events into boot_mapped and panics. Boot 2 checks that both instances hold boot 1's trace, runs
# trace-utest, and checks that the two instances still hold it; the host checks that the suite ran
# and that no case fails that passed on the base.
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped^traceoff@trace trace_instance=backup=boot_mapped'
PREPARE=harness/libtracefs.sh
VARIANT=${VARIANT:-test}
GUEST_ENV='VARIANT'
TIMEOUT=420
BASELINE=tests/libtracefs/baseline.txt
T=/sys/kernel/tracing
B=$T/instances/boot_mapped
K=$T/instances/backup
N=100

boot1() {
	[ -f /test/libtracefs.missing ] && return
	if [ "$VARIANT" = base ]; then
		check "the base kernel has no boot_mapped instance" test ! -e $B
		crash
	fi
	check "boot_mapped is boot-mapped" test -e $B/last_boot_info
	echo 1 > $B/tracing_on
	echo 1 > $B/events/sched/enable
	write_markers $B/trace_marker 1 $N
	crash
}

# backup_refuses: enabling an event in the backup fails with EACCES (it is read-only)
backup_refuses() {
	! sh -c "echo 1 > $K/events/sched/sched_switch/enable" 2> /tmp/e && grep -q 'Permission denied' /tmp/e
}

boot2() {
	if [ -f /test/libtracefs.missing ]; then
		skip "libtracefs's unit tests: $(cat /test/libtracefs.missing)"
		return
	fi
	if [ "$VARIANT" != base ]; then
		check_markers "boot_mapped holds boot 1's $N markers" 1 $N $B/trace
		check_markers "the backup holds them too" 1 $N $K/trace
		check "the backup refuses tracing (EACCES)" backup_refuses
	fi
	local start=$SECONDS
	trace-utest > /tmp/utest.log 2>&1
	emit "# trace-utest: exit $?, $((SECONDS - start)) s"
	send utest /tmp/utest.log
	if [ "$VARIANT" != base ]; then
		check_markers "after trace-utest, boot_mapped still holds boot 1's markers" 1 $N $B/trace
		check_markers "and the backup too" 1 $N $K/trace
		check "and still refuses tracing" backup_refuses
	fi
}

host2() {
	local log=$LOGDIR/utest.log results ran
	if grep -q "libtracefs's unit tests: .*# SKIP" "$LOGDIR/boot2.tap"; then
		skip "trace-utest's results: it did not run"
		return
	fi
	sent 2 utest > "$log"
	# CUnit's verbose lines: "  Test: tracefs_instances_walk API ...passed" (or ...FAILED)
	results=$(sed -n -e 's/^  Test: \(.*\) \.\.\.passed$/PASS \1/p' \
		-e 's/^  Test: \(.*\) \.\.\.FAILED$/FAIL \1/p' "$log")
	ran=$(awk '$1 == "tests" { print $3 }' "$log")
	check "trace-utest ran its cases (${ran:-none})" test "${ran:-0}" -gt 0
	check_eq "a verdict read for each case it ran" "${ran:-0}" "$(grep -c . <<< "$results")"
	# the assertions that failed, as CUnit lists them
	sed -n '/^ *[0-9][0-9]*\. [^ ]*:[0-9]* *- /s/^/#   /p' "$log"
	if [ -n "${LIBTRACEFS_RECORD:-}" ]; then
		echo "$results" > "$TOP/$BASELINE"
		check "recorded $(grep -c . <<< "$results") results on the $VARIANT kernel in $BASELINE" test -n "$results"
		return
	fi
	check "there is a baseline ($BASELINE; LIBTRACEFS_RECORD=1 VARIANT=base records it)" test -s "$TOP/$BASELINE"
	results_against trace-utest "$BASELINE" "on the base" <<< "$results"
}
