# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: ordinary tracing prints as unpatched 6.1 does. The function_graph printers of the
# series move a previous boot's addresses to this kernel; for the top level (6.1 allows the
# function_graph tracer nowhere else) they print "%ps" as 6.1 does: a module's function with
# its module in brackets.

T=/sys/kernel/tracing

boot1() {
	insmod /modules/trace-events-sample.ko
	echo ':mod:trace_events_sample' > $T/set_ftrace_filter
	echo function_graph > $T/current_tracer
	sleep 2
	cat $T/trace > /tmp/g
	echo nop > $T/current_tracer
	check "a module's function is named with its module, as %ps does" \
		grep -q 'do_simple_thread_func[.a-z0-9]* \[trace_events_sample\]()' /tmp/g
	check "no function is printed without its module" \
		sh -c "! grep -q 'do_simple_thread_func[.a-z0-9]*()' /tmp/g"
	rmmod trace_events_sample
}
