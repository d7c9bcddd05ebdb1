# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: kexec -l (kexec_load(), Debian's way) keeps two reserve_mem= ranges that touch. A
# 4K-aligned range lands right below the tag page of the range above it, so the memory map that
# kexec-tools reads and passes on has one reserved region for both ranges and their tags. Boot 2
# walks that region from both ends, finds both ranges by their tags, and shows boot 1's markers in
# both instances. On the first design, which took a reserved region only if it was exactly one
# range and its tag, boot 2 finds neither.

CMDLINE='reserve_mem=20M:4K:trace reserve_mem=1M:4K:log trace_instance=tb@trace trace_instance=lg@log'
KEXEC2=${VARIANT:-test}
TIMEOUT=200
T=/sys/kernel/tracing

boot1() {
	local ttag tend ltag lend
	tag_bounds trace > /tmp/t && read -r ttag tend < /tmp/t
	tag_bounds log > /tmp/l && read -r ltag lend < /tmp/l
	check_eq "log ends right below trace's tag page" $((ttag - 1)) "$lend"
	firmware_memmap > /tmp/memmap
	send memmap /tmp/memmap
	check "both are one reserved region of /sys/firmware/memmap" \
		grep -qx "$(printf '%#x %#x Reserved' "$ltag" "$tend")" /tmp/memmap
	write_markers $T/instances/tb/trace_marker 1 30
	write_markers $T/instances/lg/trace_marker 101 130
	kexec_load_now
}

boot2() {
	says "boot 2 found trace by its tag" 'reserve_mem: trace: kexec_load() kept it in'
	says "and log" 'reserve_mem: log: kexec_load() kept it in'
	check_markers "tb shows boot 1's markers" 1 30 $T/instances/tb/trace
	check_markers "lg shows boot 1's markers" 101 130 $T/instances/lg/trace
}
