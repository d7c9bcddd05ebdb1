# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: boot instances record from trace_init() on, where mainline makes them: the console
# initcalls of start_kernel() and the early initcalls, which run before the other CPUs come up,
# are in the trace. Boot 1's persistent
# instance records the initcall events given on the command line from the first level on. System
# call events, enabled before pid 1 existed, record once it runs: two in one instance, one in
# another, one in the top level (without the pass that enables them again, the two
# instances record none); boot 1 panics. Boot 2's backup holds boot 1's early initcalls, while
# the persistent instance records this boot's from its start.

ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=16M:2M:trace trace_instance=boot@trace,initcall trace_instance=bk=boot trace_instance=sys,syscalls:sys_enter_openat,syscalls:sys_exit_openat trace_instance=sys2,syscalls:sys_enter_close trace_event=syscalls:sys_enter_read'
T=/sys/kernel/tracing
B=$T/instances/boot
K=$T/instances/bk
S=$T/instances/sys
S2=$T/instances/sys2

early() { # early FILE: the initcalls FILE shows before its first level after "early"
	awk '/initcall_level: level=early/ { on = 1; next } /initcall_level:/ { on = 0 }
		on && /initcall_start:/ { n++ } END { print n + 0 }' "$1"
}

boot1() {
	cat $B/trace > /tmp/b
	# console_init() runs its level in start_kernel(), before the early initcalls
	check_eq "the first initcall levels that boot records are console's, then the early one" \
		"console early" "$(grep -o 'initcall_level: level=[a-z]*' /tmp/b | head -2 | cut -d= -f2 | xargs)"
	check "with the early initcalls, run before the second CPU came up" test "$(early /tmp/b)" -gt 0
	check "and the later levels" grep -q 'initcall_level: level=late' /tmp/b
	emit "# boot 1: $(early /tmp/b) early initcalls recorded"
	cat /etc/hostname > /dev/null
	check "the system call events of a boot instance record" grep -q 'sys_openat(' $S/trace
	check "both of them" grep -q 'sys_openat -> ' $S/trace
	check "and those of a second boot instance" grep -q 'sys_close(' $S2/trace
	check "and those of the top level, given with trace_event=" grep -q 'sys_read(' $T/trace
	echo "marker 1" > $B/trace_marker
	crash
}

boot2() {
	cat $K/trace > /tmp/k
	check "the backup holds boot 1's early initcall level" grep -q 'initcall_level: level=early' /tmp/k
	check "and its early initcalls" test "$(early /tmp/k)" -gt 0
	check_eq "and its marker" 1 "$(markers /tmp/k | xargs)"
	cat $B/trace > /tmp/b
	check "boot records this boot's early initcalls" test "$(early /tmp/b)" -gt 0
	check "and nothing of boot 1" sh -c "! grep -q 'marker 1' /tmp/b"
}
