# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): Debian's kexec keeps the trace on 6.12. Debian's kexec-load service and
# systemctl kexec run `kexec -l IMAGE --initrd=... --reuse-cmdline` (kexec_load(): kexec-tools
# places the segments top down where /sys/firmware/memmap says System RAM, and hands the new
# kernel that map), with the Android line typed as written. Boot 1 records markers in
# boot_mapped and kexecs that way: every segment lies above the range, in the margin that the
# series keeps free of ranges at the top of memory, so none is loaded over it, and boot 2 places
# the range where boot 1 had it and shows boot 1's markers. Boot 2 records its own and kexecs the
# same way into boot 3, which shows them. In 1 GiB (here) stock 6.12 places the range right below
# the initrd, and the kexec'ed kernel, whose initrd has another size, elsewhere, empty; in 5 GiB
# (v612-kexec-load-5g) the firmware's loader puts the initrd below 4G and kexec-tools at the top of
# all memory, where stock 6.12 and the series' first version, which kept the ranges below the
# margin only where the initrd lay in it, placed the range at boot 1: boot 2 placed it lower. KASLR
# on.

CPUS=2
MEM=${MEM:-1G}
TIMEOUT=300
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
KEXEC2=${KERNEL612:-v6.12pf}
KEXEC3=${KERNEL612:-v6.12pf}
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped^traceoff@trace'
B=/sys/kernel/tracing/instances/boot_mapped

# segments_clear: the segments that kexec -l loads lie clear of the range
segments_clear() {
	local start end rc=0
	read -r start end <<< "$(range_bounds trace)"
	[ -n "$start" ] || return 1
	segments_clear_of "$start" "$end" > /dev/null || rc=$?
	emit "# range $(range_mem trace); kexec -l segments (index, place, size): $(tr '\n' ' ' < /tmp/segments)"
	return "$rc"
}

# record BOOT: BOOT's 100 markers in boot_mapped, the range's place to the host, a kexec -l
record() {
	range_bounds trace > /tmp/bounds
	send bounds /tmp/bounds
	check "boot $1: kexec -l places every segment clear of the range" segments_clear
	echo 1 > $B/tracing_on
	boot_marks $B "$1" 100
	kexec_load_now
}

boot1() { record 1; }

boot2() {
	check_eq "boot 2 shows boot 1's 100 markers" "$(seq 1 100)" "$(boot_marks_of $B/trace 1)"
	record 2
}

boot3() {
	range_bounds trace > /tmp/bounds
	send bounds /tmp/bounds
	check_eq "boot 3 shows boot 2's 100 markers" "$(seq 1 100)" "$(boot_marks_of $B/trace 2)"
}

host3() {
	check_eq "boot 2 had the range where boot 1 had it" "$(sent 1 bounds)" "$(sent 2 bounds)"
	check_eq "and boot 3" "$(sent 1 bounds)" "$(sent 3 bounds)"
}
