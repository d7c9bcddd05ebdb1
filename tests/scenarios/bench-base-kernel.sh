# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make bench): the event write cost of an ordinary instance
# on the unpatched base kernel, measured as bench-boot-mapped measures it on the patched one (one vCPU,
# -icount shift=0, the same pf_bench.ko built for each). harness/bench.sh compares the two.

GROUP='bench'
VARIANT=base
ICOUNT=1
CPUS=1
MEM=768M
TIMEOUT=600
T=/sys/kernel/tracing
GUEST_ENV='BENCH_WRITES'	# a quick run (harness/bench.sh) asks for fewer
WRITES=${BENCH_WRITES:-200000}

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	mkdir $T/instances/ord
	echo 16000 > $T/instances/ord/buffer_size_kb
	local o=() i
	for i in 1 2 3; do
		o+=("$(bench_events ord "$WRITES")")
	done
	printf '%s\n' "${o[@]}" | sort -n | head -1 | sed 's/^/write_ord /' > /tmp/results
	send results /tmp/results
}

host1() {
	check "the base kernel's write cost was measured" test -n "$(sent 1 results)"
}
