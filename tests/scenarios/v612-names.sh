# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): the previous boot's trace names its tasks. Boot 1 runs tasks with known
# names in a boot-mapped instance (a busybox copy run as pf-worker-A, a shell that execs into
# pf-worker-B, the kernel's threads, and pf-crasher, which writes a marker and panics), records
# sched events and markers, and panics. Boot 2 shows every pid that boot 1's own trace named
# with the same name, never another. Debian's 6.12 as it is names them from boot 2's
# saved_cmdlines: "<...>", or the name boot 2's task of that pid has. The names are kept as
# discarded events after the tasks' events: the trace file shows each marker of the previous boot
# at the time trace-cmd (which parses the raw pages) reports for it. Both boots take sched events
# from the command line, so that the instance is written from the start: boot 1, on a fresh range,
# names its tasks as any instance does (a table read after this boot wrote would show its later
# tasks as "<...>"), and boot 2 names boot 1's tasks as boot 1 did although boot 2's own tasks
# wrote their names into the buffer before user space ran. Boot 2's own events in the instance
# are named as this boot's tasks (its pf-boot2, which writes a marker there), and shown at this
# kernel's addresses: the 6.12 series before its patch 17 named them from boot 1's table, and
# 6.12 moves their addresses by the two kernels' distance (KASLR on).

CPUS=2
MEM=512M
TIMEOUT=300
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='memmap=16M$0x18000000 trace_instance=names@0x18000000:16M,sched:sched_switch,sched:sched_wakeup,sched:sched_process_exec'
T=/sys/kernel/tracing
B=$T/instances/names

# same_times WHEN: the trace file and trace-cmd show the instance's markers at the same times
same_times() {
	grep -v '^#' $B/trace | sed -nE 's/.* ([0-9]+\.[0-9]+): tracing_mark_write: (.*)$/\1 \2/p' > /tmp/t.file
	trace-cmd extract -B names -o /tmp/names.dat > /tmp/extract.log 2>&1
	trace-cmd report /tmp/names.dat 2> /dev/null |
		sed -nE 's/.* ([0-9]+\.[0-9]+): +print: +[^ ]+ (.*)$/\1 \2/p' > /tmp/t.cmd
	check "$1: trace-cmd reports the markers" test -s /tmp/t.cmd
	# in time order: this boot's marker (boot-2) follows the previous boot's on a CPU, where time
	# goes back; it is shown at its own address (6.12 moves every address of the instance by the
	# two kernels' distance, so that it read as written from another function)
	sort -o /tmp/t.cmd /tmp/t.cmd
	sort -o /tmp/t.file /tmp/t.file
	check "$1: the trace file shows each marker at trace-cmd's time ($(grep -c . /tmp/t.file) markers)" \
		cmp -s /tmp/t.file /tmp/t.cmd
}

boot1() {
	local w
	for w in pf-worker-A pf-worker-B pf-crasher; do cp /bin/busybox /tmp/$w; done
	# (enabling an event in tracefs would clear what an instance holds of a previous boot)
	check "the sched events are on from the command line" \
		grep -q 1 $B/events/sched/sched_process_exec/enable
	# argv[0] "sh" runs busybox's shell; the task's name is the file's: pf-worker-A
	(exec -a sh /tmp/pf-worker-A -c "echo \$\$ > /tmp/pidA
		for i in 1 2 3; do echo worker-A \$i > $B/trace_marker; usleep 50000; done")
	sh -c "echo \$\$ > /tmp/pidB; echo before-exec > $B/trace_marker
		exec -a sh /tmp/pf-worker-B -c 'echo after-exec > $B/trace_marker; usleep 50000; true'"
	sleep 1
	# stopped, so that the reader's own events are not in what it reads (as a task that just
	# exec'ed it would be named by its old name there); read before anything is written to
	# tracefs's event files
	echo 0 > $B/tracing_on
	cat $B/trace > /tmp/trace
	echo 0 > $B/events/enable
	named /tmp/trace > /tmp/named
	send named /tmp/named
	echo "$(cat /tmp/pidA) $(cat /tmp/pidB)" > /tmp/pids
	send pids /tmp/pids
	check_eq "boot 1 names pf-worker-A by its file" "pf-worker-A" \
		"$(sed -n "s/^$(cat /tmp/pidA) //p" /tmp/named)"
	check "boot 1 recorded a kernel thread by name" grep -qE ' (kworker|ksoftirqd|rcu_|migration)' /tmp/named
	echo 1 > $B/tracing_on
	control crash
	sync
	(exec -a sh /tmp/pf-crasher -c "echo '#>crasher' \$\$ pf-crasher > $RESULTS
		echo crasher > $B/trace_marker; echo c > /proc/sysrq-trigger")
}

boot2() {
	cp /bin/busybox /tmp/pf-boot2
	(exec -a sh /tmp/pf-boot2 -c "echo \$\$ > /tmp/pid2; echo boot-2 > $B/trace_marker")
	cat $B/trace > /tmp/trace
	# every pid and name the trace shows: each boot's events with their own
	named_all /tmp/trace > /tmp/named
	send named /tmp/named
	check_eq "boot 2's own marker is named by its task, pf-boot2" "$(cat /tmp/pid2) pf-boot2" \
		"$(grep 'boot-2$' /tmp/trace | sed -nE 's/^ *(.*)-([0-9]+) .*/\2 \1/p')"
	grep -c . /tmp/named | sed 's/^/# boot 2 names /; s/$/ pids/' > "$RESULTS"
	# boot 2's own tasks wrote events and names from the start
	check "boot 2 records from the start: its init's events are there" \
		grep -qE '^ +[^ ]+-1 +\[' /tmp/trace
	check "the crasher's marker is there" grep -q 'crasher$' /tmp/trace
	grep 'crasher$' /tmp/trace | sed -nE 's/^ *(.*)-([0-9]+) .*/\2 \1/p' | head -1 > /tmp/crasher
	send crasher2 /tmp/crasher
	says "the boot log says how many names it kept" \
		'instance names: [1-9][0-9]* task names of the previous boot'
	# (trace-cmd extract consumes the events: last)
	same_times "boot 2"
}

host2() {
	local same total a b
	sent 1 named > "$LOGDIR/named1"
	sent 2 named > "$LOGDIR/named2"
	check "boot 1 named some pids" test -s "$LOGDIR/named1"
	# boot 2's trace holds both boots' events: each pid boot 1 named is there with its boot-1
	# name (boot 2's own tasks of the same pids with theirs)
	same=$(sort "$LOGDIR/named1" | comm -12 - <(sort "$LOGDIR/named2") | wc -l)
	total=$(grep -c . "$LOGDIR/named1")
	sort "$LOGDIR/named1" | comm -23 - <(sort "$LOGDIR/named2") | sed 's/^/#   not in boot 2: /'
	check_eq "boot 2 shows every pid boot 1 named with its boot-1 name ($same of $total)" \
		"$total" "$same"
	read -r a b <<< "$(sent 1 pids)"
	check "pf-worker-A keeps its name" grep -qx "$a pf-worker-A" "$LOGDIR/named2"
	check "the task that exec'ed is named as it was last: pf-worker-B" \
		grep -qx "$b pf-worker-B" "$LOGDIR/named2"
	check_eq "pf-crasher, which wrote a marker and panicked, is named" \
		"$(sent 1 crasher)" "$(sent 2 crasher2)"
}
