# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): a range is left for a kernel with another number of CPUs only when its
# meta data describe that layout whole (cpu-count); other contents are laid out anew, as Debian's
# 6.12 does, and the kernel boots. Boot 1 (4 CPUs) records 50 markers and panics. The host clears
# the magic word of the last CPU's meta data: the range holds 3 CPU buffers of a layout for 4,
# which no number of CPUs gives whole. Boot 2 (2 CPUs) does not say that the range is left, lays
# it out for its 2 CPUs and records. The host then sets CPU 0's count of sub-buffers to 3, which
# only a thousand CPUs or more would give (the search for a layout tries each). Boot 3 (2 CPUs)
# comes up, says nothing of other CPUs either, lays CPU 0's buffer out anew (CPU 1's is boot 2's,
# as stock 6.12 keeps it) and records. The host then moves CPU 0's head sub-buffer 16 bytes off
# a sub-buffer's start: boot 4 says so, lays the buffer out anew and records. Stock 6.12, and the
# series before a maintainer's reading of its patch 4, found no head page there and oopsed in
# start_kernel(), on every boot until the memory is cleared.

VARIANT=${KERNEL612:-v6.12pf}
CPUS=4 CPUS2=2 CPUS3=2 CPUS4=2
ADDR=$((0x18000000)) SIZE=$((16 << 20))
CMDLINE='memmap=16M$0x18000000 trace_instance=pb@0x18000000:16M'
P=/sys/kernel/tracing/instances/pb

# metas: the offsets in the RAM file of the pages of the range that begin with the magic word of a
# CPU's meta data (RING_BUFFER_META_MAGIC, 0xBADFEED): CPU 0's first, at the range's start
metas() {
	dd if="$RAM" bs=4096 skip=$(((ADDR - RAM_BASE) / 4096)) count=$((SIZE / 4096)) 2> /dev/null |
		od -An -v -tx4 -w4096 | awk -v at=$((ADDR - RAM_BASE)) \
		'$1 == "0badfeed" { print at + (NR - 1) * 4096 }'
}

# anew BOOT LAST: the checks of a boot that finds no layout to leave, and whose CPUs 0 to LAST lay
# their buffers out anew: they hold none of the previous boot's markers. It then records markers
# BOOT01 to BOOT50.
anew() {
	local cpu
	check "boot $1 does not say the range is left" \
		sh -c "! dmesg | grep -q 'holds a trace recorded with'"
	says "stock 6.12's check finds CPU 0's meta data wrong for this layout" \
		'Ring buffer boot meta \[0\] mismatch of subbuf_size/nr_pages'
	check "pb is boot-mapped" test -e $P/last_boot_info
	for cpu in $(seq 0 "$2"); do
		check_eq "and CPU $cpu holds none of the previous boot's markers" "" \
			"$(markers $P/per_cpu/cpu"$cpu"/trace)"
	done
	write_markers $P/trace_marker $(($1 * 100 + 1)) $(($1 * 100 + 50))
	check_eq "it records into the range" "$(seq $(($1 * 100 + 1)) $(($1 * 100 + 50)))" \
		"$(markers $P/trace | awk -v b="$1" '$1 > b * 100')"
}

boot1() {
	write_markers $P/trace_marker 1 50
	check_markers "boot 1 (4 CPUs) records" 1 50 $P/trace
	crash
}

host1() {
	local m
	mapfile -t m < <(metas)
	check_eq "the range holds the meta data of 4 CPUs" 4 "${#m[@]}"
	check_eq "CPU 0's at its start" $((ADDR - RAM_BASE)) "${m[0]:-}"
	[ "${#m[@]}" = 4 ] && poke "${m[3]}" '\0\0\0\0'
}

boot2() {
	anew 2 1
	crash
}

host2() {
	# struct ring_buffer_meta on 64-bit: nr_subbufs at byte 52
	poke $((ADDR - RAM_BASE + 52)) '\x03\0\0\0'
}

boot3() {
	# CPU 1's meta data are boot 2's, as this layout has them: stock 6.12 keeps its events
	anew 3 0
	crash
}

host3() {
	# struct ring_buffer_meta on 64-bit: head_buffer at byte 32; 16 bytes past its sub-buffer's start
	local at=$((ADDR - RAM_BASE + 32)) v
	v=$(od -An -tx8 -j "$at" -N8 "$RAM" | tr -d ' ')
	v=$(printf '%016x' $((0x$v + 16)))
	# little-endian: the bytes of the hex number from the last to the first, as \xNN escapes
	poke "$at" "$(echo "$v" | fold -w2 | tac | sed 's/^/\\x/' | tr -d '\n')"
	check_eq "CPU 0's head sub-buffer is 16 bytes off a sub-buffer's start" "$v" \
		"$(od -An -tx8 -j "$at" -N8 "$RAM" | tr -d ' ')"
}

boot4() {
	says "boot 4 finds CPU 0's head sub-buffer off a sub-buffer's start" \
		'Ring buffer boot meta \[0\] head or commit buffer not at a sub-buffer'
	write_markers $P/trace_marker 401 450
	check_eq "it comes up and records into the range" "$(seq 401 450)" \
		"$(markers $P/trace | awk '$1 > 400')"
}
