# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the persistent-buffer recipe of mainline's Documentation/trace/debugging.rst, typed
# exactly as written there. ^traceoff makes the instance with tracing off, so that the previous
# boot stays readable until the user turns tracing on; ^traceprintk sends trace_printk() into it.
# Boot 1 turns tracing on, records markers and sched_switch, and panics. Boot 2 finds them there,
# with tracing still off and trace_printk() still sent to the instance; turning tracing on drops
# them and records this boot's.

ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceprintk^traceoff@trace'
B=/sys/kernel/tracing/instances/boot_map
N=200

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
	check "it shows the previous boot" grep -q '^shows: previous boot' $B/last_boot_status
	check_markers "all $N markers of boot 1 are there, in order" 1 $N $B/trace
	check "and boot 1's sched_switch events" grep -q 'sched_switch:' $B/trace
	grep -E '^[0-9]+	' $B/last_boot_events | cut -f3 > /tmp/types
	check "last_boot_events lists the previous boot's types" grep -qx 'sched:sched_switch' /tmp/types
	check "each as system:name, in plain text" sh -c "! grep -vE '^[a-z0-9_-]+:[a-zA-Z0-9_]+$' /tmp/types"
	check "each of ftrace's own types is one this kernel has" \
		sh -c 'for t in $(sed -n "s/^ftrace://p" /tmp/types); do test -d /sys/kernel/tracing/events/ftrace/$t || exit 1; done'
	check "dmesg does not say they were discarded" sh -c "! dmesg | grep -q 'boot_map: the previous boot.s events are discarded'"
	echo 'hist:keys=common_pid' > $B/events/sched/sched_switch/trigger
	sleep 1
	check "a hist trigger counts" grep -q 'hitcount:' $B/events/sched/sched_switch/hist
	echo '!hist:keys=common_pid' > $B/events/sched/sched_switch/trigger
	check_markers "the markers stay while tracing is off, a hist trigger and all" 1 $N $B/trace
	check "it still shows the previous boot" grep -q '^shows: previous boot' $B/last_boot_status
	echo 1 > $B/tracing_on
	check "turning tracing on drops them" grep -q '^shows: this boot' $B/last_boot_status
	echo "marker 1000" > $B/trace_marker
	check_eq "and records this boot's" 1000 "$(markers $B/trace | tr '\n' ' ' | xargs)"
}
