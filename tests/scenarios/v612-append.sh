# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): this boot's events follow the previous boot's, never over them. Boot 1
# writes 300 markers into a boot-mapped instance (one CPU) and panics. Boot 2 shows the 300, then
# writes 20 markers of its own into the same instance (it records from boot, as an instance with
# events on the command line, or one turned on again after ^traceoff, does): all 300 of the
# previous boot are still there, in order, and the 20 after them, at this boot's times, in the trace
# file and in trace-cmd's report. Debian's 6.12 as it is puts the
# writer at the start of the previous boot's last sub-buffer: its first event overwrites the
# events there, and the trace loses them (the checks "still there" fail: 257 of 300 kept); and it
# stamps this boot's first event there relative to the previous boot's last, as if this boot's
# clock went on from it (its time is past this boot's uptime). The 6.1 series never mixes two
# boots in one buffer: this boot's first event drops the previous boot's (its documented rule, a
# backup instance keeps them), so this scenario is 6.12's only. Boot 3 reads both boots' markers:
# boot 1 writes its last 10 markers 6 s after the others, so that its last sub-buffer spans the time
# at which boot 2 writes its first. The series' first version appended boot 2's events to that
# sub-buffer with an absolute time stamp of boot 2's clock, which went back there; a second one
# started them on the next sub-buffer, whose start then lay within the times of the one before:
# the check at boot 3 took that sub-buffer for damaged either way and cut boot 2's markers off (found
# by initrd-growth-uefi-6.12, which lost one), then boot 1's last 10. Boot 3 reads the instance
# out with trace-cmd, writes 5 markers and reads them from trace_pipe, which leaves the writer's
# sub-buffer as the reader's, and panics; boot 4 records 20 markers: the second version put the
# writer on that sub-buffer, out of the ring, where it stayed and recorded none (a maintainer's
# reading found it).

CPUS=1
MEM=512M
TIMEOUT=300
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='memmap=4M$0x14000000 trace_instance=pa@0x14000000:4M'
B=/sys/kernel/tracing/instances/pa

boot1() {
	write_markers $B/trace_marker 1 290
	# later than boot 2 writes its markers (at about 3 s)
	sleep 6
	write_markers $B/trace_marker 291 300
	check_markers "boot 1 shows its 300 markers" 1 300 $B/trace
	crash
}

boot2() {
	check_markers "boot 2 shows the previous boot's 300 markers" 1 300 $B/trace
	# after boot 1's last sub-buffer started, before it ended
	while [ "$(cut -d. -f1 /proc/uptime)" -lt 4 ]; do sleep 0.2; done
	write_markers $B/trace_marker 1001 1020
	markers $B/trace > /tmp/after
	echo "# boot 2 after its own markers: $(grep -c . /tmp/after) markers in the trace" > "$RESULTS"
	check_eq "the previous boot's 300 are still there, in order" "$(seq 1 300 | tr '\n' ' ')" \
		"$(grep -vE '^10[0-9][0-9]$' /tmp/after | tr '\n' ' ')"
	check_eq "and this boot's 20 follow them" "$(seq 1 300; seq 1001 1020)" "$(cat /tmp/after)"
	local up first
	up=$(cut -d' ' -f1 /proc/uptime)
	first=$(grep -a 'marker 1001$' $B/trace | sed -nE 's/.* ([0-9]+\.[0-9]+): .*/\1/p')
	check "this boot's first marker has this boot's time (${first:-none} s, uptime $up s)" \
		awk -v a="$first" -v b="$up" 'BEGIN { exit !(a != "" && a + 0 <= b + 0) }'
	check "and this boot's markers go forward in time" sh -c "grep -a 'marker 10[0-9][0-9]\$' $B/trace |
		sed -nE 's/.* ([0-9]+\\.[0-9]+): .*/\\1/p' | sort -c -n"
	crash
}

boot3() {
	says "boot 3 finds the range valid" 'Ring buffer meta \[0\] is from previous boot'
	check "and cuts nothing" sh -c "! dmesg | grep -q 'damaged sub-buffers cut short'"
	check_eq "boot 3 shows boot 1's 300 markers and boot 2's 20" "$(seq 1 300; seq 1001 1020)" \
		"$(markers $B/trace)"
	# trace-cmd reads the raw pages (and consumes them): the same markers at the same times
	grep -a 'marker [0-9]*$' $B/trace | sed -nE 's/.* ([0-9]+\.[0-9]+): .*(marker [0-9]+)$/\1 \2/p' > /tmp/t.file
	trace-cmd extract -B pa -o /tmp/pa.dat > /tmp/extract.log 2>&1
	trace-cmd report /tmp/pa.dat 2> /dev/null |
		sed -nE 's/.* ([0-9]+\.[0-9]+): .*(marker [0-9]+)$/\1 \2/p' > /tmp/t.cmd
	check_eq "trace-cmd reports the 320 markers" 320 "$(grep -c . /tmp/t.cmd)"
	check "at the times the trace file shows" cmp -s /tmp/t.file /tmp/t.cmd
	# a few of its own, read as they come: the writer's sub-buffer is the reader's then
	# (trace-cmd extract turned tracing off)
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 3001 3005
	timeout 3 cat $B/trace_pipe > /tmp/pipe
	check_eq "boot 3 reads its 5 markers from trace_pipe" 5 "$(grep -c 'marker 300[1-5]$' /tmp/pipe)"
	crash
}

boot4() {
	write_markers $B/trace_marker 2001 2020
	check_eq "boot 4 records its 20 markers after a boot that read the instance out" \
		"$(seq 2001 2020)" "$(markers $B/trace | grep -E '^20[0-9][0-9]$')"
}
