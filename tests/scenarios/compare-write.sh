# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare, on this series' kernel and on Debian's 6.12): what an event costs to
# write into a boot-mapped instance, against an ordinary instance of about the same size, in the
# same boot (one vCPU, -icount shift=0). Only mainline's interface is used.
#   make compare (harness/compare.sh) puts pf_bench.ko, built for each kernel, at /bench.

GROUP='compare'
ICOUNT=1
CPUS=1
MEM=512M
TIMEOUT=900
CMDLINE='memmap=16M$0x14000000 trace_instance=pb@0x14000000:16M'
T=/sys/kernel/tracing
N=100000

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	mkdir $T/instances/ord
	echo 16000 > $T/instances/ord/buffer_size_kb
	local o=() p=() i
	for i in 1 2 3; do
		o+=("$(bench_events ord $N)")
		p+=("$(bench_events pb $N)")
	done
	{
		printf '%s\n' "${o[@]}" | sort -n | head -1 | sed 's/^/ord /'
		printf '%s\n' "${p[@]}" | sort -n | head -1 | sed 's/^/pers /'
	} > /tmp/results
	send results /tmp/results
}

host1() {
	local o p
	o=$(sent 1 results | sed -n 's/^ord //p') p=$(sent 1 results | sed -n 's/^pers //p')
	check "both write costs were measured" test -n "$o" -a -n "$p"
	echo "compare: write_cost $(awk -v p="$p" -v o="$o" -v n=$N 'BEGIN {
		printf "%.3f (%.0f ns/event, ordinary %.0f)", p / o, p / n, o / n }')"
}
