# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: mainline's recipe on a UEFI machine (OVMF on x86_64, AAVMF on arm64), KASLR on. The
# kernel starts through its EFI stub; the firmware runs again before every boot (each boot is a new
# QEMU run) and keeps its boot services' code and data at the top of RAM, which the kernel holds
# on to until it has placed its ranges. Boot 1 writes 200 markers and sched_switch events and
# panics; boot 2 finds the range at the same place, undamaged (the firmware wrote nothing into
# it), reads the markers back in order and the events, each as boot 1 printed it; it writes 200
# markers of its own and reboots; boot 3 reads those.

BIOS=uefi
ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceoff@trace'
B=/sys/kernel/tracing/instances/boot_map
TIMEOUT=180

boot1() {
	check "the kernel started through its EFI stub" test -d /sys/firmware/efi
	check "boot_map is boot-mapped" grep -q '^range: reserve_mem=trace' $B/last_boot_status
	range_bounds trace > /tmp/bounds
	send bounds /tmp/bounds
	echo 1 > $B/events/sched/sched_switch/enable
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1 200
	sleep 1
	echo 0 > $B/tracing_on
	# what boot 2 must print of this boot: the sched_switch lines as they read live
	grep ' sched_switch: ' $B/trace > /tmp/switches
	check "boot 1 recorded sched_switch events" test -s /tmp/switches
	send switches /tmp/switches
	crash
}

# what a boot reads of the previous one: the state of the range, its markers
read_back() { # read_back BOOT: the boot whose markers are in the range
	sed 's/^/# /' $B/last_boot_status > "$RESULTS"
	check "last_boot_status: the previous boot, nothing amiss in its pages" nothing_amiss \
		$B/last_boot_status
	check_markers "boot $1's 200 markers, in order" 1 200 $B/trace
	range_bounds trace > /tmp/bounds
	send bounds /tmp/bounds
}

boot2() {
	read_back 1
	grep ' sched_switch: ' $B/trace > /tmp/switches
	send switches /tmp/switches
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1 200
	reboot_now
}

host2() {
	check_eq "boot 2 found the range where boot 1 had it" "$(sent 1 bounds)" "$(sent 2 bounds)"
	check_eq "boot 1's sched_switch lines, as boot 1 printed them" "$(sent 1 switches)" \
		"$(sent 2 switches)"
}

boot3() {
	read_back 2
}

host3() {
	check_eq "boot 3 found the range where boot 2 had it" "$(sent 2 bounds)" "$(sent 3 bounds)"
}
