# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the firmware writes into the persistent range, and the next boot says so.
# SeaBIOS (QEMU's pc firmware) works in the top of guest RAM during POST and leaves its data there
# as usable RAM: in a 512 MB guest its own tables and lists at 0x1efe2000-0x1f000000 and, with
# QEMU's default NIC, the NIC's iPXE option ROM at 0x1efcf000-0x1efe2000, all inside the range,
# which reserve_mem_at= keeps at 0x1e800000 (reserve_mem= alone places it lower, below the top
# quarter of memory, clear of both: initrd-growth-seabios). boot.sh gives guests no NIC unless asked (NIC=default here):
# that keeps the ROM out, not SeaBIOS's own data. Nor does it give them SeaBIOS unless asked: its
# default firmware is qboot, which writes below 1 MiB only. This scenario is about what SeaBIOS
# does, and asks for it on every boot (BIOS=seabios).
# Boot 1 (NIC) fills every page of the range with numbered markers and panics. Boot 2 (NIC: the
# firmware wrote again) finds the damage reported in last_boot_status and the markers around it
# in order, then reboots without writing: the host finds the iPXE ROM in the range. Boots 3 and 4
# do the same without a NIC: less damage, no ROM in the range, SeaBIOS's data still there. Boots
# 2, 3 and 4 each find damage where SeaBIOS writes: boot 4 says so, where, and what to change.
# nokaslr: the range is where it was on every boot (KASLR sometimes puts the kernel there).

CPUS=1		# one CPU: every page of the range is CPU 0's, and every one is filled
TIMEOUT=300
CMDLINE='nokaslr reserve_mem=16M:2M:trace reserve_mem_at=0x1e800000:16M:trace trace_instance=flight@trace'
NIC=default NIC3=none NIC4=none
BIOS=seabios
B=/sys/kernel/tracing/instances/flight
FIRMWARE_PAGES=49	# 0x1efcf000-0x1f000000: what the firmware writes with the NIC

range() { range_mem trace; }
overrun() { sed -n 's/^overrun: //p' $B/per_cpu/cpu0/stats; }

# fill BOOT: markers of about 900 bytes (four to a page) until the ring has wrapped, then 1000
# more (every page holds markers); a last line says how many were written
fill() {
	local pad i=0 last
	pad=$(printf '%0880d' 0)
	exec 3> $B/trace_marker
	while [ "$(overrun)" = 0 ]; do
		for _ in $(seq 500); do i=$((i + 1)); printf '%s boot %s marker %d\n' "$pad" "$1" "$i" >&3; done
	done
	last=$((i + 1000))
	while [ "$i" -lt "$last" ]; do i=$((i + 1)); printf '%s boot %s marker %d\n' "$pad" "$1" "$i" >&3; done
	echo "boot $1 wrote $i markers" >&3
	exec 3>&-
	emit "# boot $1: wrote $i markers, the ring wrapped ($(overrun) overwritten)"
}

# fill_and_crash BOOT: the range filled by this boot alone, then a panic
fill_and_crash() {
	emit "# boot $1: $(range)"
	[ "$1" = 1 ] || emit "# boot $1's last_boot_status: $(grep -e '^ring buffer:' -e '^damaged again:' $B/last_boot_status | tr '\n' ' ')"
	range > /tmp/range
	send range /tmp/range
	echo > $B/trace
	fill "$1"
	crash
}

# read_back BOOT: the next boot reads what BOOT wrote: the damage reported, no larger than what
# the firmware wrote, the markers kept in order, older and newer ones than those lost (the lost
# ones need not be one stretch of numbers: the ring need not start at the range's first page).
# Then a reboot, nothing written: the host sees what the firmware left.
read_back() {
	local lost first end n last
	emit "# boot $(($1 + 1)): $(range); last_boot_status:"
	sed 's/^/#   /' $B/last_boot_status > "$RESULTS"
	send status $B/last_boot_status
	markers $B/trace > /tmp/got
	last=$(sed -n "s/.*boot $1 wrote \([0-9]*\) markers$/\1/p" $B/trace)
	# the markers missing between the oldest kept and the last: "FIRST LAST COUNT"
	lost=$(awk 'NR > 1 && $1 != prev + 1 { if (!first) first = prev + 1; end = $1 - 1; n += $1 - prev - 1 }
		{ prev = $1 } END { print first + 0, end + 0, n + 0 }' /tmp/got)
	read -r first end n <<< "$lost"
	emit "# $(wc -l < /tmp/got) markers kept, $(head -1 /tmp/got)..$(tail -1 /tmp/got) of 1..$last;" \
		"$n lost, between $first and $end:" \
		"$(awk 'NR > 1 && $1 != prev + 1 { printf "%d-%d ", prev + 1, $1 - 1 } { prev = $1 }' /tmp/got | head -c 300)"
	check "last_boot_status reports the damage" \
		grep -q '^ring buffer: cpu0: damage: [1-9][0-9]* pages dropped' $B/last_boot_status
	check "the markers kept are in order, each once" sh -c "sort -n /tmp/got | uniq | cmp -s - /tmp/got"
	check "markers were lost" test "$first" -gt 0
	check "no more pages dropped than the firmware wrote" \
		test "$(sed -n 's/^ring buffer: .*damage: \([0-9]*\) pages dropped.*/\1/p' $B/last_boot_status)" \
		-le $FIRMWARE_PAGES
	check "no more markers lost than those pages held" test "$n" -le $((FIRMWARE_PAGES * 4))
	check "markers older than the lost ones were kept" test "$(head -1 /tmp/got)" -lt "$first"
	check "markers newer than the lost ones were kept" test "$(tail -1 /tmp/got)" -gt "$end"
	check_eq "the last marker was kept" "$last" "$(tail -1 /tmp/got)"
	repeated "$1"
	reboot_now
}

# repeated BOOT: after BOOT's trace, the pages the firmware damages at every boot are named as
# such, with what to change: not at the first damage (boot 2), at the third boot in a row that
# finds them (boot 4: boots 2, 3 and 4), inside what the firmware writes and within the range
repeated() {
	local line first last pages
	line=$(grep '^damaged again:' $B/last_boot_status)
	if [ "$1" = 1 ]; then
		check_eq "the first damage is not called damage again" "" "$line"
		return
	fi
	check "the same pages damaged at boots 2, 3 and 4 are named, with what to change" grep -qx \
		'damaged again: cpu0: [1-9][0-9]* pages in \[mem 0x[0-9a-f]*-0x[0-9a-f]*\] at 3 boots in a row: something writes there while the machine restarts, or the memory is bad; move the range with reserve_mem_at=ADDR:SIZE:trace' \
		$B/last_boot_status
	first=$(echo "$line" | sed -n 's/.*\[mem \(0x[0-9a-f]*\)-.*/\1/p')
	last=$(echo "$line" | sed -n 's/.*\[mem 0x[0-9a-f]*-\(0x[0-9a-f]*\)\].*/\1/p')
	pages=$(echo "$line" | sed -n 's/^damaged again: cpu0: \([0-9]*\) pages.*/\1/p')
	check "they are where the firmware writes (${first:-?}-${last:-?} in 0x1efcf000-0x1effffff)" \
		test $((${first:-0})) -ge $((0x1efcf000)) -a $((${last:-0})) -le $((0x1effffff)) \
		-a $((${first:-0})) -le $((${last:-0}))
	check "no more pages than lie there (${pages:-?})" \
		test "${pages:-0}" -ge 1 -a $(((${last:-0} + 1 - ${first:-0}) / 4096)) -ge "${pages:-0}"
	# in the words of last_boot_status, whole: one text for both
	check "dmesg warns of them, as last_boot_status says it" sh -c \
		"dmesg | sed 's/^\[[^]]*\] //' | grep -qxF \"Tracing: instance flight: \$0\"" "$line"
}

boot1() { fill_and_crash 1; }
boot2() { read_back 1; }
boot3() { fill_and_crash 3; }
boot4() { read_back 3; }

# The host side. firmware_in_range BOOT: the iPXE ROM's strings and SeaBIOS's own (the MP table's
# "BOCHSCPU", its list of QEMU's ROM files "genroms/...") in the RAM file inside BOOT's range
firmware_in_range() {
	local start end
	read -r start end <<< "$(sent "$1" range | sed 's/.*\[mem \(0x[0-9a-f]*\)-\(0x[0-9a-f]*\)\]/\1 \2/')"
	# (if, not &&: a last match outside the range must not fail the loop, and the pipe with it)
	grep -obUa -e iPXE -e BOCHSCPU -e genroms/ "$RAM" | while IFS=: read -r at what; do
		if [ "$at" -ge $((start)) ] && [ "$at" -le $((end)) ]; then
			printf '%s at 0x%x\n' "$what" "$at"
		fi
	done | sort -u -k1,1
}
dropped() { sent "$1" status | sed -n 's/^ring buffer: .*damage: \([0-9]*\) pages dropped.*/\1/p'; }

host1() { check_eq "the markers cover the range: no firmware bytes left in it" "" "$(firmware_in_range 1)"; }
host2() {
	local fw
	fw=$(firmware_in_range 1)
	echo "# in the range after boot 2's firmware: $(echo "$fw" | tr '\n' ' ')"
	check "with a NIC, the firmware put the iPXE ROM in the range" grep -q '^iPXE ' <<< "$fw"
}
host3() { check_eq "boot 3's markers cover the range: no firmware bytes left in it" "" "$(firmware_in_range 3)"; }
host4() {
	local fw
	fw=$(firmware_in_range 3)
	echo "# in the range after boot 4's firmware: $(echo "$fw" | tr '\n' ' ')"
	check_eq "without a NIC, no iPXE ROM in the range" "" "$(grep '^iPXE ' <<< "$fw")"
	check "SeaBIOS's own data is in the range still" grep -q '^BOCHSCPU ' <<< "$fw"
	check "without a NIC fewer pages are lost ($(dropped 4) against $(dropped 2))" \
		test "$(dropped 4)" -lt "$(dropped 2)"
}
