# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a reboot stops the boot-mapped instances and writes their ranges back, as a panic does
# (mainline 7.1 does it at a panic only: a494d3c8d539). On arm64 a reset does not write dirty cache
# lines back, so a trace that ends in a reboot would lose its last writes; QEMU's TCG models no
# caches, so what is checked here is that the stop happens on the reboot path and ends the trace
# where the notifiers run: boot 1 records the kernel's console messages (printk:console, enabled by
# boot 1) and its markers in a reserve_mem= instance and ends with an ordinary reboot (init's reboot
# -f). The kernel says it stopped and wrote back the instance; boot 2 finds every marker, the
# console messages before the reboot, and not the "Restarting system" line that the kernel prints
# after the reboot notifiers (a kernel that does not stop the instance records it). nokaslr: the
# range stays put.

CMDLINE='nokaslr reserve_mem=8M:2M:trace trace_instance=flight@trace'
ARCHES='x86_64 arm64'
B=/sys/kernel/tracing/instances/flight
N=200

boot1() {
	# the console messages (at every boot from the command line, they would start the instance
	# anew at boot 2, before it is read)
	echo printk:console > $B/set_event
	echo "pf-restart-stop: boot 1 before its markers" > /dev/kmsg
	write_markers $B/trace_marker 1 $N
	echo "pf-restart-stop: boot 1 reboots" > /dev/kmsg
	check "the console messages are recorded live" grep -q 'console: .*pf-restart-stop: boot 1 reboots' $B/trace
	# the script ends: init's reboot -f goes through kernel_restart() and its notifiers
}

host1() {
	check "the kernel said it stopped flight for the restart" \
		grep -q 'instance flight stopped, its range written back' "$LOGDIR/boot1.console"
	check "and printed the restart line after that" \
		sh -c 'grep -A100 "instance flight stopped" "$0" | grep -q "Restarting system"' \
		"$LOGDIR/boot1.console"
}

boot2() {
	cat $B/trace > /tmp/trace
	check "flight shows boot 1" grep -q '^shows: previous boot' $B/last_boot_status
	check_markers "boot 1's $N markers are all there, in order" 1 $N /tmp/trace
	check "boot 1's last console message before the reboot is there" \
		grep -q 'console: .*pf-restart-stop: boot 1 reboots' /tmp/trace
	check "the restart line printed after the stop is not" \
		sh -c '! grep -q "console: .*Restarting system" /tmp/trace'
}
