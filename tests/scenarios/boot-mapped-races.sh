# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: readers race the changes of a boot-mapped instance. Boot 1 records markers in a
# boot-mapped instance and panics; boot 2 has them in the instance and in a backup of it. While
# readers loop on trace, trace_pipe and trace_pipe_raw of both, the instance starts tracing anew
# (an event is enabled: it leaves the previous boot), is cleared again and again, and the backup
# is removed as soon as no reader holds it. No warning, no oops; the instance ends up showing
# this boot, the backup is gone. An unprivileged user reads none of the files.

# the CPUs race each other: a host thread each (MTTCG, not the harness's turns on one)
MTTCG=1
CMDLINE='memmap=16M$0x18000000 trace_instance=rc@0x18000000:16M trace_instance=rcbk=rc'
# on i386 too: its kernel has lockdep, which make check's x86_64 and arm64 kernels leave out
ARCHES='x86_64 i386'
T=/sys/kernel/tracing
B=$T/instances/rc
K=$T/instances/rcbk

boot1() {
	write_markers $B/trace_marker 1 2000
	crash
}

reader() { # reader FILE SECONDS: read FILE again and again for SECONDS
	local end=$((SECONDS + $2))
	while [ $SECONDS -lt $end ]; do
		timeout 1 cat "$1" > /dev/null 2>&1
	done
}

boot2() {
	check "the instance holds boot 1's markers" grep -q 'marker 2000$' $B/trace
	check "so does the backup" grep -q 'marker 2000$' $K/trace
	for f in trace trace_pipe per_cpu/cpu0/trace_pipe_raw per_cpu/cpu1/trace_pipe_raw; do
		reader $B/$f 8 &
		reader $K/$f 4 &
	done
	reader $B/last_boot_events 8 &
	reader $B/per_cpu/cpu0/buffer_meta 8 &
	sleep 1
	# the instance leaves the previous boot under the readers' feet
	echo 1 > $B/events/sched/sched_switch/enable
	local i end=$((SECONDS + 6)) removed=no
	while [ $SECONDS -lt $end ]; do
		echo > $B/trace
		echo "marker of boot 2 $i" > $B/trace_marker
		if [ $removed = no ] && rmdir $K 2>/dev/null; then
			removed=yes
			emit "# the backup went after $i rounds"
		fi
		i=$((i + 1))
	done
	wait
	[ $removed = yes ] || rmdir $K
	check "the backup was removed" test ! -e $K
	check_eq "the instance shows this boot" "this boot" "$(sed -n 's/^shows: //p' $B/last_boot_status)"
	check "it records this boot's events" grep -q 'sched_switch' $B/trace
	check "and holds nothing of boot 1" sh -c "! grep -q 'marker 2000$' $B/trace"
	for f in trace trace_pipe last_boot_info last_boot_status last_boot_events \
		 per_cpu/cpu0/buffer_meta per_cpu/cpu0/trace_pipe_raw; do
		check "uid nobody cannot read $f" sh -c "! su nobody -s /bin/sh -c 'cat $B/$f' > /dev/null 2>&1"
	done
	check "uid nobody can run commands (the control)" su nobody -s /bin/sh -c "cat /proc/version"
}
