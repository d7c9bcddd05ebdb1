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
	write_markers $B/trace_marker 1 3000
	check_eq "boot 1 shows its 3000 markers" 3000 "$(markers $B/trace | grep -c .)"
	crash
}

host1() { damage_markers "$ADDR" "$SIZE" 500 1500 2500; }

boot2() {
	markers $B/trace | sort -u > /tmp/kept
	send kept /tmp/kept
}

host2() {
	echo "compare: damage_kept $(sent 2 kept | grep -c .) of 3000 markers"
}
