# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): module events after a reorder. Boot 1 loads trace-events-sample (A)
# then sample-trace-array (B), records their events in a boot-mapped instance and panics; boot 2
# loads B then A, so their events have other numbers, and reads the instance: how many of boot
# 1's events print as boot 1 printed them (the event's name and first fields). Where the kernel
# has options/fields (6.12), both boots print events by their fields: 6.12 prints a previous
# boot's events so when KASLR placed its kernel elsewhere.

GROUP='compare'
MEM=512M
TIMEOUT=300
CMDLINE='memmap=8M$0x14000000 trace_instance=pb@0x14000000:8M'
B=/sys/kernel/tracing/instances/pb
EVENTS='sample-trace/foo_bar sample-subsystem/sample_event'

boot1() {
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array"
	for e in $EVENTS; do echo 1 > "$B/events/$e/enable"; done
	[ ! -e $B/options/fields ] || echo 1 > $B/options/fields
	sleep 8
	echo 0 > $B/tracing_on
	cat $B/trace > /tmp/trace
	sample_events /tmp/trace > /tmp/events
	check "boot 1 recorded both modules' events" test "$(cut -d: -f1 /tmp/events | sort -u | wc -l)" = 2
	send events /tmp/events
	crash
}

boot2() {
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array"
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	[ ! -e $B/options/fields ] || echo 1 > $B/options/fields
	cat $B/trace > /tmp/trace
	sample_events /tmp/trace > /tmp/events
	send events /tmp/events
}

host2() {
	sent 1 events > "$LOGDIR/before"
	sent 2 events > "$LOGDIR/after"
	echo "compare: modules_right $(comm -12 "$LOGDIR/before" "$LOGDIR/after" | wc -l) of $(wc -l < "$LOGDIR/before") events"
}
