# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): damage in a persistent buffer costs the events it hits, not the CPU's
# buffer. Boot 1 writes 3000 markers into a boot-mapped instance (one CPU) and panics; the host
# overwrites 200 bytes with 0xff around markers 500, 1500 and 2500 in the range. Boot 2 cuts each
# damaged sub-buffer short at the first event that does not check out, and the rest of the trace
# (at least 2700 markers, 1-490 and 2650-3000 whole) reads as boot 1 wrote it. A second instance
# of 1000 markers has a time extend written over the event of marker 500, and after it an event
# whose length runs past the page: its sub-buffer is cut before the extend, which a reader takes
# with the event after it, so that trace_pipe_raw read in parts of pages (the kernel copies such
# reads an event at a time) gives every marker the trace shows (cut after the extend, the read
# stopped there for good). Debian's 6.12 as
# it is keeps 0 of the 3000 (its check throws the CPU's whole buffer away): make compare's
# compare-damage, the same damage.

CPUS=1
MEM=512M
TIMEOUT=300
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
ADDR=$((0x14000000)) SIZE=$((4 << 20)) EADDR=$((0x14400000))
CMDLINE='memmap=5M$0x14000000 trace_instance=pb@0x14000000:4M trace_instance=pe@0x14400000:1M'
B=/sys/kernel/tracing/instances/pb
E=/sys/kernel/tracing/instances/pe

boot1() {
	write_markers $B/trace_marker 1 3000
	check_eq "boot 1 shows its 3000 markers" 3000 "$(markers $B/trace | grep -c .)"
	write_markers $E/trace_marker 1 1000
	check_eq "and pe its 1000" 1000 "$(markers $E/trace | grep -c .)"
	crash
}

host1() {
	damage_markers "$ADDR" "$SIZE" 500 1500 2500
	# pe: the event of marker 500 (its text 20 bytes in: event header, trace_entry, ip) becomes
	# a time extend of 0 and an event of 1 MiB
	local off
	off=$(marker_offset "$EADDR" $((1 << 20)) 500)
	check "marker 500 is in pe's range" test -n "$off"
	[ -z "$off" ] || poke $((off - 20)) '\x1e\0\0\0\0\0\0\0\0\0\0\0\0\0\x10\0'
}

boot2() {
	markers $B/trace > /tmp/kept
	emit "# boot 2: $(grep -c . /tmp/kept) of 3000 markers kept"
	dmesg | grep 'Ring buffer meta' | sed 's/^/# /' > "$RESULTS"
	says "the range is the previous boot's" 'Ring buffer meta \[0\] is from previous boot'
	says "the boot log says what was cut" \
		'Ring buffer meta \[0\] [0-9]* damaged sub-buffers cut short, [0-9]* bytes of events dropped'
	check "2700 markers or more are kept" test "$(grep -c . /tmp/kept)" -ge 2700
	check "each marker kept is boot 1's, once, in order" sort -n -c -u /tmp/kept
	check "every line of the trace is a marker" sh -c \
		"! grep -v -e '^#' -e 'marker [0-9]*\$' $B/trace"
	check "markers 1-490, before the first damage, are all kept" \
		test "$(awk '$1 <= 490' /tmp/kept | grep -c .)" = 490
	check "markers 2650-3000, after the last damaged sub-buffer, are all kept" \
		test "$(awk '$1 >= 2650' /tmp/kept | grep -c .)" = 351

	markers $E/trace > /tmp/kept.e
	emit "# pe: $(grep -c . /tmp/kept.e) of 1000 markers kept"
	check "pe keeps the markers before and after the damaged sub-buffer (900 or more, not 1000)" \
		test "$(grep -c . /tmp/kept.e)" -ge 900 -a "$(grep -c . /tmp/kept.e)" -lt 1000
	pf-pages -s 1000 $E/per_cpu/cpu0/trace_pipe_raw > /tmp/raw.e
	markers /tmp/raw.e > /tmp/read.e
	check "read in parts of pages, trace_pipe_raw gives every marker the trace shows ($(grep -c . /tmp/read.e))" \
		cmp -s /tmp/kept.e /tmp/read.e
}
