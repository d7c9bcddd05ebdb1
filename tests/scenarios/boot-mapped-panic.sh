# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a boot-mapped instance (@ADDR:SIZE in a memmap= hole) keeps its trace across a panic,
# with KASLR on. Boot 1 traces the sysrq crash path with the function tracer, writes 500 markers
# and panics with sysrq c (panic=1, as users set it). Boot 2 reads every marker back, in order,
# and the function trace names the functions that ran in boot 1 although the kernel moved, and
# none that ran after the panic notifiers (recording stops at the panic); it checks what a
# boot-mapped instance refuses, then clears it. Boot 3 finds it holding boot 2's (empty) trace.

ARCHES='x86_64 arm64 i386'
ADDR=0x18000000
CMDLINE='panic=1 memmap=16M$0x18000000 trace_instance=boot@0x18000000:16M'
B=/sys/kernel/tracing/instances/boot
N=500


boot1() {
	check "the boot-mapped instance exists" test -d $B
	check_eq "a fresh range shows this boot" "# Current" "$(cat $B/last_boot_info)"
	check "last_boot_status says why it started empty" grep -q "no events of the previous boot" $B/last_boot_status
	check "per_cpu/cpu0/buffer_meta describes the range" grep -q "^nr_subbufs:" $B/per_cpu/cpu0/buffer_meta
	# the tracer first: starting a tracer clears the buffer
	# kmsg_dump and emergency_restart run after the panic notifiers
	echo 'sysrq_handle_crash __handle_sysrq write_sysrq_trigger kmsg_dump emergency_restart' \
		> $B/set_ftrace_filter
	echo function > $B/current_tracer
	check_eq "the instance traces functions" "function" "$(cat $B/current_tracer)"
	# timer_start prints its callback with %ps: an address that KASLR moves
	echo 1 > $B/events/timer/timer_start/enable
	write_markers $B/trace_marker 1 $N
	grep -w _text /proc/kallsyms | cut -d' ' -f1 > /tmp/text1
	emit "# boot 1 _text: $(cat /tmp/text1)"
	crash
}

host1() {
	# the harness boots with panic=-1 (at once), this command line gives panic=1 after it
	check "the panic rebooted after panic=1's second" grep -q 'Rebooting in 1 seconds' \
		"$LOGDIR/boot1.console"
	# The range header's magic ("GRBR") is at the start of the range in the RAM file
	check_eq "the host finds the ring buffer's header in the RAM file" "GRBR" \
		"$(dd if="$RAM" bs=1 skip=$((ADDR)) count=4 2>/dev/null)"
}

boot2() {
	cat $B/trace > /tmp/trace
	check_markers "all $N markers of boot 1 are back, in order" 1 $N /tmp/trace
	check "the function trace names the sysrq crash path" \
		grep -q 'sysrq_handle_crash <-__handle_sysrq' /tmp/trace
	check "__handle_sysrq was called from write_sysrq_trigger" \
		grep -q '__handle_sysrq <-write_sysrq_trigger' /tmp/trace
	check "recording stopped at the panic: nothing after the panic notifiers" \
		sh -c "! grep -q -e 'kmsg_dump <-' -e 'emergency_restart <-' /tmp/trace"
	check "boot 1's timer_start events are there" grep -q 'timer_start: ' /tmp/trace
	check "their %ps callbacks are named, not raw addresses" \
		sh -c "! grep 'timer_start: ' /tmp/trace | grep -q 'function=0x'"
	grep -o 'function=[^ ]*' /tmp/trace | sort | uniq -c | sort -rn | head -3 | sed 's/^/# /' > "$RESULTS"
	now=$(grep -w _text /proc/kallsyms | cut -d' ' -f1)
	check_eq "last_boot_info's kernel line is where the raw pages put it: this kernel (same build)" \
		"$now	[kernel]" "$(head -1 $B/last_boot_info)"
	prev=$(sed -n 's/^previous kernel: _text at \([0-9a-f]*\), this build$/\1/p' $B/last_boot_status)
	check "last_boot_status names the previous kernel's _text" test -n "$prev"
	emit "# previous _text $prev, this boot's $now"
	if [ "$prev" != "$now" ]; then
		ok "KASLR moved the kernel between the boots"
	else
		skip "KASLR put the kernel at the same address twice"
	fi
	check "last_boot_status shows the previous boot" grep -q "^shows: previous boot" $B/last_boot_status
	check "there is no snapshot file" test ! -e $B/snapshot
	check "there is no per-CPU snapshot file" test ! -e $B/per_cpu/cpu0/snapshot
	check "rmdir is refused" sh -c "! rmdir $B 2> /tmp/err"
	check "rmdir says busy" grep -q busy /tmp/err
	check "resizing is refused" sh -c "! echo 2048 > $B/buffer_size_kb"
	check "irqsoff (a snapshot tracer) is refused" sh -c "! echo irqsoff > $B/current_tracer"
	check "a snapshot trigger is refused" sh -c "! echo snapshot > $B/events/sched/sched_switch/trigger"
	check_eq "reading did not clear it" "$N" "$(markers $B/trace | wc -l)"
	echo > $B/trace
	check_eq "clearing it makes it show this boot" "# Current" "$(cat $B/last_boot_info)"
	check_eq "cleared, it is empty" "0" "$(markers $B/trace | wc -l)"
	reboot_now
}

host2() {
	check_eq "the _text last_boot_status names is boot 1's" \
		"$(sed -n 's/^# boot 1 _text: //p' "$LOGDIR/boot1.tap")" \
		"$(sed -n 's/^# previous _text \([0-9a-f]*\),.*/\1/p' "$LOGDIR/boot2.tap")"
}

boot3() {
	check_eq "after a reboot without tracing the range describes boot 2" "# Current" \
		"$(cat $B/last_boot_info)"
	check_eq "and holds no events" "0" "$(grep -vc '^#' $B/trace)"
}
