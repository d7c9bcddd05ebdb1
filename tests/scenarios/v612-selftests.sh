# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series, make soak): the kernel's own boot-time self-tests of tracing pass on 6.12
# with the series as on 6.12 as it is (CONFIG_FTRACE_STARTUP_TEST, CONFIG_RING_BUFFER_STARTUP_TEST:
# config/selftest.config), with a boot-mapped instance on a range taking events from the command
# line while they run. Each self-test that passes on 6.12 as it is (listed below, as KERNEL612=v6.12
# shows them: 16 by name, two runs of the ftrace_ops test and the ring buffer's) passes, and none fails.
GROUP=soak
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is
VARIANT=${KERNEL612:-v6.12pf}-selftest
TIMEOUT=400
CPUS=1                # -icount runs the vCPUs in turn; SMP bring-up stalls under it
# The function tracer self-tests trace every function, timer ticks included (see kernel-selftests)
ICOUNT=1
MEM=512M
CMDLINE='memmap=4M$0x14000000 trace_instance=boot@0x14000000:4M,sched:sched_switch,timer'
# the self-tests that pass on 6.12 as it is ("Testing NAME: PASSED" in its log)
PASSED_612='tracer function
dynamic ftrace
ftrace recursion
ftrace recursion safe
ftrace regs
tracer nop
tracer irqsoff
tracer wakeup
tracer wakeup_rt
tracer wakeup_dl
tracer function_graph
fgraph storage of 1 byte
fgraph storage of 2 bytes
fgraph storage of 4 bytes
fgraph storage of 8 bytes
multiple fgraph storage on a function'

boot1() {
	dmesg > /tmp/dmesg
	check "the ring buffer startup test passed" grep -q "Ring buffer PASSED!" /tmp/dmesg
	old_ifs=$IFS IFS='
'
	for t in $PASSED_612; do
		check "self-test passed: $t" grep -qF "Testing $t: PASSED" /tmp/dmesg
	done
	IFS=$old_ifs
	check_eq "the two runs of the ftrace_ops self-test passed" 2 "$(grep -c '^\[[ 0-9.]*\] ([0-9 ]*) PASSED' /tmp/dmesg)"
	check "no tracer self-test failed" sh -c '! grep -E "FAILED|Failed to init" /tmp/dmesg'
	check "the boot-mapped instance recorded the command line's events" \
		grep -q sched_switch /sys/kernel/tracing/instances/boot/trace
	emit "# $(grep -c 'PASSED' /tmp/dmesg) PASSED lines in dmesg"
}
