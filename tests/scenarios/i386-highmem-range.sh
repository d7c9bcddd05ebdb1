# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a 32-bit kernel with more RAM than it maps (686-pae on a 2 GiB machine): reserve_mem=
# puts the range 256 MiB below the top of memory, in highmem, which the kernel maps for the trace.
# Boot 1 writes 200 markers there and panics; boot 2 shows all 200, in order, then removes the instance:
# a range outside the linear map cannot be given back to the page allocator, so it stays reserved,
# and dmesg says so. Boot 3 runs with highmem=32M, which leaves the top of RAM out of the kernel's
# memory altogether: the range lies beyond the end of what it maps, and rmdir must keep it too.

ARCHES=i386
MEM=2G
TIMEOUT=200
CMDLINE='reserve_mem=16M:2M:trace trace_instance=flight@trace'
CMDLINE3='highmem=32M reserve_mem=16M:2M:trace trace_instance=flight@trace'
B=/sys/kernel/tracing/instances/flight

# in_highmem: the range starts at or above the start of highmem
in_highmem() {
	local hi at
	hi=$(dmesg | sed -n 's/.*HighMem  \[mem \(0x[0-9a-f]*\)-.*/\1/p' | head -n1)
	at=$(dmesg | sed -n 's/.*reserve_mem: trace: reserved \[mem \(0x[0-9a-f]*\)-.*/\1/p' | head -n1)
	[ -n "$hi" ] && [ -n "$at" ] && [ $((at)) -ge $((hi)) ]
}

boot1() {
	check "the range lies in highmem" in_highmem
	for i in $(seq 1 200); do echo "marker $i" > $B/trace_marker; done
	crash
}
boot2() {
	check "the range lies in highmem" in_highmem
	check_markers "all 200 markers of boot 1, in order" 1 200 $B/trace
	check "rmdir removes the instance" rmdir $B
	says "the range stays reserved, and dmesg says so" \
		'Tracing: instance flight removed; reserve_mem= range trace cannot be given back and stays reserved'
	check "the range is no longer found" sh -c "! grep -q trace /sys/kernel/tracing/instances/* 2>/dev/null"
	reboot_now
}
boot3() {
	emit "# $(dmesg | grep -E 'reserve_mem: trace|HighMem  |highmem' | tr '\n' '|')"
	echo "boot 3" > $B/trace_marker
	check "the instance records" grep -q "boot 3" $B/trace
	check "rmdir removes the instance" rmdir $B
	says "the range beyond the kernel's memory stays reserved" \
		'Tracing: instance flight removed; reserve_mem= range trace cannot be given back and stays reserved'
}
