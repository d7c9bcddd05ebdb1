# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): what checking and recovering the previous boot's 64 MiB range adds to
# boot, per MiB, against one plain read pass over as much memory (one vCPU, -icount shift=0,
# nokaslr: two boots of the same kernel run the same instructions). The kernel's own clock at
# the first message after the boot instances are made (NR_IRQS, early_irq_init()) is taken
# when the range is full of the previous boot's events (boot 2) and when it is empty (boot 3,
# after boot 2 cleared it): the difference is the cost. Both kernels are timed the same way.
#   make compare (harness/compare.sh) puts pf_bench.ko at /bench.

GROUP='compare'
ICOUNT=1
CPUS=1
MEM=768M
TIMEOUT=1200
CMDLINE='nokaslr memmap=64M$0x14000000 trace_instance=pb@0x14000000:64M'
T=/sys/kernel/tracing
P=/sys/module/pf_bench/parameters

stamp() { dmesg | sed -n 's/^\[ *\([0-9.]*\)\] NR_IRQS.*/\1/p' | head -1 > /tmp/stamp; send stamp /tmp/stamp; }

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	bench_events pb $((64 * 1024 * 1024 / 25)) > /dev/null
	crash
}
boot2() {
	stamp
	sed -n 's/^entries: //p' $T/instances/pb/per_cpu/cpu0/stats > /tmp/entries
	send entries /tmp/entries
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	echo 64 > $P/read_mib
	cat $P/last_ns > /tmp/read
	send read /tmp/read
	echo > $T/instances/pb/trace
	crash
}
boot3() { stamp; }

host3() {
	local full empty read e
	full=$(sent 2 stamp) empty=$(sent 3 stamp) read=$(sent 2 read) e=$(sent 2 entries)
	check "both boots were timed, with events recovered in the first (${e:-none})" \
		test -n "$full" -a -n "$empty" -a -n "$read" -a "${e:-0}" -gt 0
	echo "compare: validation $(awk -v f="$full" -v e="$empty" -v r="${read:-1}" 'BEGIN {
		c = (f - e) * 1e9; printf "%.0f ns/MiB (%.2f x a read pass of %.0f ns/MiB)", c / 64, c / r, r / 64 }')"
}
