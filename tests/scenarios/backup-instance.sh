# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: trace_instance=BACKUP=SOURCE. The boot-mapped instance boot_map traces from the command
# line at every boot (sched_process_exec); backup keeps a copy of what it held of the previous boot.
# Boot 1 (a fresh range: the backup is made all the same, empty, as mainline makes it; said so)
# writes markers 1-100 into boot_map and panics.
# Boot 2: backup has markers 1-100 while boot_map already holds boot 2's events; every file of
# backup but trace is read-only (modes, and EACCES even for root); cleared while it is read, it
# goes once closed, and gives its memory back; boot 2 writes markers 101-200 and panics.
# Boot 3: backup holds boot 2's markers; read out through trace_pipe (which ends rather than
# waits), it goes; boot 3 writes markers 201-300 and panics. Boot 4: read out through every CPU's
# trace_pipe_raw, it goes. Boot 5: rmdir removes a backup at once, and gives its memory back.

CMDLINE='memmap=16M$0x18000000 trace_instance=boot_map@0x18000000:16M,sched:sched_process_exec
 trace_instance=backup=boot_map trace_instance=plain trace_instance=bk2=nosuch
 trace_instance=bk3=plain trace_instance=plain=boot_map trace_instance=bk4=boot_map^traceoff
 trace_instance=bk5='
CMDLINE=${CMDLINE//$'\n'/}
# on i386 too: its kernel has lockdep, which make check's x86_64 and arm64 kernels leave out
ARCHES='x86_64 i386'
T=/sys/kernel/tracing
S=$T/instances/boot_map
BK=$T/instances/backup


gone() { local i; for i in 1 2 3 4 5 6 7 8 9 10; do [ -e "$1" ] || return 0; sleep 1; done; return 1; }
refused() { # refused "WORDS > FILE": echo WORDS > FILE fails with EACCES
	! sh -c "echo $1" 2> /tmp/err && grep -q 'Permission denied' /tmp/err
}
with_write_bits() { # with_write_bits DIR f|d: the files or directories under DIR with a write bit
	find "$1" -type "$2" -exec stat -c '%a %n' {} + | awk '$1 ~ /[2367]/ { print $2 }'
}

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
		"instance backup: empty: boot_map holds no events of the previous boot"
	check "the backup is there all the same (scripts for mainline look for it)" test -f $BK/trace
	check_eq "and holds nothing" "" "$(grep -v '^#' $BK/trace)"
	check_eq "its last_boot_status says so" "nothing" "$(sed -n 's/^shows: //p' $BK/last_boot_status)"
	check_eq "and why" "empty: its source held no events of the previous boot" \
		"$(sed -n 's/^at boot: //p' $BK/last_boot_status)"
	check_eq "no file of the empty backup but trace has a write bit" "$BK/trace" "$(with_write_bits $BK f)"
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
	check "backup's last_boot_info gives boot 1's kernel line" grep -Eq '^[0-9a-f]+	\[kernel\]$' $BK/last_boot_info
	check "backup's last_boot_status says it is a copy" grep -q "a copy of the previous boot" $BK/last_boot_status
	check "boot_map's last_boot_status says tracing started with a backup" \
		grep -q "copied to a backup" $S/last_boot_status

	# nothing can be written in a backup but trace, not even by root
	check_eq "no file of backup but trace has a write bit" "$BK/trace" "$(with_write_bits $BK f)"
	check_eq "no directory of backup has one" "" "$(with_write_bits $BK d)"
	for w in "1 > $BK/events/sched/sched_switch/enable" "1 > $BK/events/sched/enable" \
		"1 > $BK/events/enable" "sched:sched_switch >> $BK/set_event" \
		"function > $BK/current_tracer" "hello > $BK/trace_marker" "0 > $BK/tracing_on" \
		"1 > $BK/options/trace_printk_dest" "nooverwrite > $BK/trace_options" \
		"4096 > $BK/buffer_size_kb" "1 > $BK/tracing_cpumask" "global > $BK/trace_clock" \
		"> $BK/per_cpu/cpu0/trace" "'common_pid < 0' > $BK/events/sched/sched_switch/filter" \
		"enable_event:sched:sched_switch > $BK/events/sched/sched_process_exec/trigger"; do
		check "refused with EACCES: echo $w" refused "$w"
	done
	check_eq "backup still holds boot 1's 100 markers" 100 "$(markers $BK/trace | wc -l)"

	# cleared while it is read: it goes once nothing holds it, and gives its memory back
	free_before=$(memfree)
	( while :; do cat $BK/trace > /dev/null 2>&1; done ) & reader=$!
	sleep 1
	echo > $BK/trace
	kill $reader; wait $reader 2>/dev/null
	check "cleared, backup goes once closed" gone $BK
	free_after=$(memfree)
	emit "# MemFree: $free_before kB before clearing, $free_after kB after"
	check "and gave back at least 15 MiB of the 16 MiB copy" \
		test $((free_after - free_before)) -ge $((15 * 1024))
	says "dmesg says why it went" "backup instance backup was read out or cleared, and is removed"
	write_markers $S/trace_marker 101 200
	crash
}

boot3() {
	check_eq "backup holds boot 2's markers, in order" "$(seq 101 200 | tr '\n' ' ')" \
		"$(markers $BK/trace | tr '\n' ' ')"
	check "and boot 2's sched_process_exec events" grep -q sched_process_exec $BK/trace
	bad_entries "boot 3"
	# trace_pipe of a backup ends when it is read out: nothing more ever comes
	exec 3< $BK/trace_pipe	# kept open after the read, to poll it (read -t 0: select())
	timeout 20 cat <&3 > /tmp/pipe
	check_eq "trace_pipe gives boot 2's markers, then ends" "$(seq 101 200 | tr '\n' ' ')" \
		"$(markers /tmp/pipe | tr '\n' ' ')"
	check "a reader that polls the read-out backup is not kept waiting" read -r -t 0 -u 3
	exec 3<&-
	check "read out, backup goes" gone $BK
	write_markers $S/trace_marker 201 300
	crash
}

boot4() {
	local cpu
	check "backup exists again" test -d $BK
	for cpu in "$BK"/per_cpu/cpu*; do
		timeout 20 cat "$cpu/trace_pipe_raw" > "/tmp/raw.${cpu##*/}"
	done
	check "every CPU's trace_pipe_raw ended, with pages" test "$(cat /tmp/raw.* | wc -c)" -ge 4096
	check "read out, backup goes" gone $BK
	crash
}

boot5() {
	local free_before free_after
	free_before=$(memfree)
	check "rmdir removes a backup at once" rmdir $BK
	free_after=$(memfree)
	check "and gives back at least 15 MiB of the 16 MiB copy" \
		test $((free_after - free_before)) -ge $((15 * 1024))
}
