# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a user who never touches the feature prints events where there is no instance at hand.
# tp_printk prints each trace event to the console through an iterator without a trace_array, and
# ftrace_dump_on_oops prints the top level's buffer at a panic. Boot 1 comes up with a kprobe
# event enabled from the command line and tp_printk, adds a kretprobe, a synthetic event made by a
# histogram, syscall, process and timer events, and must print every one of them to the console with no
# oops (the series' printers once followed a NULL trace_array here). Then it records functions, a
# marker and a module's trace_printk() at the top level and panics: the dump must print them, the
# functions by name.

MEM=512M
TIMEOUT=200
CMDLINE='tp_printk kprobe_event=p,do_sys_openat2 trace_event=kprobes:* ftrace_dump_on_oops'
T=/sys/kernel/tracing

# printed FILE TEXT: the console (dmesg) printed a line with TEXT
printed() { dmesg > /tmp/dmesg; grep -q -- "$1" /tmp/dmesg; }

boot1() {
	cat /etc/hostname > /dev/null 2>&1 || true
	check "tp_printk printed the command line's kprobe event" \
		printed 'p_do_sys_openat2_0: (do_sys_openat2+0x0/'
	echo 'r:kp/pf_ret do_sys_openat2 ret=$retval' >> $T/kprobe_events
	echo 1 > $T/events/kp/pf_ret/enable
	cat /proc/version > /dev/null
	check "tp_printk printed a kretprobe event" printed 'pf_ret: (.*<- do_sys_openat2) ret='
	echo 0 > $T/events/kp/pf_ret/enable
	echo 0 > $T/events/kprobes/enable
	# a synthetic event made by a histogram of two syscall events (not of sched events: printing
	# from inside the scheduler is tp_printk's own hazard, the base's too)
	echo 'pf_lat int pid; u64 lat' >> $T/synthetic_events
	echo 'hist:keys=common_pid:ts0=common_timestamp.usecs' \
		> $T/events/syscalls/sys_enter_openat/trigger
	echo 'hist:keys=common_pid:lat=common_timestamp.usecs-$ts0:onmatch(syscalls.sys_enter_openat).trace(pf_lat,common_pid,$lat)' \
		> $T/events/syscalls/sys_exit_openat/trigger
	echo 1 > $T/events/synthetic/pf_lat/enable
	echo 1 > $T/events/sched/sched_process_fork/enable
	echo 1 > $T/events/syscalls/sys_enter_openat/enable
	echo 1 > $T/events/timer/timer_start/enable
	cat /proc/version > /dev/null
	echo 0 > $T/events/enable
	check "tp_printk printed a synthetic event" printed 'pf_lat: pid='
	check "tp_printk printed sched_process_fork" printed 'sched_process_fork: comm='
	check "tp_printk printed a syscall event" printed 'sys_openat(dfd:'
	check "tp_printk printed timer_start with its function named" \
		grep -q 'timer_start: .*function=[a-z_]' /tmp/dmesg
	echo 0 > /proc/sys/kernel/tracepoint_printk
	# the dump at the panic: functions, a marker and trace_printk() at the top level
	echo 'ksys_read ksys_write' > $T/set_ftrace_filter
	echo function > $T/current_tracer
	echo "dump me" > $T/trace_marker
	insmod /modules/pf_printk.ko count=1 || not_ok "insmod pf_printk"
	cat /proc/version > /dev/null
	crash
}

host1() {
	c=$LOGDIR/boot1.console
	check "ftrace_dump_on_oops dumped the marker, by its writer's name" \
		grep -q 'tracing_mark_write: dump me' "$c"
	check "and the functions, by name" grep -q 'ksys_write <-' "$c"
	check "and the module's trace_printk()" grep -q 'pf_printk: module format, value 1 of 1' "$c"
	check "and the module's trace_puts()" grep -q 'pf_printk: module string' "$c"
	check "nothing printed as a previous boot's" sh -c "! grep -q PREVIOUS-BOOT '$c'"
}
