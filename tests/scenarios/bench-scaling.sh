# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make bench): how recovering the previous boot's range at boot grows with its size
# (16, 64, 256 MiB on one CPU: boots 1, 2) and with the CPUs it is laid out for (64 MiB for 2
# and 4 CPUs: boots 3-6), each against one plain read pass over as much memory, taken in the same
# boot. The boots that recover count guest time in instructions (-icount shift=0), so that their
# figures repeat from run to run. QEMU brings up more than one vCPU under -icount very slowly,
# and recovery runs on the boot CPU before the others are up: so a range for N CPUs is filled by
# a boot with N vCPUs on the host's clock, and recovered by one vCPU with possible_cpus=N (the
# same layout). A range is on the command line only of the boots of its CPU count: the first
# boot that sees a range lays it out for its own.
#   make bench (harness/bench.sh) puts pf_bench.ko (tests/bench/) into the guest, at /bench.

GROUP='bench'
ICOUNT=1
CPUS=1 CPUS3=2 CPUS5=4
ICOUNT3='' ICOUNT5=''
MEM=1280M
TIMEOUT=1800
MEMMAP='memmap=16M$0x14000000 memmap=64M$0x18000000 memmap=256M$0x1c000000 memmap=64M$0x2c000000 memmap=64M$0x30000000'
CMDLINE="$MEMMAP trace_instance=s16@0x14000000:16M trace_instance=s64@0x18000000:64M trace_instance=s256@0x1c000000:256M"
CMDLINE3="$MEMMAP trace_instance=c2@0x2c000000:64M"
CMDLINE4="$MEMMAP possible_cpus=2 trace_instance=c2@0x2c000000:64M"
CMDLINE5="$MEMMAP trace_instance=c4@0x30000000:64M"
CMDLINE6="$MEMMAP possible_cpus=4 trace_instance=c4@0x30000000:64M"
T=/sys/kernel/tracing
P=/sys/module/pf_bench/parameters

# fill INSTANCE MIB: about as many benchmark events as fill MIB MiB, written on every CPU
fill() {
	local cpu n=$(($2 * 1024 * 1024 / 25 / $(nproc)))
	echo 1 > $T/instances/"$1"/events/pf_bench/pf_bench_event/enable
	for cpu in $(seq 0 $(($(nproc) - 1))); do
		taskset -c "$cpu" sh -c "echo $n > $P/events"
	done
	echo 0 > $T/instances/"$1"/events/pf_bench/pf_bench_event/enable
}
# checked INSTANCE MIB: its recovery time, its events, and a read pass over as much memory
checked() {
	record "check_$1" "$(sed -n 's/^checked in: \([0-9]*\) us/\1/p' $T/instances/"$1"/last_boot_status)"
	record "events_$1" "$(sed -n 's/^recovered events: //p' $T/instances/"$1"/last_boot_status)"
	echo "$2" > $P/read_mib
	record "read_$1" "$(cat $P/last_ns)"
}

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	fill s16 16
	fill s64 64
	fill s256 256
	crash
}
boot2() {
	: > /tmp/results
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	checked s16 16
	checked s64 64
	checked s256 256
	send results /tmp/results
}
# boots 3-6: fill the range of N CPUs with N vCPUs, then recover it with one (possible_cpus=N)
cpus_fill() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	fill "c$(nproc)" 64
	crash
}
cpus_check() {
	: > /tmp/results
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	checked "c$1" 64
	send results /tmp/results
}
boot3() { cpus_fill; }
boot4() { cpus_check 2; }
boot5() { cpus_fill; }
boot6() { cpus_check 4; }

# figure BOOT INSTANCE MIB NAME: one line of recovery cost, against a read pass
figure() {
	local c r e
	c=$(sent "$1" results | sed -n "s/^check_$2 //p") r=$(sent "$1" results | sed -n "s/^read_$2 //p")
	e=$(sent "$1" results | sed -n "s/^events_$2 //p")
	check "recovery of $2 was timed, with its events" test -n "$c" -a -n "$r" -a "${e:-0}" -gt 0
	bench "$4" "$(awk -v c="$c" -v m="$3" 'BEGIN { printf "%.0f", c * 1000 / m }')" ns/MiB \
		"$(awk -v c="$c" -v r="$r" 'BEGIN { printf "%.3f", r ? c * 1000 / r : 0 }')" \
		"plain_read_pass($(awk -v r="$r" -v m="$3" 'BEGIN { printf "%.0f", r / m }')ns/MiB,${e}events,$((c / 1000))ms)"
}
host2() {
	figure 2 s16 16 recovery_16MiB_1cpu
	figure 2 s64 64 recovery_64MiB_1cpu
	figure 2 s256 256 recovery_256MiB_1cpu
}
host4() { figure 4 c2 64 recovery_64MiB_2cpus; }
host6() { figure 6 c4 64 recovery_64MiB_4cpus; }
