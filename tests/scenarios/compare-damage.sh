# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): what three damaged spots cost. Boot 1 writes 3000 markers into a
# boot-mapped instance from one CPU and panics; the host overwrites 200 bytes with 0xff around
# markers 500, 1500 and 2500, where it finds them in the range; boot 2 counts the markers that
# the instance still shows.

GROUP='compare'
CPUS=1
MEM=512M
TIMEOUT=300
ADDR=$((0x14000000)) SIZE=$((4 << 20))
CMDLINE='memmap=4M$0x14000000 trace_instance=pb@0x14000000:4M'
B=/sys/kernel/tracing/instances/pb

boot1() {
	local i=1
	while [ $i -le 3000 ]; do
		echo "pf-mark $(printf %04d $i)" > $B/trace_marker
		i=$((i + 1))
	done
	check_eq "boot 1 shows its 3000 markers" 3000 "$(grep -c 'pf-mark [0-9]*$' $B/trace)"
	crash
}

host1() {
	local m off
	dd if="$RAM" of="$LOGDIR/range" bs=1M skip=$((ADDR >> 20)) count=$((SIZE >> 20)) 2>/dev/null
	for m in 0500 1500 2500; do
		off=$(grep -obaF "pf-mark $m" "$LOGDIR/range" | head -1 | cut -d: -f1)
		check "marker $m is in the range" test -n "$off"
		[ -n "$off" ] || continue
		head -c 200 /dev/zero | tr '\0' '\377' |
			dd of="$RAM" bs=1 seek=$((ADDR + off - 100)) conv=notrunc 2>/dev/null
	done
}

boot2() {
	grep -o 'pf-mark [0-9]*$' $B/trace | sort -u > /tmp/kept
	send kept /tmp/kept
}

host2() {
	echo "compare: damage_kept $(sent 2 kept | grep -c .) of 3000 markers"
}
