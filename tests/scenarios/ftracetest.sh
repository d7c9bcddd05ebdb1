# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the 6.1 tree's own ftracetest (tools/testing/selftests/ftrace), run in the guest and
# compared test by test with tests/ftracetest/baseline.txt, the results on the unpatched base
# kernel (make ftracetest-baseline records it). A test that passed on the base must pass with
# the series; a test the series adds must pass; a test that fails on the base too is skipped.
TIMEOUT=1800
# Function tracing traces every timer tick too: under TCG with wall-clock guest time the guest
# stops making progress (the second test, which switches through every tracer, never ends).
# Guest time counted in instructions fixes that; -icount needs a single vCPU with this kernel.
ICOUNT=1
CPUS=1
# A boot-mapped instance for the series' own cases (the base kernel ignores these parameters)
CMDLINE='memmap=4M$0x18000000 trace_instance=boot_map@0x18000000:4M'
BASELINE=tests/ftracetest/baseline.txt

boot1() { run_ftracetest /ftracetest; }

host1() { ftracetest_compare 1 "$BASELINE" "on the base"; }
