# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: damage in a boot-mapped range's event table costs names, never gives wrong ones.
# Boot 1 records a module's event (sample-trace:foo_bar), a built-in one (sched_process_exec) and
# markers, and panics. The host changes one letter of foo_bar's record in the table: boot 2
# shows those events as of an undescribed type (no name at all, not "foo_baR", not another
# event), the others as recorded, and says one record was dropped. The host then damages the
# table's header: boot 3 can name no event type but ftrace's own (markers; the recording
# kernel was this very build), and says why. Boot 2's table also ends with records whose
# checksums are right but whose counts of fields are not (65534 fields in 40 bytes, 1500
# times): they are dropped, and the kernel asks for no memory by those counts.

# make soak runs it again on the KASAN kernel: a read out of bounds is reported there
SOAK_KERNELS='kasan'

ADDR=$((0x18000000))
CMDLINE='memmap=16M$0x18000000 trace_instance=dmg@0x18000000:16M'
T=/sys/kernel/tracing
B=$T/instances/dmg
N=50

boot1() {
	insmod /modules/trace-events-sample.ko
	echo 1 > $B/events/sample-trace/foo_bar/enable
	echo 1 > $B/events/sched/sched_process_exec/enable
	write_markers $B/trace_marker 1 $N
	for i in 1 2 3; do /bin/true; done
	sleep 2
	# the module's thread writes a foo_bar every second: stop it before counting, so that
	# the count is all boot 1 leaves for boot 2 (a slow kernel wrote one more before the panic)
	echo 0 > $B/events/sample-trace/foo_bar/enable
	cat $B/trace > /tmp/trace
	emit "# boot 1: $(grep -c ' foo_bar: ' /tmp/trace) foo_bar, $(grep -c ' sched_process_exec: ' /tmp/trace) exec events"
	check "boot 1 recorded foo_bar" grep -q ' foo_bar: ' /tmp/trace
	grep -c ' foo_bar: ' /tmp/trace > /tmp/n
	send foo_bars /tmp/n
	crash
}

# The event table: after the kernel description (8 KiB) at the start of the scratch area
scratch() { echo $((ADDR + $(od -An -t u4 -j $((ADDR + 44)) -N 4 "$RAM" | tr -d ' '))); }
table() { echo $(($(scratch) + 8192)); }

host1() {
	local at
	check_eq "the host finds the event table" "ETAB" \
		"$(dd if="$RAM" bs=1 skip="$(table)" count=4 2>/dev/null)"
	at=$(dd if="$RAM" bs=1 skip="$(table)" count=65536 2>/dev/null |
		grep -obaP 'sample-trace\x00foo_bar\x00' | head -1 | cut -d: -f1)
	check "the host finds foo_bar's record" test -n "$at"
	# "foo_bar" becomes "foo_baR"
	poke $(($(table) + at + 19)) 'R'
	check_eq "the host adds records that claim 65534 fields each" 1500 \
		"$(lying_records "$(table)" 1500)"
}

# lying_records TABLE N: add N records, each 40 bytes with a right checksum, that claim 65534
# fields (believed, 1500 of them would ask for about 2.2 GB); prints how many were added
lying_records() {
	python3 - "$RAM" "$1" "$2" <<'EOF'
import struct, sys
ram, table, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
HDR, LEN = 1056, 40   # struct evtab_header; a record with two one-letter names

def fnv(h, data):
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & (2**64 - 1)
    return h

with open(ram, 'r+b') as f:
    f.seek(table + 8)
    size, used = struct.unpack('<II', f.read(8))
    n = min(n, (size - HDR - used) // LEN)
    recs = b''
    for i in range(n):
        # magic LIVE, len, id, check, fp, nr_fields, reserved; "x" and "y"
        rec = bytearray(struct.pack('<IHHQQH6x', 0x4556494c, LEN, 1000 + i, 0, 0, 65534))
        rec += b'x\0y\0'.ljust(LEN - len(rec), b'\0')
        struct.pack_into('<Q', rec, 8, fnv(0xcbf29ce484222325, rec))
        recs += rec
    f.seek(table + HDR + used)
    f.write(recs)
    f.seek(table + 12)
    f.write(struct.pack('<I', used + len(recs)))
print(n)
EOF
}

boot2() {
	insmod /modules/trace-events-sample.ko
	cat $B/trace > /tmp/trace
	check "no event is named foo_baR" sh -c "! grep -q 'foo_baR' /tmp/trace"
	check "no event is shown as foo_bar" sh -c "! grep -q 'foo_bar' /tmp/trace"
	grep -c 'of the previous boot, not described' /tmp/trace > /tmp/n
	send undescribed /tmp/n
	check "the exec events keep their name" grep -q ' sched_process_exec: ' /tmp/trace
	check_markers "the markers are all there" 1 $N /tmp/trace
	check "last_boot_status says foo_bar's record and the 1500 lying ones were dropped" \
		grep -q '^event types: .* 1501 damaged records dropped' $B/last_boot_status
	check "last_boot_events does not list foo_bar" sh -c "! grep -q foo_bar $B/last_boot_events"
	reboot_now
}

host2() {
	check_eq "boot 2 shows as undescribed as many events as boot 1 had foo_bars" \
		"$(sent 1 foo_bars)" "$(sent 2 undescribed)"
	# a byte of the header's list of ftrace's own types
	poke $(($(table) + 40)) '\xff'
}

boot3() {
	cat $B/trace > /tmp/trace
	check "last_boot_status says the header is damaged" \
		grep -q "^event types: the event table's header is damaged" $B/last_boot_status
	check_markers "the markers are named (same build)" 1 $N /tmp/trace
	check "the exec events are not named" sh -c "! grep -q 'sched_process_exec' /tmp/trace"
	check "they are shown as undescribed" grep -q 'of the previous boot, not described' /tmp/trace
}
