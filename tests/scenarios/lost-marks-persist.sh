# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the loss marks that recovery puts in a previous boot's trace survive another reboot
# (mainline 7.2). Boot 1 writes 2000 markers on CPU 0 into a reserve_mem= instance made with
# tracing off, and panics; the host makes one page of the middle unusable. Boot 2 shows the
# markers around the lost page with a loss mark where it was, and reboots without anyone
# starting to trace. Boot 3 shows the same markers and the same loss mark in the same place
# (without the fix the mark is gone, as if nothing was lost), with no new damage reported. Boot 3
# reboots again: boot 4 still shows it, and so does trace-cmd's report of the raw pages.

CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceoff@trace'
T=/sys/kernel/tracing
B=$T/instances/boot_map
N=2000

# the markers and loss marks of the trace, in order
marks() { grep -o 'marker [0-9]*$\|LOST.*EVENTS' $B/trace | sed 's/^marker //'; }

boot1() {
	echo 1 > $B/tracing_on
	taskset -c 0 sh -c "i=1; while [ \$i -le $N ]; do echo \"marker \$i\"; i=\$((i + 1)); done" > $B/trace_marker
	tag_bounds trace > /tmp/b && send range /tmp/b
	crash
}

# host1: a page of CPU 0 with events, neither the commit page nor the first, made unusable
host1() { poke_cpu0_page 1 'NR == 10' '\xff\x0f\0\0' "a page in the middle of CPU 0's markers"; }

boot2() {
	says "recovery dropped the page" "cpu0: damage: 1 pages dropped"
	check "the trace marks the loss" grep -q 'LOST.*EVENTS' $B/trace
	check "a page of markers is gone" test "$(grep -c 'marker [0-9]*$' $B/trace)" -lt $N
	marks > /tmp/m && send marks /tmp/m
	check_eq "tracing is still off" 0 "$(cat $B/tracing_on)"
	reboot_now
}

boot3() {
	check "no new damage: the page dropped at boot 2 is not counted again" \
		sh -c "! grep -q 'damage: [0-9]* pages dropped' $B/last_boot_status"
	marks > /tmp/m && send marks /tmp/m
	reboot_now
}

boot4() {
	marks > /tmp/m && send marks /tmp/m
	# the raw pages a tool reads carry the mark as well (the page's RB_MISSED_EVENTS)
	trace-cmd extract -k -B boot_map -o /tmp/b.dat > /tmp/extract.log 2>&1
	trace-cmd report -i /tmp/b.dat > /tmp/report 2>&1
	# trace-cmd says "[EVENTS DROPPED]" for a loss of unknown size
	check "trace-cmd report shows the loss mark of the raw pages, just before the markers jump" \
		test "$(awk '/EVENTS DROPPED|LOST.*EVENTS/ { d = NR } /marker [0-9]+$/ { n = $NF
			if (p && n != p + 1) { print (d == NR - 1) ? "yes" : "no"; exit } p = n }' /tmp/report)" = yes
	check_eq "and every marker that cat shows" "$(grep -c '^[0-9]*$' /tmp/m)" \
		"$(grep -c 'marker [0-9]*$' /tmp/report)"
}

host4() {
	check "boot 2 showed a loss mark" grep -q LOST <<< "$(sent 2 marks)"
	check_eq "boot 3 shows the same markers and loss mark, in the same place" \
		"$(sent 2 marks | md5sum)" "$(sent 3 marks | md5sum)"
	check_eq "and so does boot 4" "$(sent 2 marks | md5sum)" "$(sent 4 marks | md5sum)"
}
