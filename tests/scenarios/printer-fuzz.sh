# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: crafted previous-boot events attack the printers (make check: on the test kernel, where
# a wrong pointer oopses; make soak: on the KASAN kernel, PF_VARIANT=kasan, which reports any read
# outside what was checked). Each boot
# enables some events in a boot-mapped instance (so their types are described in its range),
# then tests/modules/pf_craft.ko writes crafted events into it: each of ftrace's own types and
# each of those events at every size around its own, with pointer-like values, huge counts and
# data_loc lengths, and random bytes in every field; then random ones. The boot panics, and the
# next reads them through every reader (trace under each print option, trace_pipe_raw,
# last_boot_events, last_boot_info, last_boot_status, buffer_meta, the backup before and after
# it is read out and cleared, trace_pipe last): every read ends, and the console stays free of KASAN, UBSAN
# and WARN reports (checked for every boot). PF_IMAGES images (default 1, `make soak` 20 on the
# KASAN kernel), each read in full in the boot after it was made.

VARIANT=${PF_VARIANT:-test}
PF_IMAGES=${PF_IMAGES:-1}
GUEST_ENV='PF_IMAGES'
TIMEOUT=600
CMDLINE='memmap=16M$0x18000000 trace_instance=fz@0x18000000:16M trace_instance=fzb=fz'
T=/sys/kernel/tracing
B=$T/instances/fz
BK=$T/instances/fzb
EVENTS='sched/sched_switch sched/sched_wakeup irq/irq_handler_entry timer/hrtimer_start sample-trace/foo_bar kprobes/pf_open pf_events/pf_ptr_index pf_events/pf_array_offset'
OPTIONS='printk-msg-only raw hex bin sym-offset sym-addr noprint-parent verbose latency-format nocontext-info record-tgid sym-userobj noannotate'

craft() { # craft SEED: describe the events in the range, write crafted ones, panic
	insmod /modules/trace-events-sample.ko 2> /dev/null
	# two types whose printers would follow the event's values (tests/modules/pf_events.h)
	insmod /modules/pf_events.ko 2> /dev/null
	echo 'p:pf_open do_sys_openat2 dfd=%di:s32 name=+0(%si):ustring' > $T/kprobe_events
	ids="" sizes=""
	for ev in $EVENTS; do
		[ -d "$B/events/$ev" ] || continue
		echo 1 > "$B/events/$ev"/enable
		echo 0 > "$B/events/$ev"/enable
		ids="$ids${ids:+,}$(cat "$T/events/$ev"/id)"
		sizes="$sizes${sizes:+,}$(sed -n 's/.*offset:\([0-9]*\);.*size:\([0-9]*\);.*/\1 \2/p' "$T/events/$ev"/format |
			awk '{ e = $1 + $2; if (e > m) m = e } END { print m }')"
	done
	rmmod trace_events_sample 2> /dev/null
	echo > $B/trace
	# fired, they record a pointer into the module, stale in the next boot
	echo 1 > $B/events/pf_events/enable
	echo 1 > /sys/module/pf_events/parameters/fire
	echo 0 > $B/events/pf_events/enable
	# (loaded until the panic: removing a module whose events were enabled clears the buffers)
	emit "# seed $1: crafting types $ids, sizes $sizes"
	check "seed $1: pf_craft wrote its events" \
		insmod /modules/pf_craft.ko instance=fz seed="$1" count=1000 ids="$ids" sizes="$sizes"
	emit "# seed $1: $(cat /sys/module/pf_craft/parameters/written) events crafted"
	crash
}

opt_reset() { # opt_reset FILE OPTION: undo 'echo OPTION > FILE'
	case $2 in "") ;; no*) echo "${2#no}" > "$1" ;; *) echo "no$2" > "$1" ;; esac
}

read_all() { # read_all IMAGE: every reader of the instance and its backup; counts them
	local n=0 rc opt f
	check "$1: the instance shows the previous boot" grep -q '^shows: previous boot' $B/last_boot_status
	# the same types again: they match by fingerprint, but their printers are not for old events
	check "$1: pf_events loads again" insmod /modules/pf_events.ko
	for f in pf_ptr_index pf_array_offset; do
		check "$1: $f is found by its fingerprint, and printed as recorded" \
			grep -q "pf_events:$f.*found, printed as recorded" $B/last_boot_events
	done
	check "$1: a type whose printer reads only the event runs it (irq_handler_entry)" \
		grep -q 'irq:irq_handler_entry.found$' $B/last_boot_events
	for opt in "" $OPTIONS; do
		[ -z "$opt" ] || echo "$opt" > $B/trace_options
		rc=0; timeout 300 cat $B/trace > /tmp/out || rc=$?
		check_eq "$1: trace with '${opt:-default options}' is read to the end" 0 "$rc"
		if [ -z "$opt" ]; then
			check "$1: crafted events are shown" test "$(grep -c . /tmp/out)" -gt 1000
			for f in pf_ptr_index pf_array_offset; do
				check "$1: $f events print from their recorded fields" \
					grep -q "pf_events:$f \[previous boot's format\]" /tmp/out
				check "$1: $f's own printer never runs on them" \
					sh -c "! grep -q ' $f: ' /tmp/out"
			done
		fi
		opt_reset $B/trace_options "$opt"
		n=$((n + 1))
	done
	for f in last_boot_events last_boot_info last_boot_status per_cpu/cpu0/buffer_meta \
		per_cpu/cpu1/buffer_meta; do
		check "$1: $f reads" sh -c "cat $B/$f > /tmp/out"
		check "$1: $f is text" sh -c "! grep -q '[^[:print:][:space:]]' /tmp/out"
		n=$((n + 1))
	done
	# (a backup's options are read-only: it is read with the default ones)
	rc=0; timeout 300 cat $BK/trace > /tmp/out || rc=$?
	check_eq "$1: the backup's trace is read to the end" 0 "$rc"
	check "$1: the backup's last_boot_events reads" sh -c "cat $BK/last_boot_events > /dev/null"
	# held open, the backup stays while it is read out and cleared
	exec 3< $BK/last_boot_status
	timeout 20 cat $BK/per_cpu/cpu*/trace_pipe_raw > /tmp/raw
	check "$1: the backup's trace_pipe_raw gives pages, then ends" test "$(wc -c < /tmp/raw)" -ge 4096
	echo > $BK/trace
	check "$1: a cleared backup's last_boot_events reads" sh -c "cat $BK/last_boot_events > /dev/null"
	check "$1: and its trace" sh -c "cat $BK/trace > /dev/null"
	exec 3<&-
	n=$((n + 5))
	# every CPU holds the crafted events: CPU 1's go to trace_pipe_raw, the rest to trace_pipe
	drain 20 /tmp/raw $B/per_cpu/cpu1/trace_pipe_raw
	check "$1: trace_pipe_raw gives pages" test "$(wc -c < /tmp/raw)" -ge 4096
	drain 60 /tmp/out $B/trace_pipe
	check "$1: trace_pipe gives the events" test -s /tmp/out
	n=$((n + 2))
	emit "# $1: $n readers run"
}

# boot 1 makes image 1; boot N reads image N - 1 and makes image N; the last only reads
boot1() {
	craft 1
}
for ((i = 2; i <= PF_IMAGES + 1; i++)); do
	if [ "$i" -le "$PF_IMAGES" ]; then
		eval "boot$i() { read_all 'image $((i - 1))'; craft $i; }"
	else
		eval "boot$i() { read_all 'image $((i - 1))'; }"
	fi
done
