# shellcheck shell=bash disable=SC2034
# Scenario: the trace_instance_api KUnit suite (in the series) passes: every function of the
# kernel's instance API, its error paths and misuse (NULL, a snapshot a latency tracer or a
# conditional snapshot owns), and the API used while writers on two CPUs trace into the instance.
CMDLINE="kunit.enable=1 kunit.filter_glob=trace_instance_api"
TIMEOUT=300
# on i386 too: its kernel has lockdep, which make check's x86_64 and arm64 kernels leave out
ARCHES='x86_64 i386'

boot1() {
	kunit_suite trace_instance_api tia_ 8
	grep -e "rounds of API calls" -e "conditional snapshots made" /tmp/dmesg | sed 's/^\[[^]]*\] */# /' > "$RESULTS"
}
