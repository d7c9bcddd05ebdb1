# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: firmware that leaves its ACPI tables in RAM never has a reserve_mem= range over them.
# x86 reserves the initial ACPI tables only after it has placed the reserve_mem= ranges, so a range
# can be placed over a table that firmware left in E820 RAM; the trace would then overwrite the
# table before ACPI reads it, and removing the instance would free pages ACPI still maps. QEMU's
# firmware keeps its tables in a reserved region; memmap=exactmap (the whole of guest RAM as RAM,
# SeaBIOS's table region at its top included) gives the firmware map of one that does not. The
# range (128 KiB, kept by reserve_mem_at= at the top of RAM, where top down placement put it
# before ranges went below the top quarter of memory) then falls on the tables: the kernel gives
# the range up and says so, ACPI reads its tables, and no instance is made on the range.
# One boot, nokaslr: the kernel is where it always is, so the range's only place is the tables'.

BIOS=seabios
CPUS=1
CMDLINE='nokaslr memmap=exactmap memmap=0x9fc00@0 memmap=0x1ff00000@0x100000 reserve_mem=128K:4K:t reserve_mem_at=0x1ffe0000:128K:t trace_instance=t@t'

# table_check SIG: the table as it lies in memory now (/dev/mem, at the place dmesg gave): its
# signature and the sum of its bytes modulo 256 (0 for a good table)
table_check() {
	local at from to
	at=$(grep -o "Reserving $1 table memory at \[mem [^]]*\]" /tmp/lines | grep -o '0x[0-9a-f]*-0x[0-9a-f]*')
	from=${at%-*} to=${at#*-}
	dd if=/dev/mem bs=1 skip=$((from)) count=$((to - from + 1)) of=/tmp/table 2>/dev/null
	echo "$(head -c4 /tmp/table) $(od -An -v -tu1 /tmp/table | tr -s ' ' '\n' | awk '{ s += $1 } END { print s % 256 }')"
}

boot1() {
	dmesg | grep -E 'ACPI: Reserving|reserve_mem|ACPI Error|ACPI BIOS Error' | sed 's/^/# /' > /tmp/lines
	emit "$(cat /tmp/lines)"
	check "the range is given up: it holds firmware data" \
		grep -q 'reserve_mem: t: firmware data at \[mem .*\] lies in it: not used' /tmp/lines
	# (this firmware map costs ACPI an error about its regions, with or without the range)
	check "the instance is not made on the range" test ! -e /sys/kernel/tracing/instances/t
	check "the command line's instance says why" sh -c "dmesg | grep -q 'trace_instance=t@t ignored'"
	for t in DSDT FACP APIC; do
		check_eq "$t: the table is intact in memory" "$t 0" "$(table_check $t)"
	done
}
