# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a module's trace_printk() leaves a stale pointer, and nobody follows it. Boot 1
# sends trace_printk() into a boot-mapped instance and loads a module that calls
# trace_printk() and trace_puts(): their formats live in memory the kernel allocated for the
# module, and the events hold pointers to it. Boot 1 panics. Boot 2 does not load the module:
# those pointers point at nothing of this kernel. With the printk-msg-only option (which prints
# the format alone) and without it, the events of the module show as [PREVIOUS-BOOT], never
# as what the memory at the old address holds; a marker (its text is in the event) still reads.

CMDLINE='memmap=16M$0x18000000 trace_instance=pk@0x18000000:16M'
B=/sys/kernel/tracing/instances/pk

boot1() {
	echo 1 > $B/options/trace_printk_dest
	echo "marker before the module" > $B/trace_marker
	insmod /modules/pf_printk.ko count=3
	check "the module's trace_printk() went into the instance" \
		grep -q 'pf_printk: module format, value 3 of 3' $B/trace
	check "and its trace_puts()" grep -q 'pf_printk: module string' $B/trace
	crash
}

module_lines() { # module_lines FILE: the lines of the module's 4 events (after the marker)
	sed -n '/marker before the module/,$p' "$1" | tail -n +2
}

boot2() {
	cat $B/trace > /tmp/trace
	module_lines /tmp/trace > /tmp/mod
	check_eq "the module's 4 events are shown" 4 "$(wc -l < /tmp/mod)"
	check "each as [PREVIOUS-BOOT], its format not followed" \
		sh -c "! grep -v '\[PREVIOUS-BOOT\]' /tmp/mod"
	check "nothing of the old formats is printed" sh -c "! grep -q 'pf_printk' /tmp/trace"

	check "printk-msg-only can be set in the instance" \
		sh -c "echo printk-msg-only > $B/trace_options"
	cat $B/trace > /tmp/msg
	check "with printk-msg-only the marker still reads" grep -qx 'marker before the module' /tmp/msg
	module_lines /tmp/msg > /tmp/mod
	emit "# printk-msg-only shows: $(tr '\n' '|' < /tmp/mod)"
	check_eq "with printk-msg-only the module's 4 events are shown" 4 "$(wc -l < /tmp/mod)"
	check "each as [PREVIOUS-BOOT] alone, nothing read from the old address" \
		sh -c "! grep -vx '\[PREVIOUS-BOOT\]' /tmp/mod"
	check "and the raw option too" sh -c "echo raw > $B/trace_options && ! grep -q pf_printk $B/trace"
}
