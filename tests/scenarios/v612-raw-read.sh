# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): the previous boot's raw pages are read where they lie. Boot 1 writes the
# same 3000 markers into four boot-mapped instances (one CPU) and panics. Boot 2 reads them with
# read(2) a page at a time (pf-pages: into the same buffer, and into a new mapping each time, whose
# first touch faults and so takes the copy), with splice(2) (pf-splice, as trace-cmd records; the
# sub-buffer the writer was on then with read(2)), and
# times a read of the fourth against an ordinary instance given the same markers in the same boot
# (pf-rawread, -icount: instructions as time). Every way gives each marker once, in order, in whole
# pages with nothing after their events, and the previous boot reads at 0.9 of the ordinary
# instance's speed or more. Debian's 6.12 as it is copies each event on its own: 0.16 (make
# compare's compare-read, 4 MiB of events).

CPUS=1
MEM=512M
ICOUNT=1
TIMEOUT=600
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='memmap=4M$0x14000000 trace_instance=pa@0x14000000:1M trace_instance=pb@0x14100000:1M trace_instance=pc@0x14200000:1M trace_instance=pd@0x14300000:1M'
T=/sys/kernel/tracing
N=3000

# whole WHO FILE: FILE holds each of the N markers once, in order
whole() {
	markers "$2" > /tmp/m
	seq $N > /tmp/want
	check "$1: each marker once, in order ($(grep -c . /tmp/m) markers)" cmp -s /tmp/want /tmp/m
}
# fill INSTANCE: write the N markers into it
fill() { write_markers "$T/instances/$1/trace_marker" 1 $N; }

boot1() {
	local i
	for i in pa pb pc pd; do fill $i; done
	for i in pa pb pc pd; do
		check_eq "boot 1: $i holds the $N markers" "entries: $N" \
			"$(grep '^entries:' $T/instances/$i/per_cpu/cpu0/stats)"
	done
	crash
}

boot2() {
	local raw=per_cpu/cpu0/trace_pipe_raw sum
	pf-pages $T/instances/pa/$raw > /tmp/pa 2> /tmp/pa.sum
	sum=$(cat /tmp/pa.sum)
	emit "# read(2): $sum"
	check "read(2) gives whole pages, nothing after their events ($sum)" \
		test "$(awk '{ print ($2 >= 20 && $4 == 0) }' /tmp/pa.sum)" = 1
	whole "read(2)" /tmp/pa
	check_eq "the ring buffer counts them read" "read events: $N" \
		"$(grep '^read events:' $T/instances/pa/per_cpu/cpu0/stats)"
	pf-pages -f $T/instances/pb/$raw > /tmp/pb 2> /tmp/pb.sum
	sum=$(cat /tmp/pb.sum)
	emit "# read(2) into new mappings: $sum"
	check "read(2) into new mappings gives whole pages, nothing after their events ($sum)" \
		test "$(awk '{ print ($2 >= 20 && $4 == 0) }' /tmp/pb.sum)" = 1
	whole "read(2) into new mappings" /tmp/pb
	# splice(2) hands out whole sub-buffers only: the one the writer was on is read after it
	timeout 60 pf-splice $T/instances/pc/$raw > /tmp/pc
	pf-pages $T/instances/pc/$raw >> /tmp/pc 2> /dev/null
	whole "splice(2), then read(2)" /tmp/pc

	local bp tp bo to
	read -r bp tp <<< "$(pf-rawread $T/instances/pd/$raw)"
	mkdir $T/instances/ord
	fill ord
	read -r bo to <<< "$(pf-rawread $T/instances/ord/$raw)"
	emit "# previous boot: $bp bytes in $tp ns; ordinary instance: $bo bytes in $to ns"
	check "both raw reads gave pages" test "${bp:-0}" -ge $((20 * 4096)) -a "${bo:-0}" -ge $((20 * 4096))
	check "the previous boot reads at 0.9 of an ordinary instance's speed or more" \
		test "$(awk -v bp="${bp:-0}" -v tp="${tp:-1}" -v bo="${bo:-0}" -v to="${to:-1}" \
			'BEGIN { print (bo && bp * to >= 0.9 * bo * tp) }')" = 1
}
