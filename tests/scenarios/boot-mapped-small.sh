# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a boot-mapped buffer too small for what was written keeps the newest events, and the
# next boot says how many were lost. Boot 1 writes 3000 markers into a 64 KiB range (a few pages
# per CPU) and panics. Boot 2 finds the last marker, not the first, the survivors in order, and an
# entries-written count above the entries in the buffer.

# One CPU: with several, a quiet CPU's buffer may keep older markers than a busy one's.
CPUS=1
CMDLINE='memmap=64K$0x18000000 trace_instance=small@0x18000000:64K'
B=/sys/kernel/tracing/instances/small
N=3000


boot1() {
	write_markers $B/trace_marker 1 $N
	markers $B/trace | tail -1 > /tmp/last
	check_eq "boot 1's buffer ends with the last marker" "$N" "$(cat /tmp/last)"
	crash
}

boot2() {
	cat $B/trace > /tmp/trace
	markers /tmp/trace > /tmp/got
	check_eq "the newest marker survived" "$N" "$(sort -n /tmp/got | tail -1)"
	check "the oldest marker was overwritten" sh -c "! grep -qx 1 /tmp/got"
	check "the survivors are in order" sh -c "sort -n /tmp/got | cmp - /tmp/got"
	emit "# $(wc -l < /tmp/got) markers survived"
	line=$(grep '^# entries-in-buffer/entries-written:' /tmp/trace)
	emit "# $line"
	counts=${line##*: }	# "IN/WRITTEN   #P:1"
	in=${counts%%/*} written=${counts#*/} written=${written%% *}
	check "the trace header counts lost events (written $written > in buffer $in)" \
		test "$written" -gt "$in"
	check "last_boot_status counts the recovered events" \
		grep -q "^recovered events: $in\$" $B/last_boot_status
}
