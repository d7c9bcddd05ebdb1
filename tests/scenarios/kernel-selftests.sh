# shellcheck shell=bash disable=SC2034
# Scenario (make soak): the kernel's own boot-time tracing self-tests pass on the debug kernel
# (CONFIG_FTRACE_STARTUP_TEST, CONFIG_RING_BUFFER_STARTUP_TEST: config/debug.config; the
# per-event startup test is left out, see there).
GROUP='soak'
VARIANT=debug
TIMEOUT=400
CPUS=1                # -icount runs the vCPUs in turn; SMP bring-up stalls under it
# The function tracer self-tests trace every function, timer ticks included: on a loaded host a
# tick's traced work can outlast the tick, and the guest stops making progress. With guest time
# counted in instructions that cannot happen.
ICOUNT=1

boot1() {
	dmesg > /tmp/dmesg
	check "the ring buffer startup test passed" grep -q "Ring buffer PASSED!" /tmp/dmesg
	check "tracer self-tests ran" grep -q "Testing tracer function: .*PASSED" /tmp/dmesg
	check "no tracer self-test failed" sh -c '! grep -E "FAILED|Failed to init" /tmp/dmesg'
	check "the function graph tracer self-test passed" grep -q "Testing tracer function_graph: .*PASSED" /tmp/dmesg
	emit "# $(grep -c 'PASSED' /tmp/dmesg) PASSED lines in dmesg"
}
