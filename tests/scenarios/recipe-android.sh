# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the command line that shipped Android devices use, typed exactly as written:
# a reserve_mem= range, a boot-mapped instance made with tracing off, and a backup of it.
# Boot 1 turns tracing on, records markers and sched events, and panics. Boot 2: the backup
# holds boot 1's trace, and so does boot_mapped, until tracing is turned on in it; then
# boot_mapped records this boot's events and the backup still holds boot 1's.

ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped^traceoff@trace trace_instance=backup=boot_mapped'
T=/sys/kernel/tracing
B=$T/instances/boot_mapped
K=$T/instances/backup
N=200

boot1() {
	check "boot_mapped exists, boot-mapped" test -e $B/last_boot_info
	check_eq "boot_mapped has tracing off" 0 "$(cat $B/tracing_on)"
	check "the backup exists all the same, as in mainline" test -f $K/trace
	check_eq "and is empty: there was no previous boot" "" "$(grep -v '^#' $K/trace)"
	echo 1 > $B/tracing_on
	echo 1 > $B/events/sched/enable
	write_markers $B/trace_marker 1 $N
	crash
}

boot2() {
	check "the backup exists" test -d $K
	check_markers "the backup holds all $N markers of boot 1, in order" 1 $N $K/trace
	check "and boot 1's sched events" grep -q 'sched_switch:' $K/trace
	check "boot_mapped shows the previous boot too" grep -q '^shows: previous boot' $B/last_boot_status
	check_markers "with the same markers" 1 $N $B/trace
	check "the backup refuses tracing (EACCES, as mainline)" \
		sh -c "! sh -c 'echo 1 > $K/events/sched/sched_switch/enable' 2> /tmp/e && grep -q 'Permission denied' /tmp/e"
	check "the backup refuses trace_printk()" sh -c "! echo 1 > $K/options/trace_printk_dest"
	check_eq "and its trace_printk_dest stays 0" 0 "$(cat $K/options/trace_printk_dest)"
	echo 1 > $B/tracing_on
	echo 1 > $B/events/sched/sched_switch/enable
	echo "marker 1000" > $B/trace_marker
	check_eq "boot_mapped records this boot's" 1000 "$(markers $B/trace | tr '\n' ' ' | xargs)"
	check_markers "the backup still holds boot 1's" 1 $N $K/trace
}
