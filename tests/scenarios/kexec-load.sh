# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: Debian's kexec keeps the trace. Debian's kexec-load service and systemctl kexec run
# `kexec -l IMAGE --initrd=... --reuse-cmdline` (kexec_load(): kexec-tools places the segments,
# where /sys/firmware/memmap says System RAM, top down), with the Android line typed as written.
# Boot 1 records markers in boot_mapped and kexecs that way. Its memory map shows the range, and
# the page below it that tags it, reserved: kexec-tools loads the new kernel elsewhere. Boot 2 is
# told nothing on its command line; it finds the range by its tag in the reserved region that its
# memory map has there, keeps it where it was, and shows boot 1's markers in boot_mapped and in
# the backup. It records its own and kexecs the same way into boot 3, which shows boot 2's. Without
# the series' tags, kexec -l is refused (a segment over the range) or the next boot
# finds nothing. KASLR on.

ARCHES='x86_64 i386'
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped^traceoff@trace trace_instance=backup=boot_mapped'
KEXEC2=${VARIANT:-test}
KEXEC3=${VARIANT:-test}
KEXEC4=${VARIANT:-test}
KEXEC5=${VARIANT:-test}
TIMEOUT=400
T=/sys/kernel/tracing
B=$T/instances/boot_mapped
K=$T/instances/backup

range() { range_mem trace; }
bounds() { tag_bounds trace; }
# the range and its tag page are within one reserved entry of the map that kexec-tools reads
tagged() {
	local s e type tag end
	bounds > /tmp/bounds
	read -r tag end < /tmp/bounds
	firmware_memmap | tee /tmp/memmap
	while read -r s e type; do
		[ "$type" != Reserved ] || [ $((s)) -gt "$tag" ] || [ $((e)) -lt "$end" ] || return 0
	done < /tmp/memmap
	return 1
}
# the segments that kexec -l loads keep clear of the range and its tag
clear_of_range() {
	local tag end
	bounds > /tmp/bounds
	read -r tag end < /tmp/bounds
	segments_clear_of "$tag" "$end"
}

boot1() {
	range > /tmp/range
	send range /tmp/range
	check "the range and the page below it are reserved in /sys/firmware/memmap" tagged
	check "kexec -l places every segment clear of them" clear_of_range
	emit "# tag and range $(bounds); kexec -l segments (index, place, size): $(tr '\n' ' ' < /tmp/segments)"
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1 100
	kexec_load_now
}

boot2() {
	range > /tmp/range
	send range /tmp/range
	check "boot 2 was loaded by kexec_load(): no reserve_mem_at= on its command line" \
		sh -c "! grep -q reserve_mem_at= /proc/cmdline"
	says "it found the range by its tag" 'reserve_mem: trace: kexec_load() kept it in \[mem'
	says "and kept it where it was" 'reserve_mem: trace: kept at'
	check_markers "boot_mapped shows boot 1's 100 markers" 1 100 $B/trace
	check_markers "so does the backup" 1 100 $K/trace
	check "the range is reserved in this boot's firmware map too" tagged
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1001 1050
	kexec_load_now
}

boot3() {
	range > /tmp/range
	send range /tmp/range
	says "boot 3 found the range by its tag again" 'reserve_mem: trace: kexec_load() kept it in \[mem'
	check_markers "boot_mapped shows boot 2's 50 markers" 1001 1050 $B/trace
	check_markers "so does the backup" 1001 1050 $K/trace
	kexec_load_now "$(sed 's/reserve_mem=20M/reserve_mem=18M/' /proc/cmdline)"
}

boot4() {
	check "boot 4 asks for an 18M range" grep -q 'reserve_mem=18M:2M:trace' /proc/cmdline
	says "and reserves it elsewhere" 'reserve_mem: trace: reserved \[mem'
	check "it does not take the tagged 20M region" sh -c "! dmesg | grep -q 'kexec_load() kept it'"
	bounds > /tmp/bounds
	emit "# its range: $(range), $(cat /tmp/bounds)"
	firmware_memmap > /tmp/memmap
	send memmap /tmp/memmap
	echo 1 > $B/tracing_on
	echo "marker 4000" > $B/trace_marker
	kexec_load_now "$(sed 's/reserve_mem=18M/reserve_mem=20M/' /proc/cmdline)"
}

boot5() {
	range > /tmp/range
	send range /tmp/range
	says "boot 5 (20M again) finds the range by its tag" 'reserve_mem: trace: kexec_load() kept it in \[mem'
	check_markers "boot_mapped shows boot 2's 50 markers, kept through boot 4" 1001 1050 $B/trace
}

host5() {
	check_eq "boot 2 had the range where boot 1 had it" "$(sent 1 range)" "$(sent 2 range)"
	check_eq "and boot 3" "$(sent 1 range)" "$(sent 3 range)"
	check_eq "and boot 5" "$(sent 1 range)" "$(sent 5 range)"
	local r start end want
	r=$(sent 1 range) start=${r#\[mem } && end=${start#*-} && start=${start%-*} && end=${end%]}
	want=$(printf '%#x %#x Reserved' $((start - 4096)) $((end)))
	check "boot 4 was given the tag page and the 20M range as one reserved region ($want)" \
		grep -qx -- "$want" <(sent 4 memmap)
}
