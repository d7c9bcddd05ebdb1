# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the conditions of mainline's boot-time selftests (tools/testing/selftests/ftrace/
# boottime, persistent-01 and -02) that our other scenarios lack: a 128 MiB guest, QEMU's own
# firmware (SeaBIOS) and NIC, boots joined by the machine's own reset (the firmware runs again,
# RAM kept: no -no-reboot), and instances made by a bootconfig. The command line is mainline's
# (reserve_mem=12M:32M:trace trace_instance=boot_map@trace); the backup comes from the bootconfig
# (kernel.trace_instance), which also makes an ordinary instance bc tracing sched_process_exec, an
# event probe on sched_switch (ftrace.event.eprobes, patch 60: 6.1's bootconfig made only kprobes
# and synthetic events), and asks to resize boot_map (refused: the range decides its size).
# Boot 1: boot_map, the empty backup and bc exist; markers 1-100 into boot_map; sysrq b resets the
# machine. Boot 2: boot_map and backup hold markers 1-100; bc holds only this boot's events;
# markers 101-200 into boot_map (tracing on: boot 1's go); a panic resets the machine. Boot 3:
# backup holds markers 101-200; boot 3 powers the machine off.

MEM=128M BIOS=seabios NIC=default TIMEOUT=300
RESET2=1 RESET3=1
# trace_clock=local: under TCG the TSCs are unsynchronized, and at late_initcall 6.1 switches the
# top level's clock to "global"; a sched_switch event (the event probe) written across the switch
# can make 6.1's ring buffer print "clock went backwards" under the runqueue lock, a lockdep
# report that is 6.1's own (seen once, in boot 3). Keeping the clock is what that message advises.
CMDLINE='bootconfig reserve_mem=12M:32M:trace trace_instance=boot_map@trace trace_clock=local'
BOOTCONFIG='kernel.trace_instance = "backup=boot_map"
ftrace.instance.bc.events = "sched:sched_process_exec"
ftrace.instance.boot_map.buffer_size = 1MB
ftrace.event.eprobes.ep_switch.probes = "sched/sched_switch"
ftrace.event.eprobes.ep_switch.enable'
T=/sys/kernel/tracing
B=$T/instances/boot_map
K=$T/instances/backup

every_boot() {
	check "the kernel read the bootconfig" grep -q 'trace_instance = "backup=boot_map"' /proc/bootconfig
	check "boot_map is boot-mapped" test -f $B/last_boot_info
	check "the bootconfig made bc" test -d $T/instances/bc
	check_eq "and enabled sched_process_exec in it" 1 "$(cat $T/instances/bc/events/sched/sched_process_exec/enable)"
	check "bc recorded this boot's exec of the test script" grep -q 'sched_process_exec:.*filename=/test/run' $T/instances/bc/trace
	says "boot_map's resize by the bootconfig is refused" "Failed to resize trace buffer to 1MB"
	check "the bootconfig made an event probe (as mainline's 03-eprobe)" test -d $T/events/eprobes/ep_switch
	check_eq "and enabled it" 1 "$(cat $T/events/eprobes/ep_switch/enable)"
	check "it records" grep -q 'ep_switch:' $T/trace
	tag_bounds trace > /tmp/b && send range /tmp/b
}

boot1() {
	every_boot
	says "the backup of the fresh range is made, empty" "instance backup: empty: boot_map holds no events"
	check "the backup exists (mainline's persistent-02 looks for it)" test -f $K/trace
	write_markers $B/trace_marker 1 100
	reboot_now
}

boot2() {
	every_boot
	check "the firmware ran again (this boot follows a reset, not a kexec)" \
		sh -c "! dmesg | grep -q 'kexec'"
	check_markers "boot_map holds boot 1's markers" 1 100 $B/trace
	check_markers "so does the backup" 1 100 $K/trace
	check "bc holds nothing of boot 1" sh -c "! grep -q 'marker' $T/instances/bc/trace"
	write_markers $B/trace_marker 101 200
	check_eq "boot_map now holds this boot's markers only" "$(seq 101 200 | tr '\n' ' ')" \
		"$(markers $B/trace | tr '\n' ' ')"
	crash
}

boot3() {
	every_boot
	check_eq "after the panic and reset, the backup holds boot 2's markers" \
		"$(seq 101 200 | tr '\n' ' ')" "$(markers $K/trace | tr '\n' ' ')"
}

host3() {
	check "boot 1 reported its range" test -n "$(sent 1 range)"
	check_eq "the range stayed in place through a reset" "$(sent 1 range)" "$(sent 2 range)"
	check_eq "and through a panic and a reset" "$(sent 1 range)" "$(sent 3 range)"
}
