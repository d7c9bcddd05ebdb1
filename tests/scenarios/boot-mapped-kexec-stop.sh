# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: kexec -e stops the boot-mapped instances and writes their ranges back, as a reboot does
# (boot-mapped-restart-stop): kernel_kexec() runs the same reboot notifiers. Boot 1 records the
# kernel's console messages (printk:console) and markers in a reserve_mem= instance, with tracing
# left on, and kexecs (kexec_file_load, the command line reused). Boot 2 finds every marker and the
# console messages before the kexec, and not the "Starting new kernel" line that the kernel prints
# after the notifiers (a kernel that does not stop the instance records it). x86_64: the arm64
# initramfs has no kexec-tools.

CMDLINE='reserve_mem=8M:2M:trace trace_instance=flight@trace'
KEXEC2="test"
B=/sys/kernel/tracing/instances/flight
N=200

boot1() {
	# the console messages (at every boot from the command line, they would start the instance
	# anew at boot 2, before it is read)
	echo printk:console > $B/set_event
	write_markers $B/trace_marker 1 $N
	echo "pf-kexec-stop: boot 1 kexecs" > /dev/kmsg
	check "the console messages are recorded live" grep -q 'console: .*pf-kexec-stop: boot 1 kexecs' $B/trace
	kexec_now
}

boot2() {
	cat $B/trace > /tmp/trace
	check_markers "boot 1's $N markers are all there, in order" 1 $N /tmp/trace
	check "boot 1's last console message before the kexec is there" \
		grep -q 'console: .*pf-kexec-stop: boot 1 kexecs' /tmp/trace
	check "the line printed after the stop is not" \
		sh -c '! grep -q "console: .*Starting new kernel" /tmp/trace'
}

host2() {
	check "the kernel before the kexec said it stopped flight" \
		grep -q 'instance flight stopped, its range written back' "$LOGDIR/boot1.console"
}
