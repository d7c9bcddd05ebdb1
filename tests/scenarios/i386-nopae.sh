# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a 32-bit kernel without PAE (Debian 12's linux-image-686), whose physical addresses
# have 32 bits. reserve_mem= and reserve_mem_at= values that do not fit them (a 5G range, an 8G
# alignment, a pin at 4G, a 4G size) are refused with a message each, not cut to 32 bits (5G read
# as 1G, 4G as address 0); the valid range beside them is kept. Boot 1 writes 100 markers and
# reboots; boot 2 says the same, and reads the 100 markers back, in order.

ARCHES=i386
GROUP=soak
VARIANT=nopae
CMDLINE='reserve_mem=5G:4K:huge reserve_mem=1M:8G:al reserve_mem=4M:4K:trace
 reserve_mem_at=0x100000000:4M:trace reserve_mem_at=0x1000000:0x100000000:trace
 trace_instance=flight@trace'
CMDLINE=$(echo "$CMDLINE" | tr '\n' ' ')
B=/sys/kernel/tracing/instances/flight

refused() {
	says "a 5G size is refused" 'reserve_mem: "5G:4K:huge" ignored: size is too large'
	says "an 8G alignment is refused" 'reserve_mem: "1M:8G:al" ignored: alignment is too large'
	says "a pin at 4G is refused" \
		'reserve_mem: "0x100000000:4M:trace" ignored: beyond the physical address range'
	says "a 4G pin size is refused" \
		'reserve_mem: "0x1000000:0x100000000:trace" ignored: beyond the physical address range'
	check "no range huge or al" sh -c "! dmesg | grep -q 'reserve_mem: \(huge\|al\): reserved'"
	says "trace is reserved" 'reserve_mem: trace: reserved'
	check "flight is boot-mapped" test -e $B/last_boot_info
}

boot1() {
	refused
	write_markers $B/trace_marker 1 100
	reboot_now
}

boot2() {
	refused
	check_markers "boot 1's 100 markers, in order" 1 100 $B/trace
}
