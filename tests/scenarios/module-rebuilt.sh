# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a previous boot's module is named only if it is the same build (r6-M2). A developer
# rebuilds the driver that crashed and reads the trace after the reboot: the rebuilt module has
# the same name, and, its parts rounded up to pages or its change small, the same size, but its
# functions are at other offsets, so the previous boot's addresses name the wrong functions.
# pf_rebuild.ko and pf_rebuild_b.ko are two builds of one module (tests/modules/pf_rebuild.c), of
# the same size, where build B has a function first that build A has last. Boot 1 loads build A,
# function-traces it into a boot-mapped instance and panics. Boot 2 loads build A again: the
# previous boot's lines name its functions (same build); it traces again and panics. Boot 3 loads
# build B: no line of boot 2 names a function of build B (pf_rebuild_head, which lies where build
# A had the traced functions), and the lines are there, their addresses as numbers. A module
# matched by name and size alone would have boot 3 name pf_rebuild_head.

CMDLINE='reserve_mem=8M:2M:trace trace_instance=rb@trace'
B=/sys/kernel/tracing/instances/rb

trace_module() { # trace_module BOOT: trace pf_rebuild's functions into rb, call them, panic
	echo 'pf_rebuild_*' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	echo 5 > /sys/module/pf_rebuild/parameters/run
	echo 0 > $B/tracing_on
	check "$1: recorded pf_rebuild_more -> pf_rebuild_work" grep -q ' pf_rebuild_work <-pf_rebuild_more' $B/trace
	cat /sys/module/pf_rebuild/coresize > /tmp/coresize
	send coresize /tmp/coresize
	crash
}

boot1() {
	insmod /modules/pf_rebuild.ko
	trace_module "boot 1"
}

boot2() {
	insmod /modules/pf_rebuild.ko
	check "the same build: boot 1's lines name its functions" \
		grep -q ' pf_rebuild_work <-pf_rebuild_more' $B/trace
	trace_module "boot 2"
}

boot3() {
	insmod /modules/pf_rebuild_b.ko
	cat /sys/module/pf_rebuild/coresize > /tmp/coresize
	send coresize /tmp/coresize
	cat $B/trace > /tmp/trace
	emit "# $(grep -c ' <-' /tmp/trace) function lines of boot 2: $(grep ' <-' /tmp/trace | head -2 | sed 's/^ *//' | tr -s ' ' | tr '\n' '|')"
	check "boot 2's function lines are there" test "$(grep -c ' <-' /tmp/trace)" -ge 2
	check "none names a function of the rebuilt module" sh -c '! grep -q pf_rebuild_head /tmp/trace'
	check "nor takes build A's names for build B's code" sh -c '! grep -q " pf_rebuild_work <-pf_rebuild_more" /tmp/trace'
}

host3() {
	check "the two builds have the same size (the case a match by size cannot tell)" \
		test "$(sent 1 coresize)" = "$(sent 3 coresize)"
}
