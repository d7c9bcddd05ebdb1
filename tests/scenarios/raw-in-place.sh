# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: trace_pipe_raw hands out the previous boot's pages straight from the range where they
# read the same there, and copies the others to change them: read(2) (cat) and splice(2) (as
# trace-cmd records; the page for the pipe is a copy, made straight from the range where the page
# needs no change) give the same bytes. Boot 1 loads pf_events
# first and records its events with sched and timer events in a boot-mapped instance (4 backups
# of it made at boot 2); boot 2 loads two modules before pf_events, so pf_events' types have other
# numbers here: the pages that hold them must be changed, as must those with timer_start's
# callback (an address that KASLR moved) for a reader that sees addresses, but not for one that
# does not (kptr_restrict=2). A small instance fills its event table with the types of every
# system but sched, then records sched events, which find no room: none of its pages may go as it
# lies, since a type the table does not describe must come as ftrace:last_boot. Another fills its
# table so that sched_switch finds room for its names only: its events too come as
# ftrace:last_boot, and none of its pages may go as it lies either. A third has the magic word of
# a record of its table damaged by the host: the record's type is lost with it, and its events
# must come as ftrace:last_boot too.

CMDLINE='memmap=8M$0x18000000 trace_instance=ip@0x18000000:8M trace_instance=c1=ip trace_instance=c2=ip trace_instance=c3=ip trace_instance=c4=ip trace_instance=c5=ip memmap=512K$0x18800000 trace_instance=tt@0x18800000:512K trace_instance=t1=tt trace_instance=t2=tt memmap=256K$0x18880000 trace_instance=nf@0x18880000:256K trace_instance=n1=nf trace_instance=n2=nf memmap=256K$0x188c0000 trace_instance=dm@0x188c0000:256K trace_instance=d1=dm trace_instance=d2=dm memmap=256K$0x18900000 trace_instance=sw@0x18900000:256K trace_instance=s1=sw'
DM=$((0x188c0000)) DM_SIZE=$((256 << 10))
T=/sys/kernel/tracing
B=$T/instances/ip
EVENTS='pf_events/pf_ptr_index pf_events/pf_array_offset sched/sched_switch sched/sched_wakeup timer/timer_start'

# recsize SYSTEM EVENT: the bytes of its record in an event table, with its fields or without
recsize() {
	awk -v s="$1" -v n="$2" -v names="${3:-}" 'BEGIN { t = 32 + length(s) + length(n) + 2 }
		/^$/ { own = 1; next }
		own && /field:/ && !names { sub(/^[ \t]*field:/, ""); sub(/;.*/, ""); t += 8 + length($0) + 1 }
		END { print int((t + 7) / 8) * 8 }' $T/events/"$1"/"$2"/format
}
# room INSTANCE: the bytes its event table has left for records (the header line of this boot)
room() {
	sed -n 's/^# this boot: .*, \([0-9]*\) of \([0-9]*\) bytes used.*/\2 \1/p' \
		$T/instances/"$1"/last_boot_events | awk '{ print $1 - 32 - $2 }'
}

# names_only: fill nf's table with other events' records until sched_switch has room for its
# names only, then record sched_switch there
names_only() {
	local nf=$T/instances/nf full names d sys ev size left
	full=$(recsize sched sched_switch) names=$(recsize sched sched_switch names)
	for d in "$nf"/events/*/*/; do
		left=$(room nf)
		[ "$left" -ge "$full" ] || break
		ev=${d%/} ev=${ev##*/} sys=${d%/*/} sys=${sys##*/}
		case $sys in sched|ftrace) continue ;; esac
		size=$(recsize "$sys" "$ev")
		[ $((left - size)) -ge "$names" ] || continue
		echo 1 > "$d/enable"
		echo 0 > "$d/enable"
	done
	left=$(room nf)
	check "nf's table has room for sched_switch's names ($names), not its fields ($full): $left" \
		test "$left" -ge "$names" -a "$left" -lt "$full"
	echo 1 > $nf/events/sched/sched_switch/enable
	check_eq "sched_switch's record has its names only" "$names" \
		"$(awk -F'\t' '$3 == "sched:sched_switch" { print $2 }' $nf/last_boot_events)"
	for d in $(seq 50); do /bin/true; done
	echo 0 > $nf/tracing_on
}

boot1() {
	echo 1 > $T/instances/sw/events/sched/sched_switch/enable
	for i in $(seq 200); do /bin/true; done
	echo 0 > $T/instances/sw/tracing_on
	names_only
	echo 1 > $T/instances/dm/events/sched/sched_switch/enable
	for i in $(seq 50); do /bin/true; done
	echo 0 > $T/instances/dm/tracing_on
	local s tt=$T/instances/tt
	for s in "$tt"/events/*/; do
		case $s in */sched/|*/ftrace/) continue ;; esac
		echo 1 > "$s/enable"
		echo 0 > "$s/enable"
	done
	says "the small instance's event table is full" 'instance tt: event table full'
	echo 1 > $tt/events/sched/sched_switch/enable
	echo 1 > $tt/events/sched/sched_process_exec/enable
	for i in $(seq 50); do /bin/true; done
	echo 0 > $tt/tracing_on
	check "its sched events have no record" test "$(grep -c 'sched_switch\|sched_process_exec' $tt/last_boot_events)" = 0
	insmod /modules/pf_events.ko || not_ok "insmod pf_events"
	for e in $EVENTS; do echo 1 > "$B/events/$e/enable"; done
	local i
	for i in $(seq 400); do
		echo 1 > /sys/module/pf_events/parameters/fire
		[ $((i % 4)) != 0 ] || /bin/true
	done
	echo 0 > $B/tracing_on
	check "boot 1 filled pages" test "$(grep -c pf_ptr_index $B/trace)" -ge 300
	crash
}

# the magic word of dm's first event record ("LIVE") damaged
host1() {
	local off
	off=$(dd if="$RAM" bs=4096 skip=$((DM / 4096)) count=$((DM_SIZE / 4096)) 2>/dev/null |
		grep -obaF LIVE | head -1 | cut -d: -f1)
	check "dm's event table has a record" test -n "$off"
	printf 'XXXX' | dd of="$RAM" bs=1 seek=$((DM + ${off:-0})) conv=notrunc 2>/dev/null
}

# same CPY1 CPY2 WHO [PAGES]: every CPU's pages of backup CPY1 read with read(2) and of CPY2 with
# splice(2), at least PAGES (8) of them
same() {
	local f n=0 bad=0 cpu
	for f in "$T/instances/$1"/per_cpu/cpu*/trace_pipe_raw; do
		cpu=${f%/trace_pipe_raw}; cpu=${cpu##*/}
		timeout 20 cat "$f" > "/tmp/read.$cpu"
		timeout 20 pf-splice "$T/instances/$2/per_cpu/$cpu/trace_pipe_raw" > "/tmp/splice.$cpu"
		n=$((n + $(wc -c < "/tmp/read.$cpu") / 4096))
		cmp -s "/tmp/read.$cpu" "/tmp/splice.$cpu" || bad=$((bad + 1))
	done
	check "$3: cat hands out pages ($n)" test "$n" -ge "${4:-8}"
	check_eq "$3: cat and splice give the same bytes on every CPU" 0 "$bad"
}

# page_moves FILE: a line for each raw page in FILE, 1 if it holds an event whose type had another
# number in boot 1 (pf_events') or an address KASLR moved (timer_start's callback): one a reader
# that sees addresses gets changed; 0 if not
page_moves() {
	local i n id ids=() moved
	for id in pf_events/pf_ptr_index pf_events/pf_array_offset timer/timer_start; do
		ids+=("$(cat $T/events/$id/id)")
	done
	n=$(($(wc -c < "$1") / 4096))
	for ((i = 0; i < n; i++)); do
		dd if="$1" of=/tmp/page bs=4096 skip=$i count=1 2> /dev/null
		moved=0
		for id in "${ids[@]}"; do
			[ -z "$(pf-rawfuncs "$id" 8 /tmp/page)" ] || { moved=1; break; }
		done
		echo "$moved"
	done
}
# spliced CPY: "CHANGED PAGES EXPECTED MOVED": the pages splice(2) hands out of every CPU of
# backup CPY, how many of them it changed (trace_evtab_fix_page(), counted by a kprobe) and how
# many it should have: those that need it (MOVED, page_moves), and each CPU's last page whatever
# it holds (the page its writer was on, which ring_buffer_read_page() reads with the end the
# writer left). The others it took from the range as they lie, as read(2) does.
spliced() {
	local f pages=0 fixed=0 expected=0 moved=0 n m last c cpu
	echo 'p:pf_fixpage trace_evtab_fix_page' >> $T/kprobe_events
	for f in "$T/instances/$1"/per_cpu/cpu*/trace_pipe_raw; do
		echo > $T/trace
		echo 1 > $T/events/kprobes/pf_fixpage/enable
		timeout 20 pf-splice "$f" > /tmp/spliced
		echo 0 > $T/events/kprobes/pf_fixpage/enable
		page_moves /tmp/spliced > /tmp/moves
		n=$(grep -c . /tmp/moves) || continue
		m=$(awk '{ m += $1 } END { print m }' /tmp/moves)
		last=$((1 - $(tail -n 1 /tmp/moves)))
		pages=$((pages + n))
		expected=$((expected + m + last))
		c=$(grep -c 'pf_fixpage:' $T/trace)
		fixed=$((fixed + c)) moved=$((moved + m))
		cpu=${f%/trace_pipe_raw} cpu=${cpu##*/}
		emit "# $1 $cpu: $n pages, $m to change (the last: $((1 - last))), $c changed"
	done
	echo '-:pf_fixpage' >> $T/kprobe_events
	echo "$fixed $pages $expected $moved"
}

boot2() {
	insmod /modules/trace-events-sample.ko || not_ok "insmod trace-events-sample"
	insmod /modules/sample-trace-array.ko || not_ok "insmod sample-trace-array"
	insmod /modules/pf_events.ko || not_ok "insmod pf_events"
	local old new fixed
	# boot 1's number, and this boot's, as last_boot_events pairs them
	# shellcheck disable=SC2046
	set -- $(awk '$3 == "pf_events:pf_ptr_index" { print $1, $2 }' $B/last_boot_events)
	old=${1:-} new=${2:-}
	check "pf_ptr_index has another number here (${old:-?}, now ${new:-?})" \
		test -n "$new" -a "${old:-0}" != "${new:-0}"
	same c1 c2 "a reader that sees addresses"
	# the changed pages: pf_ptr_index under this boot's number (its name pointer at offset 8)
	check "its events come under their new number" \
		test "$(pf-rawfuncs "$new" 8 /tmp/read.cpu* | wc -l)" -ge 300
	check_eq "none under the old one" 0 "$(pf-rawfuncs "$old" 8 /tmp/read.cpu* | wc -l)"
	echo 2 > /proc/sys/kernel/kptr_restrict
	same c3 c4 "a reader that does not"
	echo 0 > /proc/sys/kernel/kptr_restrict
	local n expected moved
	read -r fixed n expected moved <<< "$(spliced c5)"
	check "most pages hold pf_events' events or timer_start's callback ($moved of $n)" \
		test "$moved" -ge 8 -a "$((moved * 2))" -gt "$n"
	check_eq "splice changes each page where types moved or an address, and each CPU's last" \
		"$expected" "$fixed"
	read -r fixed n expected moved <<< "$(spliced s1)"
	check "s1 hands out pages of sched_switch alone ($n, $moved to change)" \
		test "$n" -ge 4 -a "$moved" = 0
	check_eq "and takes them as they lie, each CPU's last page aside" "$expected" "$fixed"
	local f
	for f in "$B"/per_cpu/cpu*/trace_pipe_raw; do drain 5 /tmp/raw.1 "$f"; cat /tmp/raw.1; done > /tmp/raw
	check "the boot-mapped instance reads out too" test "$(wc -c < /tmp/raw)" -ge 32768
	echo 2 > /proc/sys/kernel/kptr_restrict
	same t1 t2 "a table with no room for every type" 4
	same n1 n2 "a type whose names only are in the table" 2
	same d1 d2 "a table with a record's magic damaged" 2
	echo 0 > /proc/sys/kernel/kptr_restrict
}
