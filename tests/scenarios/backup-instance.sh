# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: trace_instance=BACKUP=SOURCE. The boot-mapped instance boot_map traces from the command
# line at every boot (sched_process_exec); backup keeps a copy of what it held of the previous boot.
# Boot 1 (a fresh range: nothing to back up, said so) writes markers 1-100 into boot_map and panics.
# Boot 2: backup has markers 1-100 while boot_map already holds boot 2's events; backup refuses
# every write, can be read while it is cleared, and rmdir gives its memory back; boot 2 writes
# markers 101-200 and panics. Boot 3: backup holds boot 2's markers.

CMDLINE='memmap=16M$0x18000000 trace_instance=boot_map@0x18000000:16M,sched:sched_process_exec
 trace_instance=backup=boot_map trace_instance=plain trace_instance=bk2=nosuch
 trace_instance=bk3=plain trace_instance=plain=boot_map trace_instance=bk4=boot_map^traceoff
 trace_instance=bk5='
CMDLINE=${CMDLINE//$'\n'/}
T=/sys/kernel/tracing
S=$T/instances/boot_map
BK=$T/instances/backup


bad_entries() {
	says "$1: a backup of a missing instance is refused" "bk2=nosuch ignored: no instance named 'nosuch'"
	says "$1: a backup of an ordinary instance is refused" "bk3=plain ignored: 'plain' is not a boot-mapped instance"
	says "$1: a backup with a taken name is refused" "plain=boot_map ignored: an instance named 'plain' exists already"
	says "$1: a backup with flags is refused" "bk4=boot_map^traceoff ignored: a backup (BACKUP=SOURCE) takes no flags"
	says "$1: a backup of nothing is refused" "bk5= ignored: no instance to back up"
	for b in bk2 bk3 bk4 bk5; do check "$1: no instance $b" test ! -e $T/instances/$b; done
}

boot1() {
	says "a fresh range has nothing to back up, and says so" \
		"backup=boot_map ignored: 'boot_map' holds no events of the previous boot"
	check "so there is no backup instance" test ! -e $BK
	bad_entries "boot 1"
	check_eq "boot_map traces from the command line" 1 "$(cat $S/events/sched/sched_process_exec/enable)"
	write_markers $S/trace_marker 1 100
	crash
}

boot2() {
	check "the backup exists" test -d $BK
	says "the copy time is reported" 'instance backup: a copy of boot_map ([0-9]* KiB, copied in [0-9]* us, checked in [0-9]* us)'
	dmesg | grep -o 'instance backup: a copy.*' | sed 's/^/# /' > "$RESULTS"
	check_eq "backup holds boot 1's markers, in order" "$(seq 1 100 | tr '\n' ' ')" \
		"$(markers $BK/trace | tr '\n' ' ')"
	check_eq "boot_map already holds this boot's events, none of boot 1's" 0 "$(markers $S/trace | wc -l)"
	check "boot_map records this boot's sched_process_exec" grep -q sched_process_exec $S/trace
	check_eq "boot_map shows this boot" "# Current" "$(cat $S/last_boot_info)"
	check "backup's last_boot_info names boot 1's kernel" grep -Eq '^[0-9a-f]+	\[kernel\]$' $BK/last_boot_info
	check "backup's last_boot_status says it is a copy" grep -q "a copy of the previous boot" $BK/last_boot_status
	check "boot_map's last_boot_status says tracing started with a backup" \
		grep -q "copied to a backup" $S/last_boot_status

	# nothing can be recorded in a backup
	for w in "1 > $BK/events/sched/sched_switch/enable" "1 > $BK/events/sched/enable" \
		"sched:sched_switch >> $BK/set_event" "function > $BK/current_tracer" \
		"hello > $BK/trace_marker" "1 > $BK/options/trace_printk_dest" \
		"enable_event:sched:sched_switch > $BK/events/sched/sched_process_exec/trigger"; do
		check "refused: echo $w" sh -c "! echo $w 2> /tmp/err"
		check "with EROFS: echo $w" grep -q "Read-only file system" /tmp/err
	done
	check "resizing backup is refused" sh -c "! echo 4096 > $BK/buffer_size_kb"
	check_eq "backup still holds boot 1's 100 markers" 100 "$(markers $BK/trace | wc -l)"

	# read it while it is cleared, then remove it while readers come and go
	( while :; do cat $BK/trace > /dev/null 2>&1; done ) & reader=$!
	echo > $BK/trace
	check_eq "cleared, backup is empty" 0 "$(markers $BK/trace | wc -l)"
	kill $reader; wait $reader 2>/dev/null
	free_before=$(awk '/^MemFree/ {print $2}' /proc/meminfo)
	check "rmdir removes the backup" rmdir $BK
	free_after=$(awk '/^MemFree/ {print $2}' /proc/meminfo)
	emit "# MemFree: $free_before kB before rmdir, $free_after kB after"
	check "rmdir gave back at least 15 MiB of the 16 MiB copy" \
		test $((free_after - free_before)) -ge $((15 * 1024))
	write_markers $S/trace_marker 101 200
	crash
}

boot3() {
	check_eq "backup holds boot 2's markers, in order" "$(seq 101 200 | tr '\n' ' ')" \
		"$(markers $BK/trace | tr '\n' ' ')"
	check "and boot 2's sched_process_exec events" grep -q sched_process_exec $BK/trace
	bad_entries "boot 3"
}
