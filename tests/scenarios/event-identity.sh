# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: events keep their identity across boots although this kernel numbers them otherwise.
# Boot 1 loads two modules with events in the order A, B, makes a kprobe event and a synthetic
# event, records all four kinds in a boot-mapped instance, and panics. Boot 2 loads B, A (so the
# modules' events get other numbers) and makes no dynamic events: the modules' events print
# exactly as boot 1 printed them, the kprobe and synthetic events under their own names with
# their recorded fields; made again, they print as boot 1 printed them. trace-cmd reads the same
# in the guest, and the host's trace-cmd reports the extracted file with the right names. Boot 3
# loads B only: A's events print from their recorded format, with boot 1's values.
#   A = trace-events-sample.ko (sample-trace:foo_bar), B = sample-trace-array.ko
#   (sample-subsystem:sample_event)

ARCHES='x86_64 arm64'
ADDR=0x18000000
OUT=$((0x1a000000))	# a hole the guest copies trace-cmd's file into (/dev/mem), for the host
CMDLINE='memmap=16M$0x18000000 memmap=8M$0x1a000000 trace_instance=ids@0x18000000:16M'
# arm64's /dev/mem reaches only memory in the kernel's map: there the hole is a mapped reservation
if [ "$ARCH" = arm64 ]; then
	CMDLINE='memmap=16M$0x18000000 trace_instance=ids@0x18000000:16M'
	DT_RESERVE="$(printf '0x%x' $((RAM_BASE + OUT))):8M:map"
fi
T=/sys/kernel/tracing
B=$T/instances/ids
A_EV=sample-trace/foo_bar
B_EV=sample-subsystem/sample_event
# do_sys_openat2(dfd, filename, how): its first two arguments, in the registers that hold them
KPROBE='p:pf_open do_sys_openat2 dfd=%di:s32 name=+0(%si):ustring'
[ "$ARCH" != arm64 ] || KPROBE='p:pf_open do_sys_openat2 dfd=%x0:s32 name=+0(%x1):ustring'
SYNTH='pf_wakeup_lat u64 lat; pid_t pid; char comm[16]'
WAKING='hist:keys=pid:ts0=common_timestamp.usecs'
SWITCH='hist:keys=next_pid:lat=common_timestamp.usecs-$ts0:onmatch(sched.sched_waking).trace(pf_wakeup_lat,$lat,next_pid,next_comm)'

load() { for m in "$@"; do insmod /modules/"$m".ko || not_ok "insmod $m"; done; }
dynamic_events() {
	echo "$KPROBE" > $T/kprobe_events
	echo "$SYNTH" > $T/synthetic_events
}
ids() { # the numbers of the events, as "system/event id" lines
	for e in $A_EV $B_EV kprobes/pf_open synthetic/pf_wakeup_lat; do
		[ -e "$T/events/$e/id" ] && echo "$e $(cat "$T/events/$e/id")"
	done
}
# the lines of the events in a trace, from the pid on (the previous boot's comms are '<...>')
lines() { grep -E " ($1): " | sed -E 's/^.*-([0-9]+) +(\[[0-9]+\])/\1 \2/'; }

boot1() {
	load trace-events-sample sample-trace-array
	dynamic_events
	echo "$WAKING" > $B/events/sched/sched_waking/trigger
	echo "$SWITCH" > $B/events/sched/sched_switch/trigger
	for e in $A_EV $B_EV kprobes/pf_open synthetic/pf_wakeup_lat; do echo 1 > "$B/events/$e/enable"; done
	sleep 3
	cat /etc/passwd > /dev/null
	echo 0 > $B/tracing_on
	ids > /tmp/ids
	send ids /tmp/ids
	cat $B/trace > /tmp/trace
	for e in foo_bar sample_event pf_open pf_wakeup_lat; do
		check "boot 1 recorded $e" grep -q " $e: " /tmp/trace
	done
	lines 'foo_bar|sample_event' < /tmp/trace > /tmp/modules
	send modules /tmp/modules
	grep -o 'name="[^"]*"' /tmp/trace > /tmp/opens
	send opens /tmp/opens
	lines pf_wakeup_lat < /tmp/trace | sed -E 's/.*lat=([0-9]+),? pid=([0-9]+),? comm=(.*)$/\1 \2 \3/' > /tmp/synth
	send synth /tmp/synth
	check_eq "last_boot_events lists the four types this boot described" 4 \
		"$(grep -cE 'foo_bar|sample_event|pf_open|pf_wakeup_lat' $B/last_boot_events)"
	crash
}

boot2() {
	load sample-trace-array trace-events-sample
	ids > /tmp/ids
	send ids /tmp/ids
	cat $B/trace > /tmp/trace
	lines 'foo_bar|sample_event' < /tmp/trace > /tmp/modules
	send modules /tmp/modules
	check "the modules' events are not shown as recorded formats" \
		sh -c "! grep -q 'sample-trace:foo_bar \[' /tmp/trace"
	check "the kprobe event is shown under its name, from its recorded format" \
		grep -q "kprobes:pf_open \[previous boot's format\]: __probe_ip=0x[0-9a-f]* dfd=-100 name=\"/etc/passwd\"" /tmp/trace
	grep -o 'name="[^"]*"' /tmp/trace > /tmp/opens
	send opens /tmp/opens
	grep "synthetic:pf_wakeup_lat \[" /tmp/trace | sed -E 's/.*lat=([0-9]+) pid=([0-9]+) comm="([^"]*)".*$/\1 \2 \3/' > /tmp/synth
	send synth /tmp/synth
	check "last_boot_events says the kprobe is not in this kernel" \
		grep -q "kprobes:pf_open	not in this kernel" $B/last_boot_events
	check "and shows its recorded fields" grep -q "field:__data_loc char\[\] name;" $B/last_boot_events
	trace-cmd show -B ids 2>&1 | lines 'foo_bar|sample_event' > /tmp/show
	check "trace-cmd show -B gives the modules' events as cat does" cmp /tmp/show /tmp/modules
	trace-cmd extract -k -B ids -o /tmp/ids.dat > /tmp/extract.log 2>&1
	check "trace-cmd extract -k read the instance" test -s /tmp/ids.dat
	check "and kept it" test -d $B
	to_hole 0 /tmp/ids.dat
	check_eq "reading kept the previous boot" "previous boot" \
		"$(sed -n 's/^shows: //p' $B/last_boot_status)"
	reboot_now
}

host2() {
	sent 1 ids > "$LOGDIR/ids1"
	sent 2 ids > "$LOGDIR/ids2"
	check "boot 2 numbers the modules' events otherwise than boot 1" \
		test "$(grep sample "$LOGDIR/ids1")" != "$(grep sample "$LOGDIR/ids2")"
	sed 's/^/# boot 1: /' "$LOGDIR/ids1"; sed 's/^/# boot 2: /' "$LOGDIR/ids2"
	sent 1 modules > "$LOGDIR/modules1"
	sent 2 modules > "$LOGDIR/modules2"
	check "boot 1 recorded the modules' events" test -s "$LOGDIR/modules1"
	check "boot 2 prints the modules' events exactly as boot 1 did" \
		cmp "$LOGDIR/modules1" "$LOGDIR/modules2"
	check "boot 2 shows the kprobe's values of boot 1" \
		cmp <(sent 1 opens) <(sent 2 opens)
	check "boot 2 shows the synthetic event's values of boot 1" \
		cmp <(sent 1 synth) <(sent 2 synth)
	# the file trace-cmd extracted in the guest, from the hole in the RAM file
	from_hole 0 "$LOGDIR/ids.dat"
	trace-cmd report "$LOGDIR/ids.dat" > "$LOGDIR/report" 2>"$LOGDIR/report.err"
	check "the host's trace-cmd reports boot 1's foo_bar events by name" \
		test "$(grep -c ' foo_bar: ' "$LOGDIR/report")" = "$(grep -c ' foo_bar: ' "$LOGDIR/modules1")"
	check "and its sample_event events" \
		test "$(grep -c ' sample_event: ' "$LOGDIR/report")" = "$(grep -c ' sample_event: ' "$LOGDIR/modules1")"
	check "with boot 1's values" cmp <(grep -o 'sample_event: .*' "$LOGDIR/modules1" | tr -s ' ') \
		<(grep -o 'sample_event: .*' "$LOGDIR/report" | tr -s ' ')
	check "the types boot 2 lacked are reported as last_boot, never as other events" \
		test "$(grep -c ' last_boot: ' "$LOGDIR/report")" -ge 2
}

boot3() {
	load sample-trace-array
	# made again, the kprobe matches its record and prints as boot 1 printed it
	echo "$KPROBE" > $T/kprobe_events
	cat $B/trace > /tmp/trace
	check "boot 2's trace-cmd extract consumed nothing for good: boot 1's events are back" \
		grep -q ' sample_event: ' /tmp/trace
	grep -m1 pf_open /tmp/trace | sed "s/^/# /" > "$RESULTS"
	check "the kprobe event made again prints as this kernel prints it" \
		grep -q ' pf_open: (do_sys_openat2+0x0/0x[0-9a-f]*) dfd=-100 name="/etc/passwd"' /tmp/trace
	check "the synthetic event, not made again, still prints from its record" \
		grep -q 'synthetic:pf_wakeup_lat \[previous boot.s format\]: lat=[0-9]* pid=' /tmp/trace
	grep 'sample-trace:foo_bar \[' /tmp/trace | head -3 | sed 's/^/# /' > "$RESULTS"
	grep "sample-trace:foo_bar \[previous boot's format\]:" /tmp/trace |
		sed -E 's/.* foo="([^"]*)" bar=(-?[0-9]+) .*/\1 \2/' > /tmp/foo
	send foo /tmp/foo
	lines sample_event < /tmp/trace > /tmp/modules
	send modules /tmp/modules
	check "foo_bar is in no other kernel event's name" sh -c "! grep -q ' foo_bar: ' /tmp/trace"
}

host3() {
	check "boot 3 shows every foo_bar of boot 1 from its recorded format, with its values" \
		cmp <(sent 1 modules | sed -nE 's/.* foo_bar: foo ([^ ]*) (-?[0-9]+) .*/\1 \2/p') <(sent 3 foo)
	check "and sample_event as boot 1 printed it" \
		cmp <(sent 1 modules | grep ' sample_event: ') <(sent 3 modules)
}
