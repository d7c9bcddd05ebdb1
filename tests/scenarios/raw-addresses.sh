# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot's raw pages and last_boot_info agree, for every kind of reader.
# trace_pipe_raw hands out the previous boot's code addresses (function entries, and the fields an
# event prints with %ps) moved to this kernel (same build), so that trace-cmd 3.1.6, which looks
# them up as they come, names them right; trace-cmd 3.4 also saves last_boot_info, and
# libtraceevent adds "this boot's place - the place last_boot_info gives" to each raw address:
# that must add nothing. Mainline's recipe, verbatim. Boot 1 traces a few kernel functions, the
# functions of a module and timer_start (its callback printed with %ps), and panics. Boot 2
# (KASLR moved the kernel) reads the instance with cat and with trace-cmd 3.1.6. Boot 3 reads the
# raw pages with a page parser and applies last_boot_info as libtraceevent does: the same names.
# Boot 4 does that as a reader that may not see kernel addresses (kptr_restrict=2): the pages
# keep the recorded addresses, last_boot_info gives the previous places, the same names again.
# Before the fix last_boot_info gave the previous boot's _text: boot 3 named other functions.

CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceprintk^traceoff@trace'
T=/sys/kernel/tracing
B=$T/instances/boot_map
MOD=trace_events_sample

boot1() {
	insmod /modules/trace-events-sample.ko
	echo 'vfs_read vfs_write ksys_read ksys_write __handle_sysrq sysrq_handle_crash' > $B/set_ftrace_filter
	echo "*:mod:$MOD" >> $B/set_ftrace_filter
	echo function > $B/current_tracer
	echo 1 > $B/events/timer/timer_start/enable
	echo 1 > $B/tracing_on
	sleep 2		# the module's thread runs once a second
	cat /proc/version > /dev/null
	emit "# boot 1 _text: $(grep -w _text /proc/kallsyms | cut -d' ' -f1)"
	crash
}

# names FILE: "function parent" per function event of `cat trace`, modules' [name] tags dropped
names() { sed -n 's/.*[0-9]: \([^ ]*\)\( \[[^]]*\]\)\{0,1\} <-\([^ ]*\).*/\1 \3/p' "$1" | sort; }
# timers FILE: the callback of each timer_start event of `cat trace`
timers() { sed -n 's/.*timer_start: .* function=\([^ ]*\) .*/\1/p' "$1" | sort; }
# raw_fields EVENT FIELD...: the event's ID and the offsets of its fields, for pf-rawfuncs
raw_fields() {
	local f=$T/events/$1/format o="" x
	shift
	for x in "$@"; do
		o=$o${o:+,}$(sed -n "s/.*field:[^;]* $x;[[:space:]]*offset:\([0-9]*\);.*/\1/p" "$f")
	done
	echo "$(sed -n 's/^ID: //p' "$f") $o"
}

# raw_names RAW INFO: RAW's addresses (pf-rawfuncs: a line an event, its addresses in columns)
# each moved by (where its kernel or module is now - where INFO, a last_boot_info, says it is),
# the way libtraceevent applies a saved last_boot_info, looked up in this boot's kallsyms: a line
# of names an event
raw_names() {
	local base name i=0 a d cols
	declare -A here
	here["[kernel]"]=$((0x$(grep -w _text /proc/kallsyms | cut -d' ' -f1)))
	while read -r name _ _ _ _ base; do here[$name]=$((base)); done < /proc/modules
	# the bases of INFO, highest first: an address belongs to the first one not above it
	sort -r "$2" | while IFS=$'\t' read -r base name; do
		echo "$((0x$base)) $((${here[$name]:-0x$base} - 0x$base))"
	done > /tmp/deltas
	cols=$(head -1 "$1" | wc -w)
	# shellcheck disable=SC2013	# every word: an address
	for a in $(cat "$1"); do
		while read -r base d; do
			# unsigned comparison of 64-bit addresses: flip the sign bit of both
			if (((a ^ (1 << 63)) >= (base ^ (1 << 63)))); then
				printf '%016x 1 %d\n' $((a + d)) $i
				break
			fi
		done < /tmp/deltas
		i=$((i + 1))
	done > /tmp/queries
	grep -i ' t ' /proc/kallsyms | awk '{ print $1, 0, $3 }' | cat - /tmp/queries |
		LC_ALL=C sort -k1,1 -k2,2 | awk '$2 == 0 { n = $3; next } { print $3, n }' |
		sort -n | awk -v c="$cols" '{ printf "%s%s", $2, (NR % c ? " " : "\n") }' | sort
}

# read_raw WHO [KPTR_RESTRICT]: boot 1's function entries and timer callbacks through
# trace_pipe_raw and last_boot_info, read with that kptr_restrict, by names (libtraceevent's way,
# with this boot's symbols), into /tmp/lib and /tmp/libt
read_raw() {
	echo "${2:-0}" > /proc/sys/kernel/kptr_restrict
	cp $B/last_boot_info /tmp/info	# what trace-cmd 3.4 saves with the data
	pf-rawfuncs 0 0 $B/per_cpu/cpu*/trace_pipe_raw > /tmp/pages	# read once: reading consumes
	echo 0 > /proc/sys/kernel/kptr_restrict
	# shellcheck disable=SC2046
	pf-rawfuncs $(raw_fields ftrace/function ip parent_ip) /tmp/pages > /tmp/raw
	# shellcheck disable=SC2046
	pf-rawfuncs $(raw_fields timer/timer_start function) /tmp/pages > /tmp/rawt
	check_eq "$1: trace_pipe_raw hands out as many function entries as cat trace shows" \
		"$(wc -l < /tmp/cat)" "$(wc -l < /tmp/raw)"
	raw_names /tmp/raw /tmp/info > /tmp/lib
	raw_names /tmp/rawt /tmp/info > /tmp/libt
}

# read_text: the module loaded again (elsewhere), boot 1's trace as cat shows it: its function
# entries into /tmp/cat, its timer callbacks into /tmp/cattimers
read_text() {
	insmod /modules/trace-events-sample.ko
	cat $B/trace > /tmp/trace
	names /tmp/trace > /tmp/cat
	timers /tmp/trace > /tmp/cattimers
}

# same_names WHO: the names read_raw found are the ones cat trace shows
same_names() {
	check "$1: the raw addresses, moved by last_boot_info as libtraceevent moves them, name the same" \
		cmp /tmp/cat /tmp/lib
	diff /tmp/cat /tmp/lib | head -5 | sed 's/^/# /' > "$RESULTS"
	check "$1: and the raw timer callbacks (fields printed with %ps)" cmp /tmp/cattimers /tmp/libt
	diff /tmp/cattimers /tmp/libt | head -5 | sed 's/^/# /' > "$RESULTS"
}

boot2() {
	read_text
	check "boot 1's function trace is there" test -s /tmp/cat
	check "and its timer_start events, callbacks named" grep -q '[a-z]' /tmp/cattimers
	check "with the module's functions" grep -q "simple_thread" /tmp/trace
	now=$(grep -w _text /proc/kallsyms | cut -d' ' -f1)
	prev=$(sed -n 's/^previous kernel: _text at \([0-9a-f]*\), this build$/\1/p' $B/last_boot_status)
	emit "# boot 2 _text: $now; last_boot_status: previous _text $prev"
	check_eq "last_boot_info's kernel line is where the raw pages put the kernel: here" \
		"$now	[kernel]" "$(head -1 $B/last_boot_info)"
	modbase=$(awk -v m=$MOD '$1 == m { print substr($6, 3) }' /proc/modules)
	check_eq "its module line is where the module is now (the raw pages moved its addresses)" \
		"$modbase	$MOD" "$(awk -F'\t' -v m=$MOD '$2 == m' $B/last_boot_info)"
	trace-cmd extract -k -B boot_map -o /tmp/b.dat > /tmp/extract.log 2>&1
	check "trace-cmd extract -k read the instance" test -s /tmp/b.dat
	trace-cmd report /tmp/b.dat 2> /dev/null |
		sed -n 's/.*function: *\([^ ]*\) <-- \([^ ]*\).*/\1 \2/p' | sort > /tmp/report
	check "trace-cmd 3.1.6 names the functions cat trace names" cmp /tmp/cat /tmp/report
	trace-cmd report /tmp/b.dat 2> /dev/null |
		sed -n 's/.*timer_start: .* function=\([^ ]*\) .*/\1/p' | sort > /tmp/reporttimers
	check "and the timer callbacks cat trace names" cmp /tmp/cattimers /tmp/reporttimers
	check_eq "it says this boot's (same build) for a reader that may see kernel addresses" 1 \
		"$(grep -c "^$now	\[kernel\]$" $B/last_boot_info)"
	echo 2 > /proc/sys/kernel/kptr_restrict
	check_eq "with kptr_restrict=2 it gives the previous boot's place, as mainline" \
		"$prev	[kernel]" "$(head -1 $B/last_boot_info)"
	echo 0 > /proc/sys/kernel/kptr_restrict
	reboot_now
}

# Boot 3 (boot 2 did not trace in the instance: boot 1's trace is still there): the raw pages, read
# as a tool's page parser reads them, give addresses that last_boot_info's places turn into the
# functions cat trace names
boot3() {
	read_text
	read_raw "boot 3"
	same_names "boot 3"
	reboot_now
}

# Boot 4: the same as a reader that may not see kernel addresses: nothing moved, previous places
boot4() {
	read_text
	read_raw "boot 4 (kptr_restrict=2)" 2
	check_eq "last_boot_info gave such a reader boot 1's _text" \
		"$(sed -n 's/^previous kernel: _text at \([0-9a-f]*\),.*/\1/p' $B/last_boot_status)" \
		"$(head -1 /tmp/info | cut -f1)"
	same_names "boot 4 (kptr_restrict=2)"
}

host2() {
	check_eq "last_boot_status names boot 1's _text" \
		"$(sed -n 's/^# boot 1 _text: //p' "$LOGDIR/boot1.tap")" \
		"$(sed -n 's/^# boot 2 _text: .*; last_boot_status: previous _text //p' "$LOGDIR/boot2.tap")"
	if [ "$(sed -n 's/^# boot 1 _text: //p' "$LOGDIR/boot1.tap")" != \
		"$(sed -n 's/^# boot 2 _text: \([0-9a-f]*\);.*/\1/p' "$LOGDIR/boot2.tap")" ]; then
		ok "KASLR moved the kernel between the boots (the offsets are not zero by chance)"
	else
		skip "KASLR put the kernel at the same address twice"
	fi
}
