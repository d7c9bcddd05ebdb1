# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a driver keeps a trace of its own with the kernel's instance API, and the evidence
# of a fault survives a panic. Boot 1 loads samples/ftrace/sample-flight-recorder.ko with a
# boot-mapped instance to write into; its connection traces packets into its own instance. On
# a simulated fault it takes a snapshot (which snapshot_pipe then consumes), stops recording,
# and writes the evidence into the boot-mapped instance; the kernel panics. Boot 2 shows the
# evidence, with the packet count of boot 1; the driver, asked to use that instance for its own
# trace, refuses it and leaves it as it was (it removes only an instance it made).

ARCHES='x86_64 arm64'
CMDLINE='memmap=16M$0x18000000 trace_instance=boot@0x18000000:16M'
T=/sys/kernel/tracing
F=$T/instances/flight-recorder
B=$T/instances/boot
P=/sys/module/sample_flight_recorder/parameters

boot1() {
	insmod /modules/sample-flight-recorder.ko persist=boot
	check "the driver made its instance" test -d $F
	check_eq "with a spare buffer made through the API" 1 "$(cat $F/snapshot_enabled)"
	check "and sched_switch enabled in it" grep -q 1 $F/events/sched/sched_switch/enable
	sleep 1
	check "the boot-mapped instance still holds the previous boot" \
		grep -q '^shows: ' $B/last_boot_status
	echo 1 > $P/fault
	check_eq "the fault stopped the driver's recording" 0 "$(cat $F/tracing_on)"
	cat $F/snapshot > /tmp/snapshot
	check "the snapshot holds the packets before the fault" grep -q 'connection: packet [0-9]* sent' /tmp/snapshot
	check "and the fault itself" grep -q 'connection: dropped after packet' /tmp/snapshot
	check "and the driver's scheduler events" grep -q 'sched_switch:' /tmp/snapshot
	n=$(grep -o 'dropped after packet [0-9]*' /tmp/snapshot | grep -o '[0-9]*$')
	echo "$n" > /tmp/n
	send packets /tmp/n
	check "dmesg tells of the fault and the snapshot" \
		sh -c "dmesg | grep -q 'connection dropped after packet $n; snapshot: 0'"
	check "snapshot_pipe gives the snapshot, oldest first" \
		sh -c "head -n 1 $F/snapshot_pipe | grep -q -e 'connection: packet' -e sched_switch"
	check "the evidence is in the boot-mapped instance" \
		grep -q "sample-flight-recorder: connection dropped after packet $n (snapshot: 0)" $B/trace
	check "a second fault is refused" sh -c "! echo 1 > $P/fault"
	rmmod sample_flight_recorder
	check "unloading destroyed the driver's instance" test ! -e $F
	crash
}

boot2() {
	grep -o 'connection dropped after packet [0-9]* (snapshot: 0)' $B/trace > /tmp/evidence
	check "the evidence of boot 1's fault survived the panic" test -s /tmp/evidence
	grep -o 'packet [0-9]*' /tmp/evidence | grep -o '[0-9]*' > /tmp/n
	send packets /tmp/n
	# the driver on an instance it did not make: refused (a boot-mapped instance has no
	# snapshot), and the instance, with what it holds of boot 1, is left as it was
	check "the driver refuses a boot-mapped instance" \
		sh -c "! insmod /modules/sample-flight-recorder.ko instance=boot 2> /dev/null"
	check "which it leaves in place" test -d $B
	check "still holding boot 1's evidence" grep -q 'connection dropped after packet' $B/trace
}

host2() {
	check "boot 2 shows the packet count boot 1 had at the fault" \
		test -n "$(sent 1 packets)" -a "$(sent 1 packets)" = "$(sent 2 packets)"
}
