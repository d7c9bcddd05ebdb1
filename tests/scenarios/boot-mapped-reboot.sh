# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a boot-mapped instance in a reserve_mem= range (@LABEL), KASLR on, across a warm
# reboot and a sysrq b reset. Boot A traces (function tracer on a known call chain, markers) and
# ends with an ordinary reboot. Boot B only reads the instance, then resets the machine with
# sysrq b. Boot C still shows A's events, names resolved, as reading did not consume them.
# reserve_mem= is usually at the same address on every boot, not always (KASLR may put the
# kernel there): a boot where it moved says so and skips what it cannot check. Boot A notes its
# range in a witness page (a memmap= hole read through /dev/mem) for the later boots to compare;
# a boot B whose range moved clears it, as boot A's range was then its ordinary memory.

WITNESS=$((0x17fff000))
# 32-bit x86 as well: sizes and lengths are 32-bit words there
ARCHES='x86_64 i386'
CMDLINE='memmap=4K$0x17fff000 reserve_mem=8M:2M:trace trace_instance=flight@trace'
B=/sys/kernel/tracing/instances/flight
N=300

range() { range_mem trace; }
save_range() { range | dd of=/dev/mem bs=4096 seek=$((WITNESS / 4096)) conv=sync 2>/dev/null; }
saved_range() { dd if=/dev/mem bs=4096 skip=$((WITNESS / 4096)) count=1 2>/dev/null | tr -d '\0' | head -1; }

boot1() {
	save_range
	emit "# boot A: $(range)"
	check_eq "the witness page keeps boot A's range" "$(range)" "$(saved_range)"
	check "the instance is in the reserve_mem= range" sh -c "dmesg | grep -q 'instance flight in'"
	echo 'vfs_write ksys_write' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	write_markers $B/trace_marker 1 $N
	sync
	check_eq "boot A recorded its markers" "$N" "$(markers $B/trace | wc -l)"
	check "boot A recorded ksys_write -> vfs_write" grep -q 'vfs_write <-ksys_write' $B/trace
	# the guest's script ends and init runs 'reboot -f': a warm reboot
}

same_range() { # did reserve_mem= give the same range as in boot A?
	emit "# this boot: $(range)"
	[ "$(range)" = "$(saved_range)" ]
}

read_a() { # read_a BOOT: boot A's events are all there, names resolved
	cat $B/trace > /tmp/trace
	check_markers "$1: all $N markers of boot A, in order" 1 $N /tmp/trace
	check "$1: ksys_write -> vfs_write resolved under KASLR" \
		grep -q 'vfs_write <-ksys_write' /tmp/trace
	check "$1: last_boot_info gives boot A's kernel line" grep -Eq '^[0-9a-f]+	\[kernel\]$' $B/last_boot_info
}

boot2() {
	if ! same_range; then
		skip "boot B: reserve_mem= moved (KASLR took the range); nothing to read"
		check "boot B: the moved range says it holds no previous events" \
			grep -q "no events of the previous boot" $B/last_boot_status
		# boot A's range was this boot's memory: boot C has nothing of A to find there
		dd if=/dev/zero of=/dev/mem bs=4096 seek=$((WITNESS / 4096)) count=1 2>/dev/null
		reboot_now
	fi
	read_a "boot B"
	reboot_now
}

boot3() {
	if ! same_range; then
		skip "boot C: reserve_mem= moved (KASLR took the range); nothing to read"
		return
	fi
	read_a "boot C"
	check_eq "boot C: trace-cmd show -B flight has boot A's markers" "$N" \
		"$(trace-cmd show -B flight | grep -c 'marker [0-9]*$')"
	# reading the per-CPU raw pipes consumes pages: it comes last; an empty pipe waits for
	# more, so each read stops once the pipe has given its pages (drain)
	if [ "$ARCH" = i386 ]; then
		# a read of trace_pipe_raw waits there even for an ordinary buffer's pages, on
		# unpatched 6.1 as well (VARIANT=base)
		skip "boot C: trace_pipe_raw on i386: 6.1's reads of it wait, with or without the series"
	else
		for f in "$B"/per_cpu/cpu*/trace_pipe_raw; do drain 3 /tmp/raw.1 "$f"; cat /tmp/raw.1 >> /tmp/raw; done
		check "boot C: trace_pipe_raw gives boot A's pages" test "$(wc -c < /tmp/raw)" -ge 4096
		check "boot C: the raw pages hold boot A's markers" grep -q 'marker 1' /tmp/raw
	fi
	echo 1 > $B/events/sched/sched_switch/enable
	check_eq "boot C: enabling an event starts the instance anew" "# Current" "$(cat $B/last_boot_info)"
	check_eq "boot C: and boot A's markers are gone" "0" "$(markers $B/trace | wc -l)"
	check "boot C: it records this boot's events" grep -q sched_switch $B/trace
}
