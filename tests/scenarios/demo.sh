# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make demo): the story make demo tells. Boot 1: the kernel reserves 16 MiB by name (reserve_mem=) and puts the instance "flight" in it
# (trace_instance=flight@trace). The function tracer and a few events record real work; a marker
# announces the crash; sysrq c panics the kernel. Boot 2 (KASLR moved the kernel) shows what the
# instance kept: the last moments before the panic, with the right function and task names.

GROUP='demo'
ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=16M:2M:trace trace_instance=flight@trace'
F=/sys/kernel/tracing/instances/flight
say() { emit "# $*"; }

boot1() {
	say "boot 1: $(dmesg | grep -o 'reserve_mem: trace: reserved.*')"
	say "boot 1: $(dmesg | grep -o 'instance flight in.*')"
	say "boot 1: tracing functions (*sysrq*, vfs_read, vfs_write) and process events in 'flight'"
	echo '*sysrq* vfs_read vfs_write' > $F/set_ftrace_filter
	echo function > $F/current_tracer
	echo 'sched:sched_process_exec sched:sched_process_exit' > $F/set_event
	say "boot 1: some work: ls, cat, dd"
	ls /sys/kernel/tracing > /dev/null
	cat /proc/meminfo > /dev/null
	dd if=/dev/zero of=/tmp/x bs=4k count=4 2> /dev/null
	echo "demo: the kernel is about to crash" > $F/trace_marker
	say "boot 1: _text at $(grep -w _text /proc/kallsyms | cut -d' ' -f1); echo c > /proc/sysrq-trigger"
	crash
}

boot2() {
	say "boot 2: _text at $(grep -w _text /proc/kallsyms | cut -d' ' -f1) (KASLR)"
	say "boot 2: $(dmesg | grep -o 'instance flight in.*')"
	say "boot 2: cat instances/flight/last_boot_info"
	sed 's/^/#     /' $F/last_boot_info > "$RESULTS"
	say "boot 2: cat instances/flight/last_boot_status"
	sed 's/^/#     /' $F/last_boot_status > "$RESULTS"
	say "boot 2: the last moments of boot 1, from its last marker (instances/flight/trace):"
	grep -v '^#' $F/trace | sed -n '/about to crash/,$p' | tail -40 | sed 's/^/#     /' > "$RESULTS"
	check "the marker written just before the crash survived" \
		grep -q "demo: the kernel is about to crash" $F/trace
	check "the crash path is named: sysrq_handle_crash <-__handle_sysrq" \
		grep -q "sysrq_handle_crash <-__handle_sysrq" $F/trace
	check "so is the task that crashed the kernel (not <...>)" \
		sh -c "grep 'sysrq_handle_crash <-' $F/trace | grep -qv '<\.\.\.>-'"
}
