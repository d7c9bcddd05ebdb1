# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: kexec -l (kexec_load(), as Debian's kexec-load service runs it) on a 32-bit kernel
# whose range lies in highmem (686-pae on a 2 GiB machine). The range's tag page is in highmem
# too, outside the linear map: the kernel writes it through a temporary mapping, shows the range
# and its tag reserved in /sys/firmware/memmap, and the kernel that kexec-tools loads finds the
# range by its tag and shows boot 1's markers. KASLR on.

ARCHES=i386
MEM=2G
TIMEOUT=300
CMDLINE='reserve_mem=16M:2M:trace trace_instance=flight^traceoff@trace'
KEXEC2=${VARIANT:-test}
B=/sys/kernel/tracing/instances/flight

# in_highmem: the range's tag page starts at or above the start of highmem
in_highmem() {
	local hi tag end
	hi=$(dmesg | sed -n 's/.*HighMem  \[mem \(0x[0-9a-f]*\)-.*/\1/p' | head -n1)
	read -r tag end <<< "$(tag_bounds trace)"
	[ -n "$hi" ] && [ "$tag" -ge $((hi)) ]
}
# reserved_in_memmap: the tag page and the range lie in one Reserved entry of the firmware map
reserved_in_memmap() {
	local s e type tag end
	read -r tag end <<< "$(tag_bounds trace)"
	firmware_memmap > /tmp/memmap
	while read -r s e type; do
		[ "$type" != Reserved ] || [ $((s)) -gt "$tag" ] || [ $((e)) -lt "$end" ] || return 0
	done < /tmp/memmap
	return 1
}

boot1() {
	check "the range and its tag page lie in highmem" in_highmem
	check "they are shown reserved in /sys/firmware/memmap" reserved_in_memmap
	range_mem trace > /tmp/range
	send range /tmp/range
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1 100
	kexec_load_now
}

boot2() {
	range_mem trace > /tmp/range
	send range /tmp/range
	says "boot 2 found the range by its tag" 'reserve_mem: trace: kexec_load() kept it in \[mem'
	check_markers "boot 1's 100 markers" 1 100 $B/trace
}

host2() {
	check_eq "boot 2 had the range where boot 1 had it" "$(sent 1 range)" "$(sent 2 range)"
}
