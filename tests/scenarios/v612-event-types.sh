# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): the previous boot's events keep their types. Boot 1 loads
# trace-events-sample (A) and then sample-trace-array (B), records their events in a boot-mapped
# instance and panics. Boot 2 reads the instance before any module is loaded (the modules' events
# are shown by their recorded names, as of types this kernel lacks, never as another type; with
# options/raw, as 6.12 shows an event of an unknown type, its context first), then
# loads B before A, so that each module's events have the numbers the other's had, and reads it
# again: every event is shown as boot 1 showed it (its name and first fields). Debian's 6.12 as
# it is shows them as "Unknown type" and then as the other module's events. Both boots show the
# events by their fields (options/fields), as 6.12 does for a previous boot whose kernel KASLR
# placed elsewhere. Then boot 2 unloads B (its events are shown by their recorded names again),
# and enables A's foo_bar in the instance, under the number boot 1 gave B's sample_event: the
# previous boot's events stay (nokaslr: 6.12 clears them where KASLR moved the kernel), and each
# boot's events of that number are shown as what they are, told apart by their sub-buffers: boot
# 2's as foo_bar, named by saved_cmdlines, boot 1's sample_events by their recorded name.
# Raw readers get the previous boot's events by this kernel's numbers: a second instance (types2)
# records the same events in boot 1; boot 2 reads it with trace-cmd extract (splice(2)) while
# the modules are loaded in the other order, and, once B is loaded again (its sample_event under
# a number of its own), reads types out a page at a time with read(2) (pf-pages) into a file that
# trace-cmd restore makes whole: trace-cmd reports every event of boot 1 at its time, as what
# boot 1 recorded (Debian's 6.12 as it is hands out the recorded numbers: trace-cmd reports each
# module's events as the other's).

MEM=512M
TIMEOUT=300
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='nokaslr memmap=16M$0x14000000 trace_instance=types@0x14000000:8M trace_instance=types2@0x14800000:8M'
B=/sys/kernel/tracing/instances/types
B2=/sys/kernel/tracing/instances/types2
EVENTS='sample-trace/foo_bar sample-subsystem/sample_event'

# times FILE: "TIME EVENT" of each foo_bar and sample_event in a trace file or trace-cmd's report
times() {
	sed -nE 's/^.* ([0-9]+\.[0-9]+): (foo_bar|sample_event): .*/\1 \2/p' "$1" | sort
}

# the numbers of foo_bar and sample_event
ids() {
	sed -n 's/^ID: //p' /sys/kernel/tracing/events/sample-trace/foo_bar/format \
		/sys/kernel/tracing/events/sample-subsystem/sample_event/format | tr '\n' ' '
	echo
}

boot1() {
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array"
	for e in $EVENTS; do echo 1 > "$B/events/$e/enable"; echo 1 > "$B2/events/$e/enable"; done
	echo 1 > $B/options/fields
	sleep 6
	echo 0 > $B/tracing_on
	echo 0 > $B2/tracing_on
	cat $B/trace > /tmp/trace
	times /tmp/trace > /tmp/times
	cat $B2/trace > /tmp/trace2
	times /tmp/trace2 > /tmp/times2
	send times /tmp/times
	send times2 /tmp/times2
	sample_events /tmp/trace > /tmp/events
	check "boot 1 recorded both modules' events" test "$(cut -d: -f1 /tmp/events | sort -u | wc -l)" = 2
	ids > /tmp/ids
	send ids /tmp/ids
	send events /tmp/events
	crash
}

boot2() {
	echo 1 > $B/options/fields
	cat $B/trace > /tmp/before
	check "before the modules load, no event is shown as another type" \
		test "$(grep -cE ' (foo_bar|sample_event): ' /tmp/before)" = 0
	grep -E 'sample-trace:foo_bar: |sample-subsystem:sample_event: ' /tmp/before |
		sed -E 's/^.* ([a-z-]+:[a-z_]+): \[(.*)\]$/\1: \2/' | sed -E 's/type [0-9]+/type N/' |
		sort | uniq -c | sed 's/^ */# absent: /' > "$RESULTS"
	check "the absent modules' events are shown by their recorded names" \
		grep -q 'sample-trace:foo_bar: \[previous boot.s event type [0-9]*: not in this kernel\]' /tmp/before
	check "both modules' events are" \
		grep -q 'sample-subsystem:sample_event: \[previous boot.s event type [0-9]*: not in this kernel\]' /tmp/before
	# options/raw: as 6.12 shows an event of an unknown type, "PID CPU TS TYPE ?"
	echo 1 > $B/options/raw
	cat $B/trace > /tmp/raw
	echo 0 > $B/options/raw
	check_eq "in the raw format, each is an unknown type, with its pid, CPU and time" \
		"$(grep -c 'not in this kernel\]$' /tmp/before)" "$(grep -cE '^[0-9]+ [0-9]+ [0-9]+ [0-9]+ \?$' /tmp/raw)"
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array"
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	ids > /tmp/ids
	send ids /tmp/ids
	# raw readers: trace-cmd reads types2's pages with splice(2)
	trace-cmd extract -B types2 -o /tmp/t2.dat > /tmp/extract.log 2>&1
	trace-cmd report /tmp/t2.dat > /tmp/t2.txt 2> /dev/null
	times /tmp/t2.txt > /tmp/raw2
	send raw2 /tmp/raw2
	cat $B/trace > /tmp/trace
	sample_events /tmp/trace > /tmp/events
	send events /tmp/events
	says "the boot log says how many event types it kept" \
		'instance types: [1-9][0-9]* event types of the previous boot'

	rmmod sample-trace-array || not_ok "rmmod sample-trace-array"
	cat $B/trace > /tmp/gone
	check "once B is unloaded, its events are shown by their recorded names" \
		grep -q 'sample-subsystem:sample_event: \[previous boot.s event type [0-9]*: not in this kernel\]' /tmp/gone
	check_eq "and A's as they were" "$(grep -c foo_bar /tmp/events)" \
		"$(grep -c ' foo_bar: foo=' /tmp/gone)"

	echo 1 > $B/events/sample-trace/foo_bar/enable
	sleep 2
	echo 0 > $B/tracing_on
	cat $B/trace > /tmp/mixed
	echo "$(grep -c ' foo_bar: foo=' /tmp/mixed)" \
		"$(grep -c 'sample_event: \[previous boot.s event type [0-9]*: not in this kernel\]' /tmp/mixed)" \
		"$(grep -c '\[previous boot.s event type [0-9]*: ' /tmp/mixed)" \
		> /tmp/mixed.counts
	send mixed /tmp/mixed.counts
	grep ' foo_bar: foo=' /tmp/mixed | sed 's/^ *\([^ ]*\) .*/# foo_bar task: \1/' | sort | uniq -c >> "$RESULTS"
	check "every foo_bar of either boot is named by its task, event-sample" \
		test "$(grep ' foo_bar: foo=' /tmp/mixed | grep -vc '^ *event-sample-[0-9]')" = 0
	check "with another event under boot 1's number, no event is shown as another type" \
		test "$(grep -E ' (foo_bar|sample_event): ' /tmp/mixed | grep -vcE ' (foo_bar: foo=|sample_event: count=)')" = 0
	check "and no sample_event as this kernel's type (it has none now)" \
		test "$(grep -cE ' sample_event: ' /tmp/mixed)" = 0

	# raw readers: B again, then types read out with read(2), a page at a time
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array again"
	ids > /tmp/ids3
	send ids3 /tmp/ids3
	local c cpus=""
	for c in "$B"/per_cpu/cpu*; do
		pf-pages "$c/trace_pipe_raw" > "/tmp/${c##*/}.raw" 2> /dev/null
		cpus="$cpus /tmp/${c##*/}.raw"
	done
	# shellcheck disable=SC2086
	(cd /tmp && trace-cmd restore -c -o /tmp/head.dat > /dev/null 2>&1 &&
		trace-cmd restore -i /tmp/head.dat -o /tmp/t.dat $cpus > /dev/null 2>&1)
	trace-cmd report /tmp/t.dat > /tmp/t.txt 2> /dev/null
	times /tmp/t.txt > /tmp/rawtimes
	send raw /tmp/rawtimes
}

host2() {
	local before after same foo sample recorded
	check "boot 2 numbers the modules' events otherwise ($(sent 1 ids)/ $(sent 2 ids))" \
		test "$(sent 1 ids)" != "$(sent 2 ids)"
	sent 1 events > "$LOGDIR/before"
	sent 2 events > "$LOGDIR/after"
	before=$(wc -l < "$LOGDIR/before")
	after=$(wc -l < "$LOGDIR/after")
	same=$(comm -12 "$LOGDIR/before" "$LOGDIR/after" | wc -l)
	echo "compare: modules_right $same of $before events"
	check "boot 1 recorded events of both modules ($before)" test "$before" -ge 4
	# boot 2's foo_bar under the number of boot 1's sample_event: each boot's events of it as
	# what they are
	read -r foo sample recorded <<< "$(sent 2 mixed)"
	check "boot 2 gave foo_bar the number boot 1 gave sample_event ($(sent 1 ids)/ $(sent 2 ids))" \
		test "$(sent 1 ids | cut -d' ' -f2)" = "$(sent 2 ids | cut -d' ' -f1)"
	check "boot 1's foo_bars and boot 2's are shown as foo_bar ($foo)" \
		test "$foo" -gt "$(grep -c foo_bar "$LOGDIR/before")"
	check_eq "boot 1's sample_events, under the number boot 2 gave foo_bar, by their recorded name" \
		"$(grep -c sample_event "$LOGDIR/before")" "$sample"
	check_eq "no other event is shown by a recorded name (none as of neither boot)" "$sample" \
		"$recorded"
	check_eq "boot 2 shows every one as boot 1 did ($same of $before)" "$before $before" "$same $after"

	# raw readers
	sent 1 times > "$LOGDIR/times"
	sent 1 times2 > "$LOGDIR/times2"
	sent 2 raw2 > "$LOGDIR/raw2"
	sent 2 raw > "$LOGDIR/raw"
	check "boot 1's types2 recorded both modules' events" \
		test "$(cut -d' ' -f2 "$LOGDIR/times2" | sort -u | wc -l)" = 2
	check_eq "splice(2), the modules in the other order: trace-cmd reports each of boot 1's events at its time as what it was ($(grep -c . "$LOGDIR/times2"))" \
		"$(cat "$LOGDIR/times2")" "$(cat "$LOGDIR/raw2")"
	check "boot 2 numbers B's sample_event again ($(sent 2 ids3))" test -n "$(sent 2 ids3)"
	check_eq "read(2), B loaded again: trace-cmd reports each of boot 1's sample_events at its time ($(grep -c sample_event "$LOGDIR/times"))" \
		"$(grep sample_event "$LOGDIR/times")" "$(grep sample_event "$LOGDIR/raw")"
	check_eq "and each of boot 1's foo_bars" "$(grep -c foo_bar "$LOGDIR/times")" \
		"$(grep foo_bar "$LOGDIR/times" | comm -12 - "$LOGDIR/raw" | wc -l)"
	check_eq "and as many foo_bars as the trace file showed, boot 2's among them" "$foo" \
		"$(grep -c foo_bar "$LOGDIR/raw")"
}
