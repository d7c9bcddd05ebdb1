# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make soak): every byte of a boot-mapped range's header damaged in turn, one byte
# per boot, between real boots (on the kasan kernel when make soak runs it). Each boot checks what
# it found after the damage (the 100 markers of the boot before, in order; or a range reset, with
# its reason), writes 100 markers and panics; the host then flips the next byte.

GROUP='soak'
VARIANT=kasan
CPUS=1
ADDR=$((0x18000000))
CMDLINE='memmap=16M$0x18000000 trace_instance=hb@0x18000000:16M'
B=/sys/kernel/tracing/instances/hb
TIMEOUT=180

write_and_crash() {
	write_markers $B/trace_marker 1 100
	crash
}

boot1() { write_and_crash; }

found() { # found BYTE: what the boot found after byte BYTE of the header was flipped
	markers $B/trace > /tmp/got
	emit "# byte $1: $(wc -l < /tmp/got) markers; $(grep '^ring buffer:' $B/last_boot_status)"
	if [ -s /tmp/got ]; then
		check_eq "byte $1: the markers found are the 100 written, in order" "$(seq 1 100)" "$(cat /tmp/got)"
	else
		check "byte $1: the range was reset, and says why" \
			sh -c "! grep -q '^ring buffer: nothing amiss' $B/last_boot_status"
	fi
	echo > $B/trace
	write_and_crash
}

flip() { # flip OFFSET: invert a byte of the RAM file
	local b
	b=$(od -An -t u1 -j $(($1)) -N 1 "$RAM" | tr -d ' ')
	printf '%b' "$(printf '\\%03o' $((b ^ 255)))" | dd of="$RAM" bs=1 seek=$(($1)) conv=notrunc 2>/dev/null
}

n=1
while [ "$n" -le "$RB_HDR_SIZE" ]; do
	eval "host$n() { flip $((ADDR + n - 1)); }"
	eval "boot$((n + 1))() { found $((n - 1)); }"
	n=$((n + 1))
done
