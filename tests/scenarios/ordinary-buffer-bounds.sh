# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the ring buffer of an ordinary instance is written only inside its own allocation.
# The series keeps a range buffer's state behind struct trace_buffer, in a larger allocation
# (struct rb_range_buffer), so that no exported type changes: a store into that state for an
# ordinary buffer lands past its kmalloc()ed object, in a neighbour. One did: every reset of an
# ordinary buffer (echo > trace, a tracer or clock change) cleared a byte 20 bytes past it, and
# a later rmdir followed the pointer it had cut short (ftracetest crashed in rb_free_cpu_buffer).
# SLUB's red zones (slub_debug=FZ) sit around every object: 20 instances go through every reset
# path an ordinary buffer has, are removed, then every cache is validated; SLUB reports a red
# zone that was written as "Redzone overwritten" with a BUG line, which the console check sees too.

ARCHES='x86_64'
CMDLINE='slub_debug=FZ'
TIMEOUT=240
T=/sys/kernel/tracing

boot1() {
	local i d made=0 removed=0 f validated=0
	check "SLUB's red zones are on (slub_debug=FZ)" grep -qx 1 /sys/kernel/slab/kmalloc-192/red_zone
	for i in $(seq 1 20); do
		d=$T/instances/b$i
		mkdir "$d" || break
		made=$((made + 1))
		echo "round $i" > "$d/trace_marker"
		# each a reset of the instance's buffers (ring_buffer_reset_online_cpus())
		echo > "$d/trace"
		echo global > "$d/trace_clock"
		echo local > "$d/trace_clock"
		echo 1 > "$d/events/sched/sched_switch/enable"
		echo 1 > "$d/snapshot"
		echo 2 > "$d/snapshot"
		echo 0 > "$d/snapshot"
		echo 0 > "$d/events/sched/sched_switch/enable"
		echo 1410 > "$d/buffer_size_kb"
		echo > "$d/trace"
		rmdir "$d" && removed=$((removed + 1))
	done
	# and the top level buffer, once
	echo > $T/trace
	check_eq "20 instances made, reset and given a snapshot" 20 "$made"
	check_eq "and all 20 removed" 20 "$removed"
	for f in /sys/kernel/slab/*/validate; do
		echo 1 > "$f" 2>/dev/null && validated=$((validated + 1))
	done
	check "every SLUB cache validated" test "$validated" -gt 20
	check "no red zone written (dmesg)" sh -c '! dmesg | grep -E "Redzone overwritten|BUG kmalloc"'
}
