# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: every way to start recording in a boot-mapped instance first drops the previous boot's
# events, so that the two boots never mix. Boot 1 writes a marker into three boot-mapped instances
# and reboots. Boot 2 starts recording in each by a path other than tracefs' enable and tracing_on
# files: an enable_event function probe (pa), a traceon function probe (pb, which boots with
# ^traceoff), and a driver's trace_array_set_tracing() (pc, ^traceoff too, through the test module
# pf_api). Each must then show this boot, without boot 1's marker; a probe command that fails or
# matches no function leaves the previous boot as it was. The backup of pa refuses
# trace_array_set_tracing() with -EROFS and keeps what it copied.
# A new trace clock empties an instance too: written with CPU 1 offline, it begins a new boot in
# pd on every CPU, not only on the online ones whose pages it resets (r2-5). And two answers of the
# instance API (pf_api): a cleared backup still held open takes no trace_array_printk() line
# (r2-6), and trace_array_snapshot() of an instance that pause-on-trace holds stopped returns
# -EBUSY, not 0 without a snapshot (r2-4). A stacktrace function probe, which records into the
# instance, starts it anew too (pe, r6-M1).

MEM=512M
TIMEOUT=150
# one memmap= for the five ranges: the decompressor keeps the randomized kernel out of the first
# four memmap= regions only, and a fifth was sometimes where KASLR put the kernel
CMDLINE='memmap=20M$0x18000000 '\
'trace_instance=pa@0x18000000:4M trace_instance=pb^traceoff@0x18400000:4M '\
'trace_instance=pc^traceoff@0x18800000:4M trace_instance=bk=pa '\
'trace_instance=pd@0x18c00000:4M trace_instance=pe@0x19000000:4M'
I=/sys/kernel/tracing/instances

boot1() {
	for i in pa pb pc pe; do
		echo 1 > $I/$i/tracing_on
		echo "boot 1 in $i" > $I/$i/trace_marker
	done
	# pd: a marker from each CPU
	taskset 1 sh -c "echo 'boot 1 in pd on cpu 0' > $I/pd/trace_marker"
	taskset 2 sh -c "echo 'boot 1 in pd on cpu 1' > $I/pd/trace_marker"
	reboot_now
}

# begun NAME: the instance shows this boot, and boot 1's marker is gone
begun() {
	[ "$(cat "$I/$1/last_boot_info")" = "# Current" ] && ! grep -q "boot 1 in" "$I/$1/trace"
}

boot2() {
	for i in pa pb pc; do
		check "$i shows boot 1's marker" grep -q "boot 1 in $i" $I/$i/trace
	done
	# a command that fails or matches no function changes nothing
	echo 'pf_no_such_function:enable_event:sched:sched_wakeup' > $I/pa/set_ftrace_filter ||
		true
	check "an enable_event probe on no function leaves pa as it was" \
		grep -q "boot 1 in pa" $I/pa/trace
	echo 'pf_no_such_function:traceon' > $I/pb/set_ftrace_filter || true
	echo 'ksys_read:traceon:x' > $I/pb/set_ftrace_filter 2> /dev/null || true
	check "a traceon probe on no function, or with a bad count, leaves pb as it was" \
		grep -q "boot 1 in pb" $I/pb/trace
	echo 'ksys_read:enable_event:sched:sched_wakeup' > $I/pa/set_ftrace_filter
	cat /proc/version > /dev/null
	check "an enable_event probe started pa anew" begun pa
	echo '!ksys_read:enable_event:sched:sched_wakeup' > $I/pa/set_ftrace_filter

	echo 'ksys_read:traceon' > $I/pb/set_ftrace_filter
	cat /proc/version > /dev/null
	check_eq "the traceon probe turned pb on" 1 "$(cat $I/pb/tracing_on)"
	check "a traceon probe started pb anew" begun pb
	echo '!ksys_read:traceon' > $I/pb/set_ftrace_filter

	check "pe shows boot 1's marker" grep -q "boot 1 in pe" $I/pe/trace
	echo 'ksys_read:stacktrace' > $I/pe/set_ftrace_filter
	cat /proc/version > /dev/null
	# off before pe is read: each read of it would record a stack trace more
	echo '!ksys_read:stacktrace' > $I/pe/set_ftrace_filter
	check "a stacktrace probe started pe anew" begun pe

	insmod /modules/pf_api.ko on=pc || not_ok "insmod pf_api on=pc"
	says "trace_array_set_tracing() turned pc on" 'pf_api: trace_array_set_tracing(pc, true) = 0'
	check_eq "pc records" 1 "$(cat $I/pc/tracing_on)"
	check "trace_array_set_tracing() started pc anew" begun pc
	rmmod pf_api

	check "the backup holds boot 1's marker of pa" grep -q "boot 1 in pa" $I/bk/trace
	insmod /modules/pf_api.ko on=bk || not_ok "insmod pf_api on=bk"
	says "trace_array_set_tracing() refuses the backup" \
		'pf_api: trace_array_set_tracing(bk, true) = -30'
	check "the backup still holds boot 1's marker" grep -q "boot 1 in pa" $I/bk/trace
	rmmod pf_api

	# a cleared backup, still open, is removed only when closed: it takes no line meanwhile
	insmod /modules/pf_api.ko printk=pc || not_ok "insmod pf_api printk=pc"
	rmmod pf_api
	check "trace_array_printk() writes into pc (the control)" grep -q "pf_api: printk into pc" $I/pc/trace
	exec 3< $I/bk/trace
	echo > $I/bk/trace
	insmod /modules/pf_api.ko printk=bk || not_ok "insmod pf_api printk=bk"
	rmmod pf_api
	says "trace_array_init_printk() refuses the cleared backup" \
		'pf_api: trace_array_init_printk(bk) = -30'
	check "the cleared backup took no line" sh -c "! grep -q 'pf_api: printk into bk' $I/bk/trace"
	exec 3<&-

	# trace_array_snapshot() while the instance is stopped: an error, not 0 without a snapshot
	mkdir $I/ps
	echo 1 > $I/ps/options/pause-on-trace
	echo "before the snapshot" > $I/ps/trace_marker
	exec 3< $I/ps/trace
	insmod /modules/pf_api.ko snapshot=ps || not_ok "insmod pf_api snapshot=ps"
	rmmod pf_api
	exec 3<&-
	says "trace_array_snapshot() of a paused instance says it took none" \
		'pf_api: trace_array_snapshot_alloc(ps) = 0, trace_array_snapshot() = -16'
	insmod /modules/pf_api.ko snapshot=ps || not_ok "insmod pf_api snapshot=ps"
	rmmod pf_api
	says "and takes one once the instance runs again (the control)" \
		'pf_api: trace_array_snapshot_alloc(ps) = 0, trace_array_snapshot() = 0'
	check "the snapshot holds the marker" grep -q "before the snapshot" $I/ps/snapshot
	rmdir $I/ps

	# a new clock written with CPU 1 offline
	check "pd shows boot 1's markers of both CPUs" \
		sh -c "grep -q 'boot 1 in pd on cpu 0' $I/pd/trace && grep -q 'boot 1 in pd on cpu 1' $I/pd/trace"
	echo 0 > /sys/devices/system/cpu/cpu1/online
	echo global > $I/pd/trace_clock
	echo 1 > /sys/devices/system/cpu/cpu1/online
	check "a new trace clock started pd anew" begun pd
	check "no marker of boot 1 is left on the CPU that was offline" \
		sh -c "! grep -q 'boot 1 in pd' $I/pd/per_cpu/cpu1/trace"
}
