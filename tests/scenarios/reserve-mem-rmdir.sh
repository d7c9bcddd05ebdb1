# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: rmdir of a boot-mapped instance on a reserve_mem= range gives the memory back (as
# mainline does since 6.15); one on a fixed range (@ADDR:SIZE) keeps refusing. Boot 1 writes
# markers into both and reboots. Boot 2 reads them and removes the reserve_mem= one: MemFree rises
# by the range's size, dmesg says so, the name makes an ordinary instance again, and the fixed
# one still refuses and keeps its markers. Boot 3, with the same command line, has both again.
# debugfs lists the ranges in use as mainline 7.1 does (memblock/reserve_mem_param: label and
# size, a line each; the directory made for it where x86 keeps no memblock files): trace is listed
# before the rmdir, not after it, and again at boot 3. MemTotal grows by exactly the range (and its
# tag page, where it has one): the last page is freed too (mainline's c12c3e150780 fixed a
# release that kept it).

CMDLINE='reserve_mem=16M:2M:trace trace_instance=pb@trace memmap=4M$0x18000000 trace_instance=fx@0x18000000:4M'
T=/sys/kernel/tracing

boot1() {
	write_markers $T/instances/pb/trace_marker 1 20
	write_markers $T/instances/fx/trace_marker 1 20
	reboot_now
}

P=/sys/kernel/debug/memblock/reserve_mem_param
memtotal() { awk '/^MemTotal:/ { print $2 }' /proc/meminfo; }

boot2() {
	local before after total_before total_after
	check_markers "pb holds boot 1's markers" 1 20 $T/instances/pb/trace
	check "pb's last_boot_status says rmdir frees its range" \
		grep -qx 'range: reserve_mem=trace (rmdir frees it)' $T/instances/pb/last_boot_status
	check "fx's says rmdir is refused" \
		grep -q '^range: a fixed range (@ADDR:SIZE, kept: rmdir is refused)' $T/instances/fx/last_boot_status
	check "debugfs lists the range trace with its size" grep -qx "$(printf 'trace\t\t(16.0 MiB)')" $P
	before=$(memfree) total_before=$(memtotal)
	check "rmdir pb succeeds" rmdir $T/instances/pb
	after=$(memfree) total_after=$(memtotal)
	emit "# MemFree: $before kB before rmdir, $after kB after; MemTotal: $total_before kB, $total_after kB"
	check "MemTotal rose by exactly the range (16384 kB, 16388 kB with its tag page)" \
		grep -qxE '16384|16388' <<< "$((total_after - total_before))"
	check "debugfs no longer lists it" sh -c "! grep -q '^trace' $P"
	check "MemFree rose by the range's 16 MiB (at least 15 MiB)" test $((after - before)) -ge $((15 * 1024))
	says "dmesg says the range was released" 'reserve_mem: trace: released \[mem'
	says "and freed to the page allocator" 'Freeing trace memory: 16384K'
	check "pb is gone" test ! -e $T/instances/pb
	check "the name makes an ordinary instance again" mkdir $T/instances/pb
	check "which is not boot-mapped" test ! -e $T/instances/pb/last_boot_info
	check "and is removed as ever" rmdir $T/instances/pb
	check "rmdir fx is refused" sh -c "! rmdir $T/instances/fx 2>/dev/null"
	check_markers "fx still holds boot 1's markers" 1 20 $T/instances/fx/trace
	reboot_now
}

boot3() {
	check "the next boot makes pb on its range again" test -f $T/instances/pb/last_boot_status
	check "and fx" test -f $T/instances/fx/last_boot_status
	says "reserve_mem= reserved the range again" 'reserve_mem: trace: reserved \[mem'
	check "debugfs lists it again" grep -q "^trace" $P
}
