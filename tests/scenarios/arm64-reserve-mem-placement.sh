# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (arm64): reserve_mem= never hands out memory that is reserved for the initrd or the
# device tree's /reserved-memory regions. arm64 parses early parameters before
# arm64_memblock_init() reserves the kernel image, the initrd and those regions, so a range
# allocated while its parameter is parsed (top down) lands on whatever sits at the top of RAM.
# Here the initrd and two /reserved-memory regions (one no-map, one mapped) sit at the top of the
# 512M of RAM (0x40000000-0x60000000). Boot 1: the 20M range lies below all of them and the kernel
# image, the initrd arrived whole (this script runs from it), and the Android line's instance
# records; it panics. Boot 2, laid out the same: the range is at the same place, with boot 1's
# markers. KASLR moved the kernel's virtual address between the boots, not its physical one (the
# image is where QEMU loaded it; with UEFI, the EFI stub may place it anew on each boot).

ARCHES=arm64
MEM=512M
# the initrd (a few MiB) at 0x5f000000, the regions in the top 4M
INITRD_AT=0x5f000000
DT_RESERVE='0x5fe00000:2M 0x5fc00000:2M:map'
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped^traceoff@trace trace_instance=backup=boot_mapped'
B=/sys/kernel/tracing/instances/boot_mapped
N=100

# range: "START END" of the trace range, from dmesg
range() { range_bounds trace; }
# disjoint NAME START END: the range lies wholly below START or above END
disjoint() {
	local s e
	read -r s e <<< "$(range)"
	check "the range [$(printf '0x%x-0x%x' "$s" "$e")] is clear of $1 [$(printf '0x%x-0x%x' "$2" "$3")]" \
		test $((e)) -lt $(($2)) -o $((s)) -gt $(($3))
}
placement() {
	local size
	check "reserve_mem= reserved the range" test -n "$(range_mem trace)"
	size=$(sed -n 's/.*initrd=0x[0-9a-f]*,\([0-9]*\).*/\1/p' /proc/cmdline)
	disjoint "the initrd" $INITRD_AT $((INITRD_AT + size - 1))
	disjoint "the no-map region" 0x5fe00000 0x5fffffff
	disjoint "the mapped region" 0x5fc00000 0x5fdfffff
	# "  40210000-40dfffff : Kernel code"
	grep -E ': Kernel (code|data)$' /proc/iomem | tr -- - ' ' > /tmp/kernel
	while read -r ks ke _ _ what; do
		disjoint "the kernel's ${what#Kernel }" "0x$ks" "0x$ke"
	done < /tmp/kernel
	check "the device tree has the two regions" \
		test -d /sys/firmware/devicetree/base/reserved-memory/pf@5fe00000 -a \
		-d /sys/firmware/devicetree/base/reserved-memory/pf@5fc00000
	check "and the kernel reserved both" sh -c "! dmesg | grep 'Reserved memory: failed'"
}

where() { # where the kernel is: its _text, virtual and physical
	grep -w _text /proc/kallsyms | cut -d' ' -f1 > /tmp/where
	grep -m1 ': Kernel code$' /proc/iomem | cut -d- -f1 | tr -d ' ' >> /tmp/where
	send where /tmp/where
}

boot1() {
	placement
	range > /tmp/range
	send range /tmp/range
	where
	check "boot_mapped is boot-mapped" test -e $B/last_boot_info
	echo 1 > $B/tracing_on
	write_markers $B/trace_marker 1 $N
	crash
}

boot2() {
	placement
	range > /tmp/range
	send range /tmp/range
	where
	check_markers "the backup holds boot 1's $N markers, in order" 1 $N \
		/sys/kernel/tracing/instances/backup/trace
}

host2() {
	check_eq "boot 2 found the range where boot 1 had it" "$(sent 1 range)" "$(sent 2 range)"
	echo "# _text and Kernel code: boot 1 $(sent 1 where | tr '\n' ' '), boot 2 $(sent 2 where | tr '\n' ' ')"
	check_eq "the kernel's physical place did not move" "$(sent 1 where | sed -n 2p)" \
		"$(sent 2 where | sed -n 2p)"
	if [ "$(sent 1 where | sed -n 1p)" != "$(sent 2 where | sed -n 1p)" ]; then
		ok "KASLR moved its virtual address"
	else
		skip "KASLR moved its virtual address: it put the kernel at the same place twice"
	fi
}
