# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the kernel's own damage injector (CONFIG_RING_BUFFER_PERSISTENT_INJECT, armed by
# ring_buffer_inject on the command line), as a user runs it to check persistence on a machine of
# their own. Boot 1 (armed) writes 2000 markers on each CPU into a reserve_mem= instance and
# panics: the injector damages one page of each CPU. Boot 2 reports PASSED for both CPUs, the
# trace lacks one run of markers per CPU (one page) with a loss mark where it was, and keeps every
# other marker in order. Boot 2 (not armed) writes 2000 markers per CPU again and panics: boot 3
# has them all, and nothing was checked. Boot 3 (armed) panics after its markers, and the
# host also empties another page of CPU 0: boot 4 reports FAILED for CPU 0 (a page it should
# have kept is gone) and PASSED for CPU 1, so the check can fail.

ARCHES='x86_64 arm64'
ARMED='ring_buffer_inject reserve_mem=12M:4096:trace trace_instance=boot_map@trace'
CMDLINE=$ARMED
CMDLINE2=${ARMED#ring_buffer_inject }
T=/sys/kernel/tracing
B=$T/instances/boot_map
N=2000

# write_on CPU FIRST LAST: markers "marker CPU-N" from a task on CPU
write_on() {
	taskset -c "$1" sh -c "i=$2; while [ \$i -le $3 ]; do echo \"marker $1-\$i\"; i=\$((i + 1)); done" > $B/trace_marker
}
# kept CPU: the numbers of CPU's markers in the trace, in order
kept() { grep -o "marker $1-[0-9]*\$" $B/trace | cut -d- -f2; }
# runs CPU: how many runs of consecutive numbers CPU's markers make
runs() { kept "$1" | awk 'NR > 1 && $1 != last + 1 { r++ } { last = $1 } END { print r + 1 }'; }

write_both() {
	write_on 0 1 $N
	write_on 1 1 $N
}

boot1() {
	says "the injector says it is armed" "a panic damages a page of each CPU"
	write_both
	check_eq "both CPUs' markers are in the trace" $((2 * N)) "$(grep -c 'marker [01]-' $B/trace)"
	crash
}

boot2() {
	local cpu n
	for cpu in 0 1; do
		says "cpu$cpu: recovery dropped the damaged page and kept the rest" \
			"injected damage, cpu$cpu: PASSED: page [0-9]* dropped"
		n=$(kept $cpu | wc -l)
		check "cpu$cpu: a page of markers is gone ($n of $N kept)" test "$n" -lt $N -a "$n" -gt $((N - 200))
		check_eq "cpu$cpu: the others are there, in order, in two runs around the page" 2 "$(runs $cpu)"
	done
	check "no FAILED line" sh -c "! dmesg | grep -q 'injected damage.*FAILED'"
	check "last_boot_status reports the damage" grep -q 'cpu0: damage: 1 pages dropped' $B/last_boot_status
	check "the trace marks the loss" grep -q 'LOST.*EVENTS' $B/trace
	dmesg | grep 'injected damage' | sed 's/^/# /' > "$RESULTS"
	write_both
	crash
}

boot3() {
	check "boot 2 was not armed: nothing to check" sh -c "! dmesg | grep -q 'injected damage'"
	check_eq "boot 2's markers are all there" $((2 * N)) "$(grep -c 'marker [01]-' $B/trace)"
	write_both
	tag_bounds trace > /tmp/b && send range /tmp/b
	crash
}

# host3: empty another page of events of CPU 0 (not the commit page, not the one damaged)
host3() { poke_cpu0_page 3 '$3 <= 4080' '\0\0\0\0' "a page of CPU 0 to empty"; }

boot4() {
	says "cpu0: the check fails: a page it should have kept is gone" "injected damage, cpu0: FAILED"
	says "cpu1: passes" "injected damage, cpu1: PASSED"
}
