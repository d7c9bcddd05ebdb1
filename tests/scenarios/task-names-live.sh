# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot names each task as its live trace did. A live trace names tasks from
# saved_cmdlines, which takes a name only at some context switches and wake-ups, and skips one
# when its lock is busy (a child's last switch races its parent's wake-up on the other CPU): a
# task that exec'ed may be shown live by the name it was forked with. The range's own table of
# names must give the names the live trace gave, neither later nor earlier ones. Boot 1 records
# sched events in a boot-mapped instance while tasks fork, exec, rename themselves through
# /proc/self/comm and exit, on two CPUs; it prints the trace and panics. Boot 2 prints the same
# instance: every line, task names and timestamps included, must be the line boot 1 printed.

# the CPUs race each other: a host thread each (MTTCG, not the harness's turns on one)
MTTCG=1
CMDLINE='reserve_mem=8M:2M:names trace_instance=live_names^traceoff@names'
T=/sys/kernel/tracing
B=$T/instances/live_names

boot1() {
	local e i
	cp /bin/busybox /tmp/pf-exec
	for e in sched_switch sched_wakeup sched_wakeup_new sched_process_fork sched_process_exec \
		sched_process_exit; do
		echo 1 > $B/events/sched/$e/enable
	done
	echo 1 > $B/tracing_on
	for i in 1 2 3 4 5 6 7 8; do
		sh -c 'exec ls / > /dev/null'
		(exec -a sh /tmp/pf-exec -c 'cat /proc/version > /dev/null')
		sh -c "printf pf-renamed-$i > /proc/self/comm; usleep 10000; true"
		echo "mark $i" > $B/trace_marker
	done
	echo 0 > $B/tracing_on
	grep -v '^#' $B/trace > /tmp/live
	send live /tmp/live
	check "boot 1 names the tasks that renamed themselves" grep -q 'pf-renamed-8-' /tmp/live
	# a figure: the pids whose events show another name than the one they last recorded
	sed -nE 's/^ *(.*)-([0-9]+) +\[.* sched_process_exit: comm=([^ ]*) pid=\2 .*/\1 \3/p' /tmp/live |
		awk '$1 != $2' > /tmp/lag
	emit "# boot 1: $(wc -l < /tmp/lag) exiting tasks shown live by an earlier name"
	crash
}

boot2() {
	grep -v '^#' $B/trace > /tmp/prev
	send prev /tmp/prev
	check "last_boot_status counts the names kept" \
		grep -qE '^task names: [1-9][0-9]* kept, 0 damaged$' $B/last_boot_status
}

host2() {
	sent 1 live > "$LOGDIR/live"
	sent 2 prev > "$LOGDIR/prev"
	check "boot 1 recorded a hundred lines or more" test "$(wc -l < "$LOGDIR/live")" -ge 100
	diff "$LOGDIR/live" "$LOGDIR/prev" > "$LOGDIR/diff" || true
	sed -n '1,8s/^/# /p' "$LOGDIR/diff"
	check_eq "boot 2 prints every line as boot 1 did, task names included" \
		"$(wc -l < "$LOGDIR/live") 0" "$(wc -l < "$LOGDIR/prev") $(grep -c '^[<>]' "$LOGDIR/diff")"
}
