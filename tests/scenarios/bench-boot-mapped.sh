# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make bench, with bench-base-kernel): figures of the patched kernel, each against
# a baseline taken in the same boot. One vCPU, guest time counted in instructions (-icount
# shift=0), so that a figure is the same from run to run and does not depend on the host's load.
# Boot 1 fills three boot-mapped instances (4, 16, 64 MiB) and measures the event write cost and
# what keeping task names costs (200 tasks that exec and exit, traced by their sched events);
# boot 2 measures what recovering and reading them costs. Each host step prints "bench:" lines.
#   make bench (harness/bench.sh) puts pf_bench.ko and rawread (tests/bench/) into the guest, at /bench.

GROUP='bench'
ICOUNT=1
CPUS=1
MEM=768M
TIMEOUT=1200
CMDLINE='memmap=4M$0x14000000 memmap=16M$0x15000000 memmap=64M$0x17000000 trace_instance=b4@0x14000000:4M trace_instance=b16@0x15000000:16M trace_instance=b64@0x17000000:64M trace_instance=bk16=b16 trace_instance=bk64=b64'
T=/sys/kernel/tracing
P=/sys/module/pf_bench/parameters
GUEST_ENV='BENCH_WRITES'	# a quick run (harness/bench.sh) asks for fewer
WRITES=${BENCH_WRITES:-200000}	# events per write measurement

SCHED='sched_switch sched_wakeup sched_process_exec'
# forks INSTANCE: 200 tasks that exec and exit, traced by their sched events in INSTANCE; ns
forks() {
	local e t i
	for e in $SCHED; do echo 1 > $T/instances/"$1"/events/sched/"$e"/enable; done
	t=$(now)
	for i in $(seq 200); do /bin/true; done
	t=$(($(now) - t))
	for e in $SCHED; do echo 0 > $T/instances/"$1"/events/sched/"$e"/enable; done
	echo "$t"
}
min() { printf '%s\n' "$@" | sort -n | head -1; }

boot1() {
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	: > /tmp/results
	mkdir $T/instances/ord
	# about as large, per CPU, as the 16 MiB boot-mapped one (and as in bench-base.sh)
	echo 16000 > $T/instances/ord/buffer_size_kb
	# write cost: the same event, the same CPU, alternated, the best of three each
	local o=() p=() i
	for i in 1 2 3; do
		o+=("$(bench_events ord "$WRITES")")
		p+=("$(bench_events b16 "$WRITES")")
	done
	record write_ord "$(min "${o[@]}")"
	record write_pers "$(min "${p[@]}")"
	# task names: 200 short-lived tasks (fork, exec, exit: each a new name for the table),
	# traced by their sched events in a boot-mapped instance or an ordinary one, the best of three
	o=() p=()
	for i in 1 2 3; do
		o+=("$(forks ord)")
		p+=("$(forks b16)")
	done
	record forks_ord "$(min "${o[@]}")"
	record forks_pers "$(min "${p[@]}")"
	# fill the three ranges (a page holds about 130 of these events)
	for b in b4:4 b16:16 b64:64; do
		bench_events "${b%:*}" $((${b#*:} * 1024 * 1024 / 25)) > /dev/null
	done
	# the event table: bytes per event type, described as events are enabled
	for e in sched/sched_switch sched/sched_wakeup timer/timer_start irq/irq_handler_entry; do
		echo 1 > $T/instances/b4/events/$e/enable
		echo 0 > $T/instances/b4/events/$e/enable
	done
	sed -n 's/^\([0-9]*\)	\([0-9]*\)	.*/table_bytes \2/p' $T/instances/b4/last_boot_events >> /tmp/results
	record table_used "$(sed -n 's/^# this boot: .*, \([0-9]*\) of \([0-9]*\) bytes used.*/\1 \2/p' $T/instances/b4/last_boot_events)"
	# enabling an event: boot-mapped (it is described in the range) against ordinary
	local t
	for b in ord b16; do
		t=$(now)
		for i in $(seq 50); do
			echo 1 > $T/instances/$b/events/sched/sched_switch/enable
			echo 0 > $T/instances/$b/events/sched/sched_switch/enable
		done
		record "enable_$b" $(($(now) - t))
	done
	for b in b4 b16 b64; do
		record "meta_$b" "$(grep '^nr_subbufs:' $T/instances/$b/per_cpu/cpu0/buffer_meta | grep -o '[0-9]*')"
	done
	send results /tmp/results
	crash
}

boot2() {
	: > /tmp/results
	for b in b4 b16 b64; do
		record "check_$b" "$(sed -n 's/^checked in: \([0-9]*\) us/\1/p' $T/instances/$b/last_boot_status)"
		record "events_$b" "$(sed -n 's/^recovered events: //p' $T/instances/$b/last_boot_status)"
	done
	for b in bk16 bk64; do
		record "backup_$b" "$(dmesg | sed -n "s/.*instance $b: a copy of .*copied in \([0-9]*\) us, checked in \([0-9]*\) us.*/\1 \2/p")"
	done
	insmod /bench/pf_bench.ko || not_ok "insmod pf_bench"
	for m in 4 16 64; do
		echo $m > $P/read_mib
		record "read_$m" "$(cat $P/last_ns)"
	done
	for m in 16 64; do
		echo $m > $P/copy_mib
		record "copy_$m" "$(cat $P/last_ns)"
	done
	# reading raw pages: the previous boot's (b4) against an ordinary instance with the same events
	local n
	n=$(sed -n 's/^recovered events: //p' $T/instances/b4/last_boot_status)
	record read_pers "$(/bench/rawread $T/instances/b4/per_cpu/cpu0/trace_pipe_raw)"
	mkdir $T/instances/ord
	cat $T/instances/b4/buffer_size_kb > $T/instances/ord/buffer_size_kb
	bench_events ord "$n" > /dev/null
	record read_ord "$(/bench/rawread $T/instances/ord/per_cpu/cpu0/trace_pipe_raw)"
	send results /tmp/results
}

# bench NAME VALUE UNIT RATIO BASELINE: one line of the benchmark's output
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }'; }
per() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }'; }
val() { sent "$1" results | sed -n "s/^$2 //p" | head -1; }

host1() {
	local o p
	o=$(val 1 write_ord) p=$(val 1 write_pers)
	check "the write cost was measured" test -n "$o" -a -n "$p"
	bench write_cost_persistent "$(per "$p" "$WRITES")" ns/event "$(ratio "$p" "$o")" \
		"ordinary_instance($(per "$o" "$WRITES")ns/event)"
	echo "write_ord_ns_per_event $(per "$o" "$WRITES")" > "$LOGDIR/figures"
	o=$(val 1 forks_ord) p=$(val 1 forks_pers)
	check "the cost of naming tasks was measured" test -n "$o" -a -n "$p"
	bench task_names_200_tasks "$(per "$p" 1000)" us "$(ratio "$p" "$o")" \
		"ordinary_instance($(per "$o" 1000)us)"
	local bytes n used
	bytes=$(sent 1 results | sed -n 's/^table_bytes //p')
	n=$(echo "$bytes" | grep -c .)
	used=$(val 1 table_used)
	check "event types were described" test "$n" -gt 0
	bench event_table_per_type "$(echo "$bytes" | awk '{ s += $1 } END { printf "%d", s / NR }')" \
		bytes/type "-" "table_of_${used#* }bytes(header_$(( ${used% *} - $(echo "$bytes" | awk '{ s += $1 } END { print s }') ))bytes)"
	bench event_enable_persistent "$(per "$(val 1 enable_b16)" 100000)" us/enable \
		"$(ratio "$(val 1 enable_b16)" "$(val 1 enable_ord)")" "ordinary_instance"
	local b size
	for b in 4 16 64; do
		size=$((b * 1024 * 1024))
		bench "meta_overhead_${b}MiB" "$(per $(( (size - $(val 1 "meta_b$b") * 4096) / b )) 1)" \
			bytes/MiB "$(ratio $((size - $(val 1 "meta_b$b") * 4096)) "$size")" "range_size"
	done
}

host2() {
	local b c r e
	for b in 4 16 64; do
		c=$(val 2 "check_b$b") r=$(val 2 "read_$b") e=$(val 2 "events_b$b")
		check "recovery of ${b} MiB was timed" test -n "$c" -a -n "$r"
		bench "recovery_${b}MiB" "$(per "$c" "$b")" us/MiB "$(ratio $((c * 1000)) "$r")" \
			"plain_read_pass($(per "$r" $((b * 1000)))us/MiB,${e}events)"
	done
	local cp ck
	for b in 16 64; do
		read -r cp ck <<< "$(val 2 "backup_bk$b")"
		r=$(val 2 "copy_$b")
		check "the backup of ${b} MiB was timed" test -n "$cp" -a -n "$r"
		bench "backup_copy_${b}MiB" "$((cp + ck))" us "$(ratio $(((cp + ck) * 1000)) "$r")" \
			"plain_memcpy($((r / 1000))us;copy_alone_ratio=$(ratio $((cp * 1000)) "$r"))"
	done
	local tp bp to bo
	read -r bp tp <<< "$(val 2 read_pers)"
	read -r bo to <<< "$(val 2 read_ord)"
	check "both raw reads gave data" test "${bp:-0}" -gt 0 -a "${bo:-0}" -gt 0
	bench read_previous_boot_raw "$(per $((bp * 1000)) "$tp")" MB/s \
		"$(ratio "$(per $((bp * 1000)) "$tp")" "$(per $((bo * 1000)) "$to")")" \
		"ordinary_instance_same_events($(per $((bo * 1000)) "$to")MB/s)"
}
