# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make bench): the path users take to read a previous boot's trace, `trace-cmd extract
# -B` (trace-cmd's recorder splices trace_pipe_raw into its file, then compresses it), timed
# against the same events extracted from an ordinary instance in the same boot. One vCPU, guest
# time counted in instructions (-icount shift=0), so the figure repeats from run to run.
# Boot 1 records a fixed workload into each of three boot-mapped instances (reserve_mem= ranges
# of 16 MiB) and panics: 200 tasks that fork, exec and exit (their sched_process_* events, of this
# shell's tasks only) and 16384 trace_marker writes of 512 bytes by dd (8 MiB; write_markers opens
# the file for each short marker, and would take 16 s of guest time for as much). Boot 2 checks
# that each came back whole; then, three times, it records the same workload into a new ordinary
# instance and times `trace-cmd extract -k` of an empty instance (trace-cmd's own work), of one
# previous boot's instance and of the ordinary one (each first in turn). An extract reads its
# instance out for the rest of the boot (a second one of the same previous boot's instance finds
# no data): hence three instances of each kind, each read once, the least of three times taken.
# trace-cmd report of each pair gives the same events: markers 1 to 16384 in order, as many
# events of each kind, and all that recovery found. The host prints "bench:
# extract_previous_boot_8MiB", its ratio the ordinary instance's time over the previous boot's
# (0.95 or more: the previous boot is read at least 95% as fast).

GROUP='bench'
ICOUNT=1
CPUS=1
TIMEOUT=300
CMDLINE='reserve_mem=16M:4096:pb1 reserve_mem=16M:4096:pb2 reserve_mem=16M:4096:pb3 trace_instance=prev1^traceoff@pb1 trace_instance=prev2^traceoff@pb2 trace_instance=prev3^traceoff@pb3'
T=/sys/kernel/tracing
MARKS=16384	# markers, each a write of LINE bytes: 8 MiB
LINE=512
TASKS=200
KINDS='sched_process_fork sched_process_exec sched_process_exit'

# payload: /tmp/payload, MARKS lines of LINE bytes, "<text> marker N" (as `markers` reads them)
payload() {
	awk -v n=$MARKS -v l=$LINE 'BEGIN { p = "the same events in both instances, "
		while (length(p) < l) p = p p
		for (i = 1; i <= n; i++) { s = " marker " i; printf "%s%s\n", substr(p, 1, l - 1 - length(s)), s } }' \
		> /tmp/payload
}
# workload INSTANCE: the fixed events: TASKS tasks that fork, exec and exit, traced by their sched
# events (this shell and its children only: set_event_pid), then the payload, a marker a write
workload() {
	local d=$T/instances/$1 e i
	echo $$ > "$d/set_event_pid"
	echo 1 > "$d/options/event-fork"
	for e in $KINDS; do echo 1 > "$d/events/sched/$e/enable"; done
	echo 1 > "$d/tracing_on"
	for ((i = 0; i < TASKS; i++)); do /bin/true; done
	dd if=/tmp/payload of="$d/trace_marker" bs=$LINE 2> /dev/null
	echo 0 > "$d/tracing_on"
	for e in $KINDS; do echo 0 > "$d/events/sched/$e/enable"; done
}
entries() { sed -n 's/^entries: //p' $T/instances/"$1"/per_cpu/cpu0/stats; }
# extract INSTANCE: trace-cmd extract of INSTANCE, kept (-k), into /tmp/INSTANCE.dat; prints the ns
extract() {
	local t
	t=$(now)
	trace-cmd extract -k -B "$1" -o /tmp/"$1".dat > /tmp/"$1".log 2>&1
	t=$(($(now) - t))
	[ -s /tmp/"$1".dat ] || { not_ok "trace-cmd extract -B $1 wrote its file"; sed 's/^/# /' /tmp/"$1".log > "$RESULTS"; }
	echo "$t"
}
# kinds_of REPORT: a "KIND COUNT" line for each kind of the workload's events in a trace-cmd report
# (one awk pass: busybox grep takes seconds over 8 MiB), and its markers' lines into REPORT.marks
kinds_of() {
	awk -v kinds="print $KINDS" -v out="$1.marks" 'BEGIN { n = split(kinds, k, " ") }
		{ for (i = 1; i <= n; i++) if (index($0, " " k[i] ": ")) c[k[i]]++ }
		/ print: .* marker [0-9]+$/ { print "marker " $NF > out }
		END { for (i = 1; i <= n; i++) print k[i], c[k[i]] + 0 }' "$1"
}
# data INSTANCE: the bytes of trace data its last extract held, uncompressed (trace-cmd's log)
data() { grep -o '([0-9]* uncompressed)' /tmp/"$1".log | tr -dc '0-9\n' | sort -n | tail -1; }

boot1() {
	: > /tmp/results
	payload
	for i in 1 2 3; do
		workload prev$i
		record "entries_$i" "$(entries prev$i)"
	done
	check "the workload fit each range: nothing overwritten" \
		test "$(sed -n 's/^overrun: //p' $T/instances/prev*/per_cpu/cpu0/stats | sort -u)" = 0
	send results /tmp/results
	crash
}

boot2() {
	: > /tmp/results
	local i s
	for i in 1 2 3; do
		s=$T/instances/prev$i/last_boot_status
		check "prev$i holds boot 1's events, nothing amiss" nothing_amiss "$s"
		record "recovered_$i" "$(sed -n 's/^recovered events: //p' "$s")"
	done
	payload
	mkdir $T/instances/empty
	for i in 1 2 3; do
		mkdir $T/instances/ord$i
		sed 's/ .*//' $T/instances/prev$i/buffer_size_kb > $T/instances/ord$i/buffer_size_kb
		workload ord$i
		record "entries_ord$i" "$(entries ord$i)"
		record "empty_$i" "$(extract empty)"
		if [ $((i % 2)) = 1 ]; then
			record "pb_$i" "$(extract prev$i)"
			record "or_$i" "$(extract ord$i)"
		else
			record "or_$i" "$(extract ord$i)"
			record "pb_$i" "$(extract prev$i)"
		fi
	done
	for i in 1 2 3; do
		record "bytes_pb_$i" "$(data prev$i)"
		record "bytes_or_$i" "$(data ord$i)"
		trace-cmd report -i /tmp/prev$i.dat > /tmp/pb.txt 2> /dev/null
		trace-cmd report -i /tmp/ord$i.dat > /tmp/or.txt 2> /dev/null
		kinds_of /tmp/pb.txt > /tmp/pb.kinds
		kinds_of /tmp/or.txt > /tmp/or.kinds
		check_markers "extract $i of the previous boot: markers 1 to $MARKS, in order" 1 $MARKS \
			/tmp/pb.txt.marks
		check_markers "extract $i of the ordinary instance: the same" 1 $MARKS /tmp/or.txt.marks
		check_eq "extract $i: as many events of each kind from both" "$(cat /tmp/or.kinds)" \
			"$(cat /tmp/pb.kinds)"
		check "extract $i: the $TASKS tasks' events are there" \
			test "$(sed -n 's/^sched_process_exec //p' /tmp/pb.kinds)" -gt $TASKS
		record "reported_pb_$i" "$(awk '{ s += $2 } END { print s }' /tmp/pb.kinds)"
		record "reported_or_$i" "$(awk '{ s += $2 } END { print s }' /tmp/or.kinds)"
		rm -f /tmp/pb.txt* /tmp/or.txt*
	done
	send results /tmp/results
}

val() { sent "$1" results | sed -n "s/^$2 //p" | head -1; }
# best NAME: the least of NAME_1..NAME_3 that boot 2 sent, in ns
best() { printf '%s\n' "$(val 2 "$1_1")" "$(val 2 "$1_2")" "$(val 2 "$1_3")" | sort -n | head -1; }
ms() { awk -v a="$1" 'BEGIN { printf "%.1f", a / 1000000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }'; }

host2() {
	local i pb or em
	for i in 1 2 3; do
		check_eq "extract $i: every event boot 1 wrote was recovered" "$(val 1 "entries_$i")" \
			"$(val 2 "recovered_$i")"
		check_eq "extract $i: and is in trace-cmd's report" "$(val 2 "recovered_$i")" \
			"$(val 2 "reported_pb_$i")"
		check_eq "extract $i: the ordinary instance's report has as many" \
			"$(val 2 "entries_ord$i")" "$(val 2 "reported_or_$i")"
	done
	pb=$(best pb) or=$(best or) em=$(best empty)
	check "every extract was timed" test -n "$pb" -a -n "$or" -a -n "$em"
	echo "# extract, ns: previous boot $(val 2 pb_1) $(val 2 pb_2) $(val 2 pb_3)," \
		"ordinary $(val 2 or_1) $(val 2 or_2) $(val 2 or_3), empty $(val 2 empty_1) $(val 2 empty_2) $(val 2 empty_3)"
	echo "# trace data extracted, bytes (uncompressed): previous boot $(val 2 bytes_pb_1)," \
		"ordinary $(val 2 bytes_or_1)"
	bench extract_previous_boot_8MiB "$(ms "$pb")" ms "$(ratio "$or" "$pb")" \
		"ordinary_instance_same_events($(ms "$or")ms;ratio=ordinary_time/previous_boot_time;beyond_an_empty_extract($(ms "$em")ms):$(ratio $((or - em)) $((pb - em))))"
}
