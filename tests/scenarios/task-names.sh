# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot's trace names its tasks. Boot 1 runs tasks with known names in a
# boot-mapped instance with a backup (a busybox copy run as pf-worker-A, a shell that execs into
# pf-worker-B, the kernel's threads, and pf-crasher, which triggers the panic and never switches
# out again), records sched events, markers and the function sysrq_handle_crash with record-tgid
# on, and panics; pf-elsewhere traces in the top level only. Boot 2 shows every pid that boot 1's
# own trace named with the same name, in `cat trace`, trace_pipe and the backup, never another;
# last_boot_cmdlines and last_boot_tgids list them, and not pf-elsewhere, which never wrote into
# the range. trace-cmd 3.1.6 extracts the instance with the previous boot's names bound over
# saved_cmdlines (the guide's recipe), and the host's trace-cmd report names every pid as boot 1
# did; a plain extract is reported as a figure (it gets this boot's names).

ARCHES='x86_64 arm64'
ADDR=0x18000000
OUT=$((0x1a000000))	# a hole the guest copies trace-cmd's files into (/dev/mem), for the host
CMDLINE='memmap=16M$0x18000000 memmap=8M$0x1a000000 trace_instance=names@0x18000000:16M trace_instance=names_bak=names'
if [ "$ARCH" = arm64 ]; then
	CMDLINE='memmap=16M$0x18000000 trace_instance=names@0x18000000:16M trace_instance=names_bak=names'
	DT_RESERVE="$(printf '0x%x' $((RAM_BASE + OUT))):8M:map"
fi
T=/sys/kernel/tracing
B=$T/instances/names
BK=$T/instances/names_bak

# "PID NAME" from a trace-cmd report, whose lines start with the instance's name
reported() {
	sed -nE 's/^ *names: +//; s/^ *(.*)-([0-9]+) +\[[0-9]+\].*/\2 \1/p' "$1" |
		grep -v -e ' <\.\.\.>$' -e '^0 ' | sort -un -k1,1 || true
}

boot1() {
	local w
	for w in pf-worker-A pf-worker-B pf-crasher; do cp /bin/busybox /tmp/$w; done
	echo 1 > $B/options/record-tgid
	# the tracer first: starting a tracer clears the buffer
	echo sysrq_handle_crash > $B/set_ftrace_filter
	echo function > $B/current_tracer
	for e in sched_switch sched_wakeup sched_process_exec; do
		echo 1 > $B/events/sched/$e/enable
	done
	# argv[0] "sh" runs busybox's shell; the task's name is the file's: pf-worker-A
	(exec -a sh /tmp/pf-worker-A -c "echo \$\$ > /tmp/pidA
		for i in 1 2 3; do echo worker-A \$i > $B/trace_marker; usleep 50000; done")
	sh -c "echo \$\$ > /tmp/pidB; echo before-exec > $B/trace_marker
		exec -a sh /tmp/pf-worker-B -c 'echo after-exec > $B/trace_marker; usleep 50000; true'"
	sleep 1
	# what boot 1 names, read with the events off (not tracing_on: the function tracer would
	# clear the buffer when it starts again): the readers' exec's change no name it shows
	echo 0 > $B/events/enable
	cat $B/trace > /tmp/trace
	named /tmp/trace > /tmp/named
	send named /tmp/named
	echo "$(cat /tmp/pidA) $(cat /tmp/pidB)" > /tmp/pids
	send pids /tmp/pids
	check_eq "boot 1 names pf-worker-A by its file" "pf-worker-A" \
		"$(sed -n "s/^$(cat /tmp/pidA) //p" /tmp/named)"
	check "boot 1 recorded a kernel thread by name" grep -qE ' (kworker|ksoftirqd|rcu_|migration)' /tmp/named
	check "the range receives this boot's names" grep -q "task names: this boot's" $B/last_boot_status
	# a task that traces elsewhere only (the top level) takes no slot in the range
	cp /bin/busybox /tmp/pf-elsewhere
	echo 1 > $T/events/sched/sched_switch/enable
	(exec -a sh /tmp/pf-elsewhere -c "echo \$\$ > /tmp/pidE; echo elsewhere > $T/trace_marker
		usleep 50000; true")
	echo 0 > $T/events/sched/sched_switch/enable
	check "the top level recorded pf-elsewhere's marker" grep -q "elsewhere$" $T/trace
	check_eq "last_boot_cmdlines is empty while the instance shows this boot" "" \
		"$(cat $B/last_boot_cmdlines)"
	control crash
	sync
	# recorded by the function tracer only, then panics: named by the panic, or never
	(exec -a sh /tmp/pf-crasher -c "echo '#>crasher' \$\$ > $RESULTS; echo c > /proc/sysrq-trigger")
}

boot2() {
	local pid
	cat $B/trace > /tmp/trace
	named /tmp/trace > /tmp/named
	send named /tmp/named
	grep -c . /tmp/named | sed 's/^/# boot 2 names /; s/$/ pids/' > "$RESULTS"
	check "the crasher's sysrq_handle_crash is there" grep -q 'sysrq_handle_crash' /tmp/trace
	grep 'sysrq_handle_crash' /tmp/trace | sed -nE 's/^ *(.*)-([0-9]+) .*/\2 \1/p' | head -1 > /tmp/crasher
	send crasher /tmp/crasher
	check "last_boot_status counts the names it kept" \
		grep -qE '^task names: [1-9][0-9]* kept, 0 damaged$' $B/last_boot_status
	grep '^task names' $B/last_boot_status | sed 's/^/# /' > "$RESULTS"
	cat $B/last_boot_cmdlines > /tmp/cmdlines
	check_eq "last_boot_cmdlines has every name the trace shows" "" "$(grep -vxFf /tmp/cmdlines /tmp/named)"
	pid=$(sed -n 's/^\([0-9]*\) pf-worker-A$/\1/p' $B/last_boot_cmdlines)
	check_eq "last_boot_tgids gives pf-worker-A its thread group" "$pid $pid" \
		"$(grep "^$pid " $B/last_boot_tgids)"
	echo 1 > $B/options/record-tgid
	check "with record-tgid the trace shows pf-worker-A's thread group" \
		grep -qE "pf-worker-A-$pid +\( *$pid\)" $B/trace
	echo 0 > $B/options/record-tgid
	check "a task that traced elsewhere only has no name in the range" \
		sh -c "! grep -q ' pf-elsewhere$' $B/last_boot_cmdlines"
	check "the files are read-only" sh -c "! echo 1 2> /dev/null > $B/last_boot_cmdlines"
	check_eq "they are mode 0440, as last_boot_info" "440 440" \
		"$(stat -c %a $B/last_boot_cmdlines) $(stat -c %a $B/last_boot_tgids)"
	cat $BK/trace > /tmp/backup
	grep -v '^#' /tmp/trace > /tmp/events
	grep -v '^#' /tmp/backup > /tmp/events.bk
	check "the backup shows the same events, names and all" cmp /tmp/events /tmp/events.bk
	check "its last_boot_cmdlines too" cmp $B/last_boot_cmdlines $BK/last_boot_cmdlines
	# trace-cmd 3.1.6 reads the top level's saved_cmdlines: the guide's recipe binds the
	# previous boot's over it (Documentation/trace/persistent-buffers.rst, "Task names")
	cd /sys/kernel/tracing || return
	unshare -m sh -c 'mount --bind instances/names/last_boot_cmdlines saved_cmdlines &&
        mount --bind instances/names/last_boot_tgids saved_tgids &&
        trace-cmd extract -k -B names -o /tmp/names.dat' > /tmp/extract.log 2>&1
	cd /
	check "trace-cmd extract read the instance with the previous boot's names" test -s /tmp/names.dat
	check_eq "the bind mounts stayed in their namespace" "" \
		"$(grep -F 'pf-worker' $T/saved_cmdlines)"
	to_hole 0 /tmp/names.dat
	# trace_pipe consumes: the backup's (which then goes); the source's pages went to trace-cmd
	timeout 20 cat $BK/trace_pipe > /tmp/pipe
	named /tmp/pipe > /tmp/named.pipe
	check "the backup's trace_pipe names the same pids the same" cmp /tmp/named /tmp/named.pipe
	check "the source still shows the previous boot" grep -q '^shows: previous boot' $B/last_boot_status
	reboot_now
}

boot3() {
	check "boot 3 finds boot 1's trace again (boot 2's readers consumed it in boot 2 only)" \
		grep -q 'pf-worker-A' $B/trace
	trace-cmd extract -k -B names -o /tmp/plain.dat > /tmp/extract.log 2>&1
	check "a plain trace-cmd extract read the instance" test -s /tmp/plain.dat
	to_hole 1 /tmp/plain.dat
	reboot_now
}


host2() {
	local same other none total
	sent 1 named > "$LOGDIR/named1"
	sent 2 named > "$LOGDIR/named2"
	check "boot 1 named some pids" test -s "$LOGDIR/named1"
	compare_names "boot 2's trace" "$LOGDIR/named2"
	read -r same other none total < "$LOGDIR/counts"
	check_eq "boot 2 gives no pid another name than boot 1 did" 0 "$other"
	check_eq "and names every pid boot 1 named (share: $same/$total)" "$total" "$same"
	read -r a b <<< "$(sent 1 pids)"
	check_eq "pf-worker-A keeps its name" "$a pf-worker-A" "$(grep "^$a " "$LOGDIR/named2")"
	check_eq "the task that exec'ed is named as it was last: pf-worker-B" "$b pf-worker-B" \
		"$(grep "^$b " "$LOGDIR/named2")"
	check_eq "pf-crasher, which recorded one event and panicked, is named" \
		"$(sent 1 crasher) pf-crasher" "$(sent 2 crasher)"
	kthread=$(grep -E ' (kworker|ksoftirqd|rcu_|migration)' "$LOGDIR/named1" | head -1)
	check "a kernel thread keeps its name ($kthread)" grep -qxF "$kthread" "$LOGDIR/named2"
	from_hole 0 "$LOGDIR/names.dat"
	trace-cmd report "$LOGDIR/names.dat" > "$LOGDIR/report" 2> "$LOGDIR/report.err"
	reported "$LOGDIR/report" > "$LOGDIR/named.report"
	compare_names "the host's trace-cmd report (previous boot's names bound)" "$LOGDIR/named.report"
	read -r same other none total < "$LOGDIR/counts"
	check_eq "the host's trace-cmd report gives no pid another name" 0 "$other"
	check_eq "and names every pid boot 1 named" "$total" "$same"
	check_eq "it names the crasher too" "$(sent 1 crasher) pf-crasher" \
		"$(grep "^$(sent 1 crasher) " "$LOGDIR/named.report")"
}

host3() {
	local same other none total
	sent 1 named > "$LOGDIR/named1"
	from_hole 1 "$LOGDIR/plain.dat"
	trace-cmd report "$LOGDIR/plain.dat" > "$LOGDIR/report.plain" 2> /dev/null
	reported "$LOGDIR/report.plain" > "$LOGDIR/named.plain"
	check "a plain extract reports boot 1's tasks" test -s "$LOGDIR/named.plain"
	compare_names "a plain trace-cmd extract (this boot's saved_cmdlines)" "$LOGDIR/named.plain" > /dev/null
	read -r same other none total < "$LOGDIR/counts"
	echo "# a plain trace-cmd 3.1.6 extract: $same of $total pids named as in boot 1, $other another name, $none none"
}
