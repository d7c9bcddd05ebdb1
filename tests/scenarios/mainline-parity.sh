# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: what a user of mainline 7.1-7.3 relies on, on three boot-mapped instances that trace
# from the command line at every boot, each with a backup: boot_mapped@trace,sched (the command
# line of mainline's own example), bm_off^traceoff@t2,sched and bm_one@t3,sched:sched_switch; and
# bm_keep^traceoff@t4, which keeps the previous boot until tracing is turned on in it.
# Boot 1 (fresh ranges): every backup exists, empty (7.3, mainline's boot-time selftest
# persistent-02). Each instance records its sched events and 100 markers; tracing stops; the text
# of each (task names left out: PIDs only) is summed, and the kernel panics. Boot 2: each backup
# holds exactly that text: it was copied before the command line's events started (7.1), while
# the sources trace this boot (bm_off: armed, tracing off). bm_keep refuses buffer_size_kb, whole
# and per CPU, and keeps its previous boot (7.2); its last_boot_info reads "# Current" once tracing
# is on (7.1). Host 2 forges, with a valid checksum, boot_mapped's page count and bm_one's CPU
# count. Boot 3: the page count is refused and the range reset (7.3); the CPU count leaves the
# range alone for a kernel with that many CPUs; bm_keep holds boot 2's markers.

# a host thread for each vCPU: boot 1, four instances tracing sched events on both CPUs, took 75 s
# with the vCPUs taking turns on one thread, 22 s with a thread each
MTTCG=1
CMDLINE='reserve_mem=20M:2M:trace reserve_mem=4M:2M:t2 reserve_mem=4M:2M:t3
 trace_instance=boot_mapped@trace,sched trace_instance=backup=boot_mapped
 trace_instance=bm_off^traceoff@t2,sched trace_instance=bk_off=bm_off
 trace_instance=bm_one@t3,sched:sched_switch trace_instance=bk_one=bm_one
 reserve_mem=4M:2M:t4 trace_instance=bm_keep^traceoff@t4'
CMDLINE=${CMDLINE//$'\n'/}
T=/sys/kernel/tracing
PAIRS='boot_mapped:backup bm_off:bk_off bm_one:bk_one'

# text INSTANCE: its trace without comments, each line's TASK-PID left as the PID
text() {
	grep -v '^#' "$T/instances/$1/trace" | sed -E 's/^ *.{0,16}-([0-9]+) +(\[[0-9]{3}\])/\1 \2/'
}
sum() { text "$1" | md5sum | cut -d' ' -f1; }

boot1() {
	local p src bk
	for p in $PAIRS; do
		src=${p%:*} bk=${p#*:}
		says "$bk: the backup of a fresh range is made, empty" \
			"instance $bk: empty: $src holds no events of the previous boot"
		check "$bk exists (mainline's persistent-02 looks for it)" test -f "$T/instances/$bk/trace"
		check_eq "$bk holds nothing" "" "$(text "$bk")"
	done
	for src in bm_off bm_keep; do
		check_eq "$src starts with tracing off" 0 "$(cat "$T/instances/$src/tracing_on")"
		echo 1 > "$T/instances/$src/tracing_on"
	done
	write_markers $T/instances/bm_keep/trace_marker 1 100
	for p in $PAIRS; do
		src=${p%:*}
		write_markers "$T/instances/$src/trace_marker" 1 100
		echo 0 > "$T/instances/$src/tracing_on"
		emit "# $src: $(text "$src" | wc -l) lines"
		echo "$src $(sum "$src") $(text "$src" | wc -l)" > /tmp/sum
		send "sum" /tmp/sum
	done
	check "boot_mapped recorded sched events" grep -q 'sched_switch:' $T/instances/boot_mapped/trace
	check "bm_one recorded sched_switch" grep -q 'sched_switch:' $T/instances/bm_one/trace
	check_eq "bm_one recorded no other sched event" "" \
		"$(text bm_one | grep -v 'sched_switch:\|tracing_mark_write:' | head -3)"
	crash
}

boot2() {
	local p src bk
	for p in $PAIRS; do
		src=${p%:*} bk=${p#*:}
		echo "$src $(sum "$bk") $(text "$bk" | wc -l)" > /tmp/sum
		send "sum" /tmp/sum
		check_eq "$bk has boot 1's 100 markers, in order" "$(seq 1 100 | tr '\n' ' ')" \
			"$(markers "$T/instances/$bk/trace" | tr '\n' ' ')"
	done
	for src in boot_mapped bm_one bm_off; do
		check_eq "$src traces this boot: none of boot 1's markers" 0 \
			"$(markers "$T/instances/$src/trace" | wc -l)"
		check_eq "$src: last_boot_info reads # Current" "# Current" \
			"$(cat "$T/instances/$src/last_boot_info")"
	done
	for src in boot_mapped bm_one; do
		check "$src records this boot's sched_switch" grep -q 'sched_switch:' "$T/instances/$src/trace"
	done
	check_eq "bm_off has its events armed" 1 "$(cat $T/instances/bm_off/events/sched/sched_switch/enable)"
	check_eq "and tracing off" 0 "$(cat $T/instances/bm_off/tracing_on)"

	# bm_keep (^traceoff, no events) still shows boot 1: it cannot be resized, and loses
	# nothing by trying
	local O=$T/instances/bm_keep size
	size=$(cat $O/buffer_size_kb)
	check "bm_keep: last_boot_info gives boot 1's kernel" grep -Eq '^[0-9a-f]+	\[kernel\]$' $O/last_boot_info
	check "bm_keep: a write of buffer_size_kb is refused" sh -c "! echo 4096 > $O/buffer_size_kb"
	check "with EBUSY" sh -c "sh -c 'echo 4096 > $O/buffer_size_kb' 2>&1 | grep -qi 'busy'"
	check "bm_keep: a write of per_cpu/cpu0/buffer_size_kb is refused" \
		sh -c "! echo 64 > $O/per_cpu/cpu0/buffer_size_kb"
	check_eq "buffer_size_kb is unchanged" "$size" "$(cat $O/buffer_size_kb)"
	check_eq "bm_keep still holds boot 1's markers" 100 "$(markers $O/trace | wc -l)"
	check_eq "bm_keep still shows boot 1" "previous boot" "$(sed -n 's/^shows: //p' $O/last_boot_status)"
	check "the backups cannot be resized either" sh -c "! echo 4096 > $T/instances/bk_off/buffer_size_kb"
	echo 1 > $O/tracing_on
	check_eq "bm_keep: once tracing is on, last_boot_info reads # Current" "# Current" \
		"$(cat $O/last_boot_info)"
	check "and a resize is still refused (the range decides the size)" \
		sh -c "! echo 4096 > $O/buffer_size_kb"
	write_markers $O/trace_marker 101 150
	tag_bounds trace > /tmp/b && send "trace" /tmp/b
	tag_bounds t3 > /tmp/b && send "t3" /tmp/b
	crash
}

# forge HEADER_OFFSET FIELD_OFFSET VALUE: a u32 of a range header, with the checksum made right
forge() {
	python3 - "$RAM" "$1" "$2" "$3" "$RB_HDR_SIZE" <<'PY'
import struct, sys
ram, hdr, field, value, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4], 0), int(sys.argv[5])
with open(ram, 'r+b') as f:
    f.seek(hdr)
    b = bytearray(f.read(size))
    struct.pack_into('<I', b, field, value)
    h = 0xcbf29ce484222325
    for c in b[:size - 8]:
        h = ((h ^ c) * 0x100000001b3) & 0xffffffffffffffff
    struct.pack_into('<Q', b, size - 8, h)
    f.seek(hdr)
    f.write(b)
PY
}

host2() {
	local tag src
	for src in boot_mapped bm_off bm_one; do
		check_eq "the backup of $src holds all that $src held at boot 1's end, line by line" \
			"$(sent 1 sum | grep "^$src ")" "$(sent 2 sum | grep "^$src ")"
	done
	read -r tag _ <<< "$(sent 2 trace)"
	forge $((tag + 4096)) "$RB_HDR_NR_SUBBUFS" 0x7fffffff
	read -r tag _ <<< "$(sent 2 t3)"
	forge $((tag + 4096)) 28 4096	# nr_cpus
}

boot3() {
	says "a forged page count is refused, though its checksum is right" \
		"boot_mapped.*range layout differs"
	says "a CPU count of another kernel (forged here) leaves the range alone" \
		"bm_one: .* holds a trace recorded with 4096 CPUs, this kernel has [0-9]*: left as it is"
	check "and bm_one is an ordinary instance on this boot" test ! -e $T/instances/bm_one/last_boot_info
	says "with no backup" "bk_one=bm_one ignored: 'bm_one' is not a boot-mapped instance"
	check_eq "boot_mapped holds nothing of boot 2" 0 "$(markers $T/instances/boot_mapped/trace | wc -l)"
	check_eq "so its backup is empty" "" "$(text backup)"
	check_eq "bm_keep holds boot 2's markers" "$(seq 101 150 | tr '\n' ' ')" \
		"$(markers $T/instances/bm_keep/trace | tr '\n' ' ')"
}
