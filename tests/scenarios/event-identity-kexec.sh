# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a boot-mapped instance in a reserve_mem= range read after kexec, by the same kernel
# and by another build that numbers events otherwise, with KASLR on. Boot 1 (test kernel)
# records a module's event, built-in events and function entries, and kexecs (kexec_file_load,
# the command line reused) into the test kernel. Boot 2 finds the range where boot 1 had it,
# although the new kernel and its initrd were loaded at the top of memory, and shows boot 1's
# events as boot 1 showed them. It kexecs into the alt kernel (config/alt.config), which
# numbers timer and module events otherwise: boot 3 still shows boot 1's events as boot 1 did,
# foo_bar from its recorded format (its module is not loaded there), and prints boot 1's
# function addresses as numbers (another build: looking them up would name wrong functions).

CMDLINE='reserve_mem=16M:2M:trace trace_instance=kx@trace'
KEXEC2="test"
KEXEC3=alt
TIMEOUT=240
T=/sys/kernel/tracing
B=$T/instances/kx

range() { range_mem trace; }
ids() {
	for e in timer/timer_start sched/sched_process_exec sample-trace/foo_bar; do
		[ -e "$T/events/$e/id" ] && echo "$e $(cat "$T/events/$e/id")"
	done
}
# the lines of the events in a trace, from the pid on (the previous boot's comms are '<...>')
lines() { grep -E " ($1): " | sed -E 's/^.*-([0-9]+) +(\[[0-9]+\])/\1 \2/'; }
events() { # the built-in events of a trace, as boot 1 printed them
	lines 'timer_start|sched_process_exec' < "$1" > /tmp/builtin
	send builtin /tmp/builtin
}

boot1() {
	range > /tmp/range
	send range /tmp/range
	insmod /modules/trace-events-sample.ko
	echo 'sysrq_handle_crash __handle_sysrq write_sysrq_trigger vfs_write' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	for e in timer/timer_start sched/sched_process_exec sample-trace/foo_bar; do
		echo 1 > $B/events/$e/enable
	done
	write_markers $B/trace_marker 1 20
	sleep 2
	echo 0 > $B/tracing_on
	ids > /tmp/ids
	send ids /tmp/ids
	cat $B/trace > /tmp/trace
	events /tmp/trace
	grep -E ' foo_bar: ' /tmp/trace | sed -nE 's/.* foo_bar: foo ([^ ]*) (-?[0-9]+) .*/\1 \2/p' > /tmp/foo
	send foo /tmp/foo
	check "boot 1 traced vfs_write" grep -q ' vfs_write <-' /tmp/trace
	kexec_now
}

boot2() {
	range > /tmp/range
	send range /tmp/range
	check "the kexec'ed kernel was told where the range is" grep -q 'reserve_mem_at=0x[0-9a-f]*:0x1000000:trace' /proc/cmdline
	check "and kept it there" sh -c "dmesg | grep -q 'reserve_mem: trace: kept at'"
	check "the instance holds boot 1's events" grep -q '^shows: previous boot' $B/last_boot_status
	# kexec_load() places segments where kexec-tools says: never over the range
	kexec -d -l /boot/kexec.bzImage --initrd=/boot/kexec.initrd --reuse-cmdline > /tmp/kl 2>&1
	emit "# kexec -l: $(grep -c '^mem=' /tmp/kl) segments; $(dmesg | grep -o 'a segment at .*' | head -1)"
	check "kexec -l loaded clear of the range, or was refused saying why" sh -c \
		"kexec -u; dmesg | grep -q 'would overwrite reserve_mem range trace' || ! grep -q 'Invalid argument\|Device or resource busy' /tmp/kl"
	insmod /modules/trace-events-sample.ko
	ids > /tmp/ids
	send ids /tmp/ids
	cat $B/trace > /tmp/trace
	events /tmp/trace
	check_markers "boot 1's markers are all there" 1 20 /tmp/trace
	check "boot 1's function entries are named (same build)" grep -q ' vfs_write <-' /tmp/trace
	check "foo_bar prints as this kernel prints it" grep -q ' foo_bar: foo hello ' /tmp/trace
	kexec_now
}

boot3() {
	range > /tmp/range
	send range /tmp/range
	check "the alt kernel kept the range too" sh -c "dmesg | grep -q 'reserve_mem: trace: kept at'"
	ids > /tmp/ids
	send ids /tmp/ids
	cat $B/trace > /tmp/trace
	events /tmp/trace
	check_markers "boot 1's markers are all there" 1 20 /tmp/trace
	check "boot 1's function entries are numbers, not another build's names" \
		sh -c "grep -E ' 0x[0-9a-f]+ <-0x[0-9a-f]+$' /tmp/trace | grep -q ." 
	check "no function entry is looked up in this build" sh -c "! grep -q ' vfs_write <-' /tmp/trace"
	grep "sample-trace:foo_bar \[previous boot's format\]:" /tmp/trace |
		sed -E 's/.* foo="([^"]*)" bar=(-?[0-9]+) .*/\1 \2/' > /tmp/foo
	send foo /tmp/foo
	check "last_boot_events maps timer_start to this build's number" \
		grep -qE "^[0-9]+	[0-9]+	timer:timer_start	found" $B/last_boot_events
}

host3() {
	check_eq "boot 2 found the range where boot 1 had it" "$(sent 1 range)" "$(sent 2 range)"
	check_eq "and boot 3" "$(sent 1 range)" "$(sent 3 range)"
	sent 1 ids | sed 's/^/# boot 1: /'
	sent 3 ids | sed 's/^/# boot 3: /'
	check "the alt kernel numbers timer_start otherwise" \
		test "$(sent 1 ids | grep timer_start)" != "$(sent 3 ids | grep timer_start)"
	check "boot 1 recorded timer and exec events" test -n "$(sent 1 builtin)"
	check "boot 2 shows them as boot 1 did" cmp <(sent 1 builtin) <(sent 2 builtin)
	# another build: a callback's address is shown as a number, everything else as boot 1 had it
	check "boot 3 (another build) shows them as boot 1 did, callbacks aside" \
		cmp <(sent 1 builtin | sed 's/function=[^ ]*/function=?/') \
		<(sent 3 builtin | sed 's/function=[^ ]*/function=?/')
	check "boot 3 shows the callbacks as numbers, never as this build's names" \
		test -z "$(sent 3 builtin | grep -o 'function=[^ ]*' | grep -v 'function=0x[0-9a-f]*$')"
	check "boot 3 shows every foo_bar of boot 1 from its recorded format" \
		cmp <(sent 1 foo) <(sent 3 foo)
}
