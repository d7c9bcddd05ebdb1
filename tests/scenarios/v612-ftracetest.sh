# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): the 6.12 tree's own ftracetest, run on 6.12 with the series and compared
# test by test with tests/ftracetest/baseline-6.12.txt, its results on Debian's 6.12 as it is
# (KERNEL612=v6.12 FTRACETEST_RECORD=1 records it). A test that passed there must pass with the
# series; a test that fails there too is skipped. As ftracetest (the 6.1 series') otherwise.
TIMEOUT=1800
ICOUNT=1
CPUS=1
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='memmap=4M$0x18000000 trace_instance=boot_map@0x18000000:4M'
BASELINE=tests/ftracetest/baseline-6.12.txt

boot1() { run_ftracetest /ftracetest-6.12; }

host1() { ftracetest_compare 1 "$BASELINE" "on 6.12 as it is"; }
