# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the 6.1 tree's own ftracetest (tools/testing/selftests/ftrace), run in the guest and
# compared test by test with tests/ftracetest/baseline.txt, the results on the unpatched base
# kernel (make ftracetest-baseline records it). A test that passed on the base must pass with
# the series; a test the series adds must pass; a test that fails on the base too is skipped.
TIMEOUT=1800
# Function tracing traces every timer tick too: under TCG with wall-clock guest time the guest
# stops making progress (the second test, which switches through every tracer, never ends).
# Guest time counted in instructions fixes that; -icount needs a single vCPU with this kernel.
ICOUNT=1
CPUS=1
# A boot-mapped instance for the series' own cases (the base kernel ignores these parameters)
CMDLINE='memmap=4M$0x18000000 trace_instance=boot_map@0x18000000:4M'
BASELINE=tests/ftracetest/baseline.txt

boot1() {
	cd /ftracetest || return
	# "[12] Some test<TAB>[PASS]" -> "# ftracetest: PASS Some test"
	local start=$SECONDS line re=$'^\\[[0-9]+\\] (.*)\t\\[([A-Z]+)\\]$'
	./ftracetest 2>&1 | while IFS= read -r line; do
		[[ $line =~ $re ]] || continue
		emit "# ftracetest: ${BASH_REMATCH[2]} ${BASH_REMATCH[1]}"
		emit "#   at $((SECONDS - start))s"
	done
	# ftracetest keeps the log of a case that failed: its last lines say why
	local log
	for log in logs/*/*-log.*; do
		[ -f "$log" ] || continue
		emit "# ftracetest log ${log##*/}:"
		tail -n 25 "$log" | while IFS= read -r line; do emit "#   $line"; done
	done
}

host1() {
	local results=$LOGDIR/boot1.tap now was test
	results=$(sed -n 's/^# ftracetest: //p' "$results")
	if [ -n "${FTRACETEST_RECORD:-}" ]; then
		echo "$results" > "$TOP/$BASELINE"
		check "recorded $(echo "$results" | grep -c .) results in $BASELINE" test -n "$results"
		return
	fi
	check "ftracetest ran" test -n "$results"
	while read -r now test; do
		was=$(grep -xF -e "PASS $test" -e "FAIL $test" -e "UNSUPPORTED $test" -e "UNRESOLVED $test" \
			-e "UNTESTED $test" -e "XFAIL $test" "$TOP/$BASELINE" | cut -d' ' -f1 || true)
		case "$now:${was:-new}" in
		PASS:*) ok "ftracetest: $test" ;;
		*:PASS|*:new) not_ok "ftracetest: $test ($now; on the base: ${was:-not there})" ;;
		*) ok "ftracetest: $test # SKIP $now, as on the unpatched base" ;;
		esac
	done <<< "$results"
	while read -r was test; do
		[ "$was" = PASS ] || continue
		grep -qxF "PASS $test" <<< "$results" || echo "$results" | grep -qF " $test" ||
			not_ok "ftracetest: $test (passed on the base, did not run)"
	done < "$TOP/$BASELINE"
}
