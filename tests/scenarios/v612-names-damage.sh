# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series): a damaged name note of the previous boot names no task. Boot 1 runs two
# tasks of known names that each write one marker into a boot-mapped instance (one CPU), with 300
# markers of the shell after each, so that each task's note (its name, a discarded event after its
# marker) lies in a sub-buffer of its own that is full, and panics. The host then finds each note
# in the RAM file by the task's name and damages its event: pf-victim-stale's note becomes the
# padding that ends a sub-buffer (as the writer leaves when it moves on, its bytes stale from an
# earlier lap), pf-victim-len's gets a length word of 0xffffffff, which wraps the event's length
# to 3 bytes. Boot 2 names neither task from its note: their markers show "<...>", and a name
# is never read from bytes the check at boot did not accept. The shell's markers around them keep
# its name. (The version of the series that a reading found these in named pf-victim-stale
# after the damage, and the check at boot took the wrapped length, after which every reader of
# the trace went round the same sub-buffer for good.)

CPUS=1
MEM=512M
TIMEOUT=300
# KERNEL612=v6.12pf-lockdep in the environment: the same under lockdep
VARIANT=${KERNEL612:-v6.12pf}
ADDR=$((0x18000000)) SIZE=$((4 << 20))
CMDLINE='memmap=4M$0x18000000 trace_instance=nd@0x18000000:4M'
B=/sys/kernel/tracing/instances/nd

boot1() {
	local w
	for w in pf-victim-stale pf-victim-len; do cp /bin/busybox /tmp/$w; done
	# (an event turns on the recording of names that the live trace shows)
	echo 1 > /sys/kernel/tracing/events/sched/sched_switch/enable
	# argv[0] "sh" runs busybox's shell; the task's name is the file's
	(exec -a sh /tmp/pf-victim-stale -c "echo victim-stale > $B/trace_marker")
	write_markers $B/trace_marker 1 300
	(exec -a sh /tmp/pf-victim-len -c "echo victim-len > $B/trace_marker")
	write_markers $B/trace_marker 301 600
	echo 0 > /sys/kernel/tracing/events/sched/sched_switch/enable
	cat $B/trace > /tmp/trace
	check "boot 1 names pf-victim-stale" grep -qE '^ *pf-victim-stale-[0-9]+ .* victim-stale$' /tmp/trace
	check "boot 1 names pf-victim-len" grep -qE '^ *pf-victim-len-[0-9]+ .* victim-len$' /tmp/trace
	crash
}

# note_header NAME: the RAM file's offset of the event header of the note that names NAME in the
# range (its data: type, size, magic, pid, then the name; the header and length word before it)
note_header() {
	local at=$((ADDR - RAM_BASE)) off
	off=$(dd if="$RAM" bs=1M skip=$((at >> 20)) count=$((SIZE >> 20)) 2> /dev/null |
		grep -obaF "$1" | head -1 | cut -d: -f1)
	[ -z "$off" ] || echo $((at + off - 12 - 8))
}

# le32 N: N as four bytes, little endian, in printf %b escapes
le32() { printf '\\x%02x\\x%02x\\x%02x\\x%02x' $(($1 & 255)) $(($1 >> 8 & 255)) \
	$(($1 >> 16 & 255)) $(($1 >> 24 & 255)); }

host1() {
	local h data pad
	h=$(note_header pf-victim-stale)
	check "pf-victim-stale's note is in the range" test -n "$h"
	if [ -n "$h" ]; then
		# padding (type 29) with a time delta of 1, to the end of the sub-buffer's 4080 bytes
		# of data (after its 16-byte header; sub-buffers are page aligned in the range)
		data=$(( (h & 4095) - 16 ))
		pad=$((4080 - data - 4))
		poke "$h" "$(le32 $((29 | 1 << 5)))$(le32 $pad)"
	fi
	h=$(note_header pf-victim-len)
	check "pf-victim-len's note is in the range" test -n "$h"
	[ -z "$h" ] || poke $((h + 4)) '\xff\xff\xff\xff'
}

boot2() {
	cat $B/trace > /tmp/trace
	grep -E 'victim|marker (1|300|301|600)$' /tmp/trace | sed 's/^/# /' > "$RESULTS"
	dmesg | grep -E 'Ring buffer meta|task names' | sed 's/^/# /' > "$RESULTS"
	check "pf-victim-stale's marker is there" grep -q ' victim-stale$' /tmp/trace
	check "and named by no stale note: <...>" grep -qE '^ *<\.\.\.>-[0-9]+ .* victim-stale$' /tmp/trace
	check "pf-victim-len's marker is there" grep -q ' victim-len$' /tmp/trace
	check "and named by no note of a wrapped length: <...>" \
		grep -qE '^ *<\.\.\.>-[0-9]+ .* victim-len$' /tmp/trace
	check "no task is named pf-victim-*" sh -c "! grep -q '^ *pf-victim' /tmp/trace"
	check "the shell's markers before each damaged note and the last keep its name" sh -c \
		"grep -qE '^ *[a-z]+-[0-9]+ .* marker 300\$' /tmp/trace &&
		 grep -qE '^ *[a-z]+-[0-9]+ .* marker 600\$' /tmp/trace"
}
