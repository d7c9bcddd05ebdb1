# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the persistent-buffer recipe of mainline's Documentation/trace/debugging.rst, typed
# exactly as written there. ^traceoff makes the instance with tracing off, so that the previous
# boot stays readable until the user turns tracing on; ^traceprintk sends trace_printk() into it.
# Boot 1 turns tracing on, records markers and sched_switch, and panics. Boot 2 finds them there,
# with tracing still off and trace_printk() still sent to the instance; turning tracing on drops
# them and records this boot's. The same on the 6.12 series (recipe-debugging-rst-6.12 in
# tests/runs.txt), which has neither last_boot_status nor last_boot_events (their checks say skip
# there) and keeps the previous boot's events when tracing is turned on, as mainline does: this
# boot's follow them. KASLR is on for both: each series keeps a randomized kernel out of the
# range's place (stock 6.12 moves the range in about one boot in twenty).

ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceprintk^traceoff@trace'
B=/sys/kernel/tracing/instances/boot_map
N=200

# shows WHAT DESCRIPTION: last_boot_status says the instance shows the previous boot or this
# boot (the 6.12 series has no such file: skip)
shows() {
	if on_612; then
		skip "$2: the 6.12 series has no last_boot_status"
	else
		check "$2" grep -q "^shows: $1 boot" $B/last_boot_status
	fi
}

boot1() {
	check "the instance exists, boot-mapped" test -e $B/last_boot_info
	check_eq "^traceoff: tracing is off" 0 "$(cat $B/tracing_on)"
	check_eq "^traceprintk: trace_printk() goes to it" 1 "$(cat $B/options/trace_printk_dest)"
	echo 1 > $B/tracing_on
	echo 1 > $B/events/sched/sched_switch/enable
	write_markers $B/trace_marker 1 $N
	crash
}

boot2() {
	check_eq "^traceoff: tracing is off again" 0 "$(cat $B/tracing_on)"
	check_eq "^traceprintk: trace_printk() goes to it again" 1 "$(cat $B/options/trace_printk_dest)"
	if on_612; then
		says "the boot log says the range is the previous boot's" \
			'Ring buffer meta \[0\] is from previous boot'
	else
		shows previous "it shows the previous boot"
	fi
	check_markers "all $N markers of boot 1 are there, in order" 1 $N $B/trace
	check "and boot 1's sched_switch events" grep -q 'sched_switch:' $B/trace
	if on_612; then
		skip "last_boot_events lists the previous boot's types: not on the 6.12 series"
	else
		grep -E '^[0-9]+	' $B/last_boot_events | cut -f3 > /tmp/types
		check "last_boot_events lists the previous boot's types" grep -qx 'sched:sched_switch' /tmp/types
		check "each as system:name, in plain text" \
			sh -c "! grep -vE '^[a-z0-9_-]+:[a-zA-Z0-9_]+$' /tmp/types"
		check "each of ftrace's own types is one this kernel has" \
			sh -c 'for t in $(sed -n "s/^ftrace://p" /tmp/types); do test -d /sys/kernel/tracing/events/ftrace/$t || exit 1; done'
	fi
	check "dmesg does not say they were discarded" sh -c "! dmesg | grep -q 'boot_map: the previous boot.s events are discarded'"
	echo 'hist:keys=common_pid' > $B/events/sched/sched_switch/trigger
	sleep 1
	check "a hist trigger counts" grep -q 'hitcount:' $B/events/sched/sched_switch/hist
	echo '!hist:keys=common_pid' > $B/events/sched/sched_switch/trigger
	check_markers "the markers stay while tracing is off, a hist trigger and all" 1 $N $B/trace
	shows previous "it still shows the previous boot"
	echo 1 > $B/tracing_on
	on_612 || shows this "turning tracing on drops them"
	echo "marker 1000" > $B/trace_marker
	if on_612; then
		check_eq "turning tracing on keeps them, and this boot's follow" "$(seq 1 $N | xargs) 1000" \
			"$(markers $B/trace | xargs)"
	else
		check_eq "and records this boot's" 1000 "$(markers $B/trace | tr '\n' ' ' | xargs)"
	fi
}
