# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): reading the previous boot's raw pages (trace_pipe_raw, read(2) a page
# at a time) against an ordinary instance that holds the same number of the same events, in the
# same boot (one vCPU, -icount shift=0). Boot 1 fills a 4 MiB boot-mapped instance and panics.
#   make compare (harness/compare.sh) puts pf_bench.ko and rawread at /bench.

GROUP='compare'
ICOUNT=1
CPUS=1
MEM=512M
TIMEOUT=900
CMDLINE='memmap=4M$0x14000000 trace_instance=pb@0x14000000:4M'
T=/sys/kernel/tracing

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	bench_events pb $((4 * 1024 * 1024 / 25)) > /dev/null
	crash
}

boot2() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	local n
	n=$(sed -n 's/^entries: //p' $T/instances/pb/per_cpu/cpu0/stats)
	echo "pers $(/bench/rawread $T/instances/pb/per_cpu/cpu0/trace_pipe_raw)" > /tmp/results
	mkdir $T/instances/ord
	cat $T/instances/pb/buffer_size_kb > $T/instances/ord/buffer_size_kb
	bench_events ord "${n:-0}" > /dev/null
	echo "ord $(/bench/rawread $T/instances/ord/per_cpu/cpu0/trace_pipe_raw)" >> /tmp/results
	echo "events $n" >> /tmp/results
	send results /tmp/results
}

host2() {
	local bp tp bo to
	read -r bp tp <<< "$(sent 2 results | sed -n 's/^pers //p')"
	read -r bo to <<< "$(sent 2 results | sed -n 's/^ord //p')"
	check "both raw reads gave data" test "${bp:-0}" -gt 0 -a "${bo:-0}" -gt 0
	echo "compare: raw_read $(awk -v bp="${bp:-0}" -v tp="${tp:-1}" -v bo="${bo:-0}" -v to="${to:-1}" 'BEGIN {
		p = bp * 1000 / tp; o = bo * 1000 / to
		printf "%.3f (%.0f MB/s, ordinary %.0f)", (o ? p / o : 0), p, o }')"
}
