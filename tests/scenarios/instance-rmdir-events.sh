# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: ordinary instances with busy events come and go as on the unpatched kernel. An
# instance made on the command line keeps sched_switch and the irq events on; 40 times, a new
# instance turns on the same events, takes a marker and is removed, so that each rmdir rewrites
# the static calls of tracepoints (softirq_entry, sched_switch) that both vCPUs run all the
# time. On i386, QEMU running each vCPU on its own host thread left both vCPUs trapping at such
# a call site for ever, the base kernel too (harness/boot.sh runs i386 guests on one thread).

ARCHES='x86_64 i386'
CMDLINE='trace_instance=keep,sched:sched_switch,irq'
TIMEOUT=240
T=/sys/kernel/tracing

boot1() {
	local i d removed=0 kept=0
	for i in $(seq 1 40); do
		d=$T/instances/r$i
		mkdir "$d" || break
		echo 1 > "$d/events/sched/sched_switch/enable"
		echo 1 > "$d/events/irq/enable"
		echo "round $i" > "$d/trace_marker"
		grep -q "round $i" "$d/trace" && kept=$((kept + 1))
		sleep 0.$((i % 4))
		rmdir "$d" && removed=$((removed + 1))
	done
	check_eq "40 instances with irq and sched_switch events made, each kept its marker" 40 "$kept"
	check_eq "and all 40 were removed" 40 "$removed"
	check "no instance r* is left" sh -c "! ls -d $T/instances/r* 2>/dev/null"
	check "keep still records sched_switch" grep -q sched_switch $T/instances/keep/trace
	check "keep can be removed" rmdir $T/instances/keep
}
