# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a boot with another number of CPUs does not erase the trace. A range is laid out for the
# possible CPUs of the kernel that formats it; a kernel with another number leaves it as it is (and
# its instance records into ordinary memory), so that the next boot with the right number reads it.
# Mainline formats the range anew. The range is fixed (memmap=): boot 7's initrd carries the kernel
# it kexecs into, and would move a reserve_mem= range down.
# Boot 1 (2 CPUs) records and panics; boot 2 (4 CPUs) and boot 3 (nr_cpus=1, as a kdump kernel
# boots) leave it; boot 4 (2 CPUs) reads all of boot 1's markers; the host then zeroes the range's
# header. Boot 5 (4 CPUs) lays it out for 4 and records;
# boot 6 (2 CPUs) leaves it; boot 7 (4 CPUs) reads boot 5's markers and kexecs into a kernel
# booted with nr_cpus=1 (a kdump kernel's line), boot 8, which leaves it too; boot 9 (4 CPUs) reads
# boot 5's markers still. A change of CPUs that lasts costs one boot: boot 10 (nr_cpus=1) leaves
# the range (boot 9, which read it, forgot boot 8's leaving it), boot 11 (nr_cpus=1 again) lays it
# out anew for its one CPU and records, and boot 12 (nr_cpus=1) reads what boot 11 recorded.
# The same on the 6.12 series (cpu-count-6.12 in tests/runs.txt: where the 6.1 series has its own
# words, 6.12's are checked); Debian's 6.12 as it is (VARIANT=v6.12) fails it.

CMDLINE='memmap=16M$0x18000000 trace_instance=pb@0x18000000:16M'
CMDLINE3="$CMDLINE nr_cpus=1"
CMDLINE10="$CMDLINE nr_cpus=1" CMDLINE11="$CMDLINE nr_cpus=1" CMDLINE12="$CMDLINE nr_cpus=1"
CPUS=2 CPUS2=4 CPUS5=4 CPUS7=4 CPUS9=4
KEXEC8=${VARIANT:-test}
T=/sys/kernel/tracing
P=$T/instances/pb

# the number of possible CPUs (the file says 0-N, or 0)
possible() { echo $(( $(cut -d- -f2 /sys/devices/system/cpu/possible) + 1 )); }

# left CPUS_THEN CPUS_NOW: the checks of a boot that must leave the range as it is
left() {
	check_eq "this boot has $2 possible CPUs" "$2" "$(possible)"
	says "it says the range holds a trace of $1 CPUs, left as it is" \
		"instance pb: \[mem .*\] holds a trace recorded with $1 CPUs, this kernel has $2: left as it is for a boot with $1 CPUs to read"
	check "pb exists" test -d $P
	check "and is not boot-mapped on this boot" test ! -e $P/last_boot_info
	echo "marker 500" > $P/trace_marker
	check_eq "it records into ordinary memory" 500 "$(markers $P/trace | xargs)"
}

boot1() {
	check "pb is boot-mapped" test -e $P/last_boot_info
	write_markers $P/trace_marker 1 50
	crash
}

boot2() {
	left 2 4
	reboot_now
}

boot3() {
	left 2 1
	crash
}

boot4() {
	check_eq "with 2 CPUs again, pb holds every marker of boot 1, in order" "$(seq 1 50)" \
		"$(markers $P/trace)"
	if on_612; then
		says "and shows the previous boot" 'Ring buffer meta \[1\] is from previous boot'
	else
		check "and shows the previous boot" grep -q '^shows: previous boot' $P/last_boot_status
	fi
	reboot_now
}

host4() {
	# the guest's RAM file holds physical memory at its own offsets (below 3.5G)
	dd if=/dev/zero of="$RAM" bs=4096 seek=$((0x18000000 / 4096)) count=1 conv=notrunc 2> /dev/null
}

boot5() {
	check_eq "4 CPUs" 4 "$(possible)"
	check "pb is boot-mapped, laid out anew" test -e $P/last_boot_info
	if on_612; then
		says "the zeroed header held no buffer" 'Ring buffer boot meta\[0\] mismatch of magic'
	else
		says "the zeroed header held no buffer" 'instance pb in \[mem .*no ring buffer found in the range'
	fi
	write_markers $P/trace_marker 101 150
	crash
}

boot6() {
	left 4 2
	reboot_now
}

boot7() {
	check_eq "with 4 CPUs again, pb holds every marker of boot 5, in order" "$(seq 101 150)" \
		"$(markers $P/trace)"
	kexec_now nr_cpus=1
}

boot8() {
	check "kexec'ed with nr_cpus=1" grep -qw nr_cpus=1 /proc/cmdline
	left 4 1
	crash
}

boot9() {
	check_eq "after the kexec'ed kernel, pb holds boot 5's markers still" "$(seq 101 150)" \
		"$(markers $P/trace)"
	reboot_now
}

boot10() {
	left 4 1
	reboot_now
}

boot11() {
	check_eq "this boot has 1 possible CPUs" 1 "$(possible)"
	says "the second boot in a row with 1 CPU lays the range out anew" \
		'instance pb: \[mem .*\] holds a trace recorded with 4 CPUs, and the boot before left it with 1 CPUs as this one has: laid out anew'
	check "pb is boot-mapped" test -e $P/last_boot_info
	write_markers $P/trace_marker 1101 1150
	crash
}

boot12() {
	check_eq "the next boot with 1 CPU reads boot 11's markers" "$(seq 1101 1150)" \
		"$(markers $P/trace)"
	check "and says nothing of other CPUs" sh -c "! dmesg | grep -q 'holds a trace recorded with'"
}
