# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: every way to start recording in a boot-mapped instance first drops the previous boot's
# events, so that the two boots never mix. Boot 1 writes a marker into three boot-mapped instances
# and reboots. Boot 2 starts recording in each by a path other than tracefs' enable and tracing_on
# files: an enable_event function probe (pa), a traceon function probe (pb, which boots with
# ^traceoff), and a driver's trace_array_set_tracing() (pc, ^traceoff too, through the test module
# pf_api). Each must then show this boot, without boot 1's marker; a probe command that fails or
# matches no function leaves the previous boot as it was. The backup of pa refuses
# trace_array_set_tracing() with -EROFS and keeps what it copied.

MEM=512M
TIMEOUT=150
CMDLINE='memmap=4M$0x18000000 memmap=4M$0x18400000 memmap=4M$0x18800000 '\
'trace_instance=pa@0x18000000:4M trace_instance=pb^traceoff@0x18400000:4M '\
'trace_instance=pc^traceoff@0x18800000:4M trace_instance=bk=pa'
I=/sys/kernel/tracing/instances

boot1() {
	for i in pa pb pc; do
		echo 1 > $I/$i/tracing_on
		echo "boot 1 in $i" > $I/$i/trace_marker
	done
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
}
