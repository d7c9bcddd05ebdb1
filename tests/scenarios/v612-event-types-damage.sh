# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): damage to the previous boot's event types costs the events it touches
# their types, and never shows an event as another type or reads outside it. Boot 1 records a
# module's event (sample-trace:foo_bar), a built-in one (sched:sched_process_exec) and markers,
# and panics. The host changes a byte of the fingerprint in every note that describes
# sched_process_exec, and points one foo_bar's string str (a __data_loc field) past the end of
# its event. Boot 2 shows the exec events by their recorded name, as of a type it lacks, that one
# foo_bar as damaged, the other foo_bars and the markers as boot 1 did. Debian's 6.12 as it is
# shows the exec events as exec events and prints the damaged string from outside its event.

ADDR=$((0x18000000))
SIZE=$((16 << 20))
# KERNEL612=v6.12 in the environment: the same on 6.12 as it is, which fails it
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE='memmap=16M$0x18000000 trace_instance=dmg@0x18000000:16M'
T=/sys/kernel/tracing
B=$T/instances/dmg
N=50

boot1() {
	insmod /modules/trace-events-sample.ko
	echo 1 > $B/events/sample-trace/foo_bar/enable
	echo 1 > $B/events/sched/sched_process_exec/enable
	# both boots show events by their fields, as 6.12 does where KASLR moved the kernel
	echo 1 > $B/options/fields
	write_markers $B/trace_marker 1 $N
	for i in 1 2 3; do /bin/true; done
	sleep 3
	# the module's thread writes a foo_bar every second: stopped before counting
	echo 0 > $B/tracing_on
	cat $B/trace > /tmp/trace
	emit "# boot 1: $(grep -c ' foo_bar: ' /tmp/trace) foo_bar, $(grep -c ' sched_process_exec: ' /tmp/trace) exec events"
	check "boot 1 recorded foo_bar" grep -q ' foo_bar: foo=hello' /tmp/trace
	echo "$(grep -c ' foo_bar: ' /tmp/trace) $(grep -c ' sched_process_exec: ' /tmp/trace)" > /tmp/n
	send counts /tmp/n
	# foo_bar's number, the offsets of its fields foo (char[10]) and str (a __data_loc string)
	f=$T/events/sample-trace/foo_bar/format
	echo "$(sed -n 's/^ID: //p' $f)" \
		"$(sed -n 's/.* foo\[10\];[[:space:]]*offset:\([0-9]*\);.*/\1/p' $f)" \
		"$(sed -n 's/.* str;[[:space:]]*offset:\([0-9]*\);.*/\1/p' $f)" > /tmp/layout
	send layout /tmp/layout
	crash
}

host1() {
	local id foo str out
	read -r id foo str <<< "$(sent 1 layout)"
	check "boot 1 sent foo_bar's number and field offsets ($id $foo $str)" test -n "$str"
	out=$(python3 - "$RAM" $((ADDR - RAM_BASE)) "$SIZE" "$id" "$foo" "$str" <<'PY'
import struct, sys
ram, at, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
fid, foo, strf = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
with open(ram, 'r+b') as f:
    f.seek(at)
    buf = bytearray(f.read(size))
    # a note: type, size, magic "type", fingerprint (8), number (4), then the name
    notes = 0
    name = b'sched:sched_process_exec\0'
    p = buf.find(name)
    while p >= 0:
        if buf[p - 20:p - 12] == b'\0\0' + buf[p - 18:p - 16] + b'type':
            buf[p - 12] ^= 0x5a
            notes += 1
        p = buf.find(name, p + 1)
    # one foo_bar: an entry of its number with "hello" in its field foo
    events = 0
    p = buf.find(b'hello\0')
    while p >= 0 and not events:
        e = p - foo
        if e >= 0 and struct.unpack_from('<H', buf, e)[0] == fid:
            loc = struct.unpack_from('<I', buf, e + strf)[0]
            struct.pack_into('<I', buf, e + strf, (loc & 0xffff0000) | 0xfff0)
            events += 1
        p = buf.find(b'hello\0', p + 1)
    f.seek(at)
    f.write(buf)
print(notes, events)
PY
)
	echo "# the host damaged $out (exec notes, foo_bar events)"
	read -r notes events <<< "$out"
	check "the host damaged the notes of sched_process_exec ($notes)" test "${notes:-0}" -gt 0
	check_eq "the host pointed one foo_bar's string past its event" 1 "$events"
}

boot2() {
	insmod /modules/trace-events-sample.ko
	echo 1 > $B/options/fields
	cat $B/trace > /tmp/trace
	echo "$(grep -c ' foo_bar: foo=hello' /tmp/trace) $(grep -c 'sample-trace:foo_bar: \[previous boot.s event type [0-9]*: damaged\]' /tmp/trace)" \
		"$(grep -c 'sched:sched_process_exec: \[previous boot.s event type [0-9]*: not in this kernel\]' /tmp/trace)" > /tmp/n
	send counts /tmp/n
	check "no event is shown as sched_process_exec" sh -c "! grep -q ' sched_process_exec: ' /tmp/trace"
	echo 0 > $B/options/fields
	cat $B/trace > /tmp/plain
	check_markers "the markers are all there" 1 $N /tmp/plain
	check "every foo_bar shown is whole" \
		test "$(grep ' foo_bar: ' /tmp/trace | grep -vc ' foo_bar: foo=hello .* lstr=')" = 0
}

host2() {
	local foo exec good bad gone
	read -r foo exec <<< "$(sent 1 counts)"
	read -r good bad gone <<< "$(sent 2 counts)"
	check_eq "boot 2 shows the damaged foo_bar as damaged, the others as boot 1 did" \
		"$((foo - 1)) 1" "$good $bad"
	check_eq "and every exec event by its recorded name ($exec)" "$exec" "$gone"
}
