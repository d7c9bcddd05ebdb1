# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot reads exactly as it printed live. Boot 1 (KASLR on) records the same
# events into a boot-mapped instance and into an ordinary one: sched (switch, wakeup, fork, exec,
# exit), irq and softirq, timer and hrtimer, workqueue, kmem, syscalls, a module's events, a kprobe
# and a kretprobe, a synthetic event made by a histogram, the function tracer, trace_marker and a
# module's trace_printk()/trace_puts(). It checks that the boot-mapped instance prints what the
# ordinary one prints while both record (timestamps aside: each instance takes its own; and
# foo_bar's lstr cut to the bytes the event holds: foo_bar_cut), stops tracing, sends the
# boot-mapped instance's text to the host and panics. Boot 2, with the kernel elsewhere, prints the
# same instance: every line must be the line boot 1 printed, timestamps and task names included.
# The host reports lines equal / lines total per event type (the "# type" lines of boot2.tap).
#
# Pointers print unhashed on both boots (no_hash_pointers): a %p hashed with this boot's key
# cannot be the text the previous boot printed (docs/limitations.md). A module's trace_printk()
# formats lived in memory the previous boot allocated, and are not followed: those lines are
# counted apart, as the documented limit they are. A string pointer of an event is followed only to
# text in this kernel's read only data: pf_str's pointer to hex_asc reads as before, its pointer to
# the table _ctype reads [PREVIOUS-BOOT] (boot 1 printed the table's bytes).

MEM=512M
TIMEOUT=300
# ^traceoff: trace_printk() goes into the instance, which keeps the previous boot until told to
# record (mainline's recipe in Documentation/trace/debugging.rst)
CMDLINE='reserve_mem=16M:2M:trace trace_instance=flight^traceprintk^traceoff@trace no_hash_pointers'
T=/sys/kernel/tracing
B=$T/instances/flight
O=$T/instances/live
EVENTS='sched/sched_switch sched/sched_wakeup sched/sched_process_fork sched/sched_process_exec
	sched/sched_process_exit irq/irq_handler_entry irq/irq_handler_exit irq/softirq_entry
	irq/softirq_exit timer/timer_start timer/timer_expire_entry timer/hrtimer_start
	timer/hrtimer_expire_entry workqueue/workqueue_queue_work workqueue/workqueue_execute_start
	kmem/kmalloc kmem/kfree syscalls/sys_enter_openat syscalls/sys_exit_openat
	sample-trace/foo_bar kp/pf_open kp/pf_open_ret synthetic/pf_wakeup_lat'

# text FILE: the trace's event lines (no comments, no CPU-buffer-started lines)
text() { grep -v -e '^#' -e '^CPU:[0-9]* \[LOST' -e '^##### CPU' "$1" || true; }
# untimed: the lines without their timestamps (two instances time the same event apart)
untimed() { sed -E 's/ [0-9]+\.[0-9]{6}: / : /'; }
# common A B: how many lines of B are in A, each line of A counted once
common() { awk 'NR == FNR { n[$0]++; next } n[$0] > 0 { n[$0]--; c++ } END { print c + 0 }' "$1" "$2"; }

# stamp TEXT: the timestamp of the line that ends in TEXT, on standard input
stamp() { awk -v e="$1" 'substr($0, length($0) - length(e) + 1) == e && match($0, / [0-9]+\.[0-9]+: /) {
	print substr($0, RSTART + 1, RLENGTH - 3); exit }'; }
# window FROM TO: the lines timed after FROM and before TO
window() { awk -v a="$1" -v b="$2" 'match($0, / [0-9]+\.[0-9]+: /) {
	t = substr($0, RSTART + 1, RLENGTH - 3) + 0; if (t > a + 0 && t < b + 0) print }'; }
# only A B: the lines of B that are not in A, each line of A counted once
only() { awk 'NR == FNR { n[$0]++; next } n[$0] > 0 { n[$0]--; next } { print }' "$1" "$2"; }

# the dynamic events: a kprobe, a kretprobe and a synthetic event, made alike in each boot (a
# kernel knows a previous boot's dynamic event by its name and fields only if it has it too)
dynamic_events() {
	echo 'p:kp/pf_open do_sys_openat2' >> $T/kprobe_events
	echo 'r:kp/pf_open_ret do_sys_openat2 ret=$retval' >> $T/kprobe_events
	echo 'pf_wakeup_lat pid_t pid; u64 lat' >> $T/synthetic_events
}

boot1() {
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	mkdir $O
	dynamic_events
	echo 1 > $B/tracing_on
	for i in $B $O; do
		# the function tracer first: starting a tracer clears the buffer
		echo 'ksys_read ksys_write do_sys_openat2' > "$i/set_ftrace_filter"
		echo function > "$i/current_tracer"
		echo 'hist:keys=pid:ts0=common_timestamp.usecs' > "$i/events/sched/sched_waking/trigger"
		echo 'hist:keys=next_pid:lat=common_timestamp.usecs-$ts0:onmatch(sched.sched_waking).trace(pf_wakeup_lat,next_pid,$lat)' \
			> "$i/events/sched/sched_switch/trigger" ||
			emit "# no synthetic event in $i"
	done
	for e in $EVENTS; do
		for i in $B $O; do echo 1 > "$i/events/$e/enable" || emit "# cannot enable $e in $i"; done
	done
	# the two instances are compared from the ordinary instance's "pf begin" to the boot-mapped
	# one's "pf end", when both record: each starts and stops on its own
	echo "pf begin" > $B/trace_marker
	echo "pf begin" > $O/trace_marker
	# the workload: tasks that fork, exec, read, write and sleep; markers; trace_printk()
	for n in 1 2 3; do
		cat /proc/version > /dev/null
		echo "mark $n" > $B/trace_marker
		echo "mark $n" > $O/trace_marker
		ls /sys/kernel/tracing > /dev/null
		echo "serial $n" > /dev/ttyS0	# a device interrupt: the UART's transmitter
		sleep 0.1
	done
	# pf_events first: a module loaded later could take the place of pf_printk's init code, which
	# is freed once it ran, and lend its name to pf_printk's lines
	insmod /modules/pf_events.ko || not_ok "insmod pf_events"
	insmod /modules/pf_printk.ko count=2 || not_ok "insmod pf_printk"
	echo 1 > $B/events/pf_events/pf_str/enable
	echo 1 > /sys/module/pf_events/parameters/fire_str
	sleep 2	# the sample module's thread and the timers
	echo "pf end" > $B/trace_marker
	echo "pf end" > $O/trace_marker
	echo 0 > $B/tracing_on
	echo 0 > $O/tracing_on
	# pf_str's lines apart: one holds the bytes of a table
	text $B/trace | grep -v ' pf_str: ' > /tmp/live
	check_eq "pf_str recorded two strings" 2 "$(grep -c ' pf_str: ' $B/trace)"
	text $O/trace > /tmp/ordinary
	emit "# boot 1: $(wc -l < /tmp/live) lines in the boot-mapped instance"
	check "boot 1 recorded events in the boot-mapped instance" test -s /tmp/live
	# pf_printk's lines went into the boot-mapped instance only (^traceprintk)
	from=$(stamp ': pf begin' < /tmp/ordinary) to=$(stamp ': pf end' < /tmp/live)
	grep -v -e 'pf_printk' /tmp/live | foo_bar_cut | window "$from" "$to" | untimed > /tmp/live.u
	foo_bar_cut < /tmp/ordinary | window "$from" "$to" | untimed > /tmp/ordinary.u
	same=$(common /tmp/live.u /tmp/ordinary.u)
	nord=$(wc -l < /tmp/ordinary.u) nlive=$(wc -l < /tmp/live.u)
	emit "# boot 1: $same of $nord lines of the ordinary instance are in the boot-mapped one ($nlive)"
	check "boot 1 recorded a workload into both instances (1000 lines or more)" test "$nord" -ge 1000
	# the two writes of an event take their own timestamps, which a bound may fall between, and
	# an interrupt may come between them: a few lines
	check "the boot-mapped instance prints as the ordinary one (all but 5 lines or fewer)" \
		test $((nord - same)) -le 5 -a $((nlive - same)) -le 5
	# what differs: the ordinary instance's lines the boot-mapped one lacks, and the other way round
	only /tmp/live.u /tmp/ordinary.u | sed -n '1,20s/^/# only in the ordinary one: /p' > /tmp/only
	only /tmp/ordinary.u /tmp/live.u | sed -n '1,20s/^/# only in the boot-mapped one: /p' >> /tmp/only
	while read -r l; do emit "$l"; done < /tmp/only
	send live /tmp/live
	crash
}

boot2() {
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	dynamic_events
	insmod /modules/pf_events.ko || not_ok "insmod pf_events"
	text $B/trace > /tmp/all
	grep -v ' pf_str: ' /tmp/all > /tmp/prev
	check "a previous boot's pointer to text in read only data reads as before" \
		grep -q ' pf_str: s=0123456789abcdef$' /tmp/all
	check "a previous boot's pointer to a table in read only data is not followed" \
		grep -q ' pf_str: s=\[PREVIOUS-BOOT\]$' /tmp/all
	send prev /tmp/prev
	check "last_boot_status says the previous kernel was this build" \
		grep -q "this build" $B/last_boot_status
}

# types: the event type of each line on standard input: the word after the timestamp; a
# syscall's "sys_NAME(" and "sys_NAME ->" are sys_enter and sys_exit, the function tracer's
# "func <-parent" is function
types() {
	sed -E 's/^.{0,40}\[[0-9]+\] [^ ]+ +[0-9]+\.[0-9]+: //' | awk '
		$1 ~ /^sys_[a-z0-9_]+\(/ { print "sys_enter"; next }
		$1 ~ /:$/ { sub(/:$/, "", $1); print $1; next }
		$2 == "->" { print "sys_exit"; next }
		{ print "function" }'
}

# foo_bar_cut: foo_bar's lines as the event holds them. 6.1's sample declares lstr with
# __string_len(lstr, foo, min(bar / 2, strlen(foo))) but fills it with __assign_str(lstr, foo): the
# whole of "hello" and its NUL go into a field of len + 1 bytes, the rest past the event's end, and
# "%s" prints on into whatever memory follows the event's copy (live: "hello/" where the field holds
# "he"; with SLUB, text of earlier lines, newlines included). Those bytes are not the event's: each
# foo_bar record (joined, if the bytes held newlines) is cut to the field's len + 1 bytes, up to
# cpus' " (" that follows it.
foo_bar_cut() {
	awk '
	function cut(s,   p, w, len, r, a, h, t) {
		p = index(s, " foo_bar: foo ")
		split(substr(s, p + 14), w, " ")
		len = int(w[2] / 2); if (len > 5) len = 5
		# after list and its copy ("} "), str: none of the sample'"'"'s strings holds " h"
		r = substr(s, p)
		a = index(r, "} "); if (!a) return s
		r = substr(r, a + 2)
		a = index(r, "} "); if (!a) return s
		r = substr(r, a + 2)
		h = index(r, " h"); if (!h) return s
		t = substr(r, h + 1)
		if (!match(t, / \([0-9a-f,]+\) \([0-9a-f,]+\) /)) return s
		return substr(s, 1, length(s) - length(r) + h) substr(t, 1, len + 1) substr(t, RSTART)
	}
	acc != "" { acc = acc "\n" $0; n++ }
	acc == "" && / foo_bar: foo / { acc = $0; n = 1 }
	acc == "" { print; next }
	{
		t = substr(acc, index(acc, " foo_bar: foo "))
		if (match(t, / \([0-9a-f,]+\) \([0-9a-f,]+\) /) || n > 40) { print cut(acc); acc = "" }
	}
	END { if (acc != "") print acc }'
}

host2() {
	sent 1 live | foo_bar_cut > "$LOGDIR/live"
	sent 2 prev | foo_bar_cut > "$LOGDIR/prev"
	check "boot 2 prints as many lines as boot 1 did" \
		test "$(wc -l < "$LOGDIR/live")" = "$(wc -l < "$LOGDIR/prev")"
	# line by line, each with its type; a module's trace_printk() apart (documented)
	paste -d '\n' "$LOGDIR/live" "$LOGDIR/prev" | paste - - -d '\t' > "$LOGDIR/pairs"
	cut -f1 "$LOGDIR/pairs" | types > "$LOGDIR/types"
	paste "$LOGDIR/types" "$LOGDIR/pairs" | awk -F'\t' '
		{ t[$1]++; if ($2 == $3) eq[$1]++; else if (!bad[$1]++) first[$1] = $2 "\n#   now:  " $3 }
		END { for (k in t) printf "# type %s: %d of %d lines equal\n", k, eq[k], t[k]
		      for (k in first) printf "# first difference (%s):\n#   live: %s\n", k, first[k] }' |
		sort > "$LOGDIR/report"
	cat "$LOGDIR/report"
	for t in sched_switch sched_wakeup sched_process_fork sched_process_exec sched_process_exit \
		irq_handler_entry softirq_entry timer_start hrtimer_start workqueue_queue_work kmalloc \
		sys_enter sys_exit foo_bar pf_open pf_open_ret pf_wakeup_lat function tracing_mark_write; do
		line=$(grep "^# type $t: " "$LOGDIR/report" || true)
		if [ -z "$line" ]; then
			not_ok "boot 1 recorded $t events"
			continue
		fi
		n=$(echo "$line" | sed -E 's/.*: ([0-9]+) of ([0-9]+) lines.*/\1 \2/')
		check_eq "every previous-boot $t line reads as boot 1 printed it" "${n#* }" "${n% *}"
	done
	nmod=$(grep -c 'pf_printk' "$LOGDIR/live" || true)
	check "the module's trace_printk() lines were recorded" test "$nmod" -gt 0
	check_eq "only those read [PREVIOUS-BOOT]" "$nmod" "$(grep -c 'PREVIOUS-BOOT' "$LOGDIR/prev")"
	# the pairs that differ, but for the module's trace_printk() lines (documented)
	paste "$LOGDIR/types" "$LOGDIR/pairs" | awk -F'\t' '$2 != $3 && $2 !~ / pf_printk: module /' \
		> "$LOGDIR/diff"
	sed -n '1,6s/^/# differs: /p' "$LOGDIR/diff"
	check_eq "every line but the module's trace_printk() reads as in boot 1" 0 \
		"$(wc -l < "$LOGDIR/diff")"
}
