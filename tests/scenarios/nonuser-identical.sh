# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a kernel with the series, booted without reserve_mem= or trace_instance=, is the
# unpatched 6.1 to its user. Boot 1 writes what such a user sees into a profile: every tracefs
# file of the top level and of a new instance (the files under events/ by name and count), both
# trace_options, every event's id, the text of trace_printk() (constant and not), trace_puts()
# (constant and not), function, event and trace_marker lines with their columns (the pid and
# timestamp digits aside), /proc/iomem (the kernel's own lines aside) and every memblock call of
# the boot (memblock=debug: the callers and sizes, the kernel's addresses aside); then it panics,
# and ftrace_dump_on_oops prints the top level. The host adds the dump's lines and compares the
# profile with the one the unpatched base printed with the same config and command line
# (tests/nonuser/ARCH.profile, recorded by make nonuser-baseline): equal, line for line, but for
# what mainline has in the same form (options/trace_printk_dest, mainline 6.12) and the files a
# kernel built with CONFIG_TRACER_SNAPSHOT_PIPE asks for (snapshot_enabled, snapshot_pipe).

CMDLINE='nokaslr memblock=debug ftrace_dump_on_oops'
MEM=512M
TIMEOUT=200
T=/sys/kernel/tracing

# columns TRACE: the lines of a trace, as "COMM FLAGS TEXT": the pid, CPU and timestamp left out,
# the numbers of the text as N (tasks, times and addresses differ from boot to boot)
columns() {
	awk '{
		if (!match($0, /-[0-9]+ +\[[0-9]+\] +[^ ]+ +[0-9.]+: /))
			next
		comm = substr($0, 1, RSTART - 1)
		sub(/^ +/, "", comm)
		split(substr($0, RSTART, RLENGTH), h, / +/)
		text = substr($0, RSTART + RLENGTH)
		gsub(/0x[0-9a-f]+/, "A", text)
		gsub(/[0-9]+/, "N", text)
		print comm, h[3], text
	}' "$1"
}

boot1() {
	cd $T || return
	mkdir instances/nu
	{
		echo "== files"
		find . | grep -v -e '^\./events/' -e '^\./instances/nu/events/' | sort
		echo "== files under events (name and count)"
		find events instances/nu/events -type f | sed 's|.*/||' | sort | uniq -c
		echo "== trace_options"
		cat trace_options
		echo "== instance trace_options"
		cat instances/nu/trace_options
		echo "== event ids"
		for f in events/*/*/id; do read -r id < "$f"; echo "${f#events/} $id"; done
	} > /tmp/profile
	# trace_printk() and trace_puts(), constant or not, a function, an event and a marker
	echo do_sys_openat2 > set_ftrace_filter
	echo 1 > events/sched/sched_process_fork/enable
	echo function > current_tracer
	insmod /modules/pf_printk.ko count=1 dynamic=1 || not_ok "insmod pf_printk"
	: < /proc/version
	(:)
	echo nonuser marker > trace_marker
	cat trace > /tmp/all
	echo nop > current_tracer
	echo 0 > events/enable
	grep -e '-'$$' ' -e pf_printk /tmp/all | grep -v sched_process_fork > /tmp/trace
	grep 'sched_process_fork: comm=[^ ]* pid='$$' ' /tmp/all | head -1 >> /tmp/trace
	{
		echo "== trace"
		columns /tmp/trace
		echo "== iomem"
		grep -v 'Kernel ' /proc/iomem
	} >> /tmp/profile
	send profile /tmp/profile
	# the dump at the panic prints the same lines
	echo function > current_tracer
	: < /proc/version
	echo nonuser dump > trace_marker
	crash
}

# nonuser_same BASE GOT [PATTERN]: the profiles are the same, what mainline has in the same form
# (trace_printk_dest: mainline 6.12) and the lines of PATTERN aside; the first differences if not
nonuser_same() {
	diff <(tail -n +2 "$1") <(grep -v -e 'trace_printk_dest' -e "${3:-^$}" "$2") | head -40
	[ "${PIPESTATUS[0]}" = 0 ]
}

host1() {
	local want=$TOP/tests/nonuser/$ARCH.profile got=$LOGDIR/profile
	{
		sent 1 profile
		echo "== memblock"
		# each call with its size and caller, not the addresses (the kernel's size moves them)
		sed -nE 's/\r$//; s/^\[ *[0-9.]+\] (memblock_[a-z_]+:) (.*)$/\1 \2/p' \
			"$LOGDIR/boot1.console" | sed -E 's/0x[0-9a-f]+/A/g; s/\+A\/A//g'
		echo "== ftrace_dump_on_oops"
		# the dump's lines (the latency format): "COMM-PID CPU FLAGS TIME : TEXT"
		sed -nE 's/\r$//; s/^\[ *[0-9.]+\] +//; /tracing_mark_write: nonuser dump/p' \
			"$LOGDIR/boot1.console" |
			sed -E 's/^([^ ]+)-[0-9]+ +[0-9]+([^ ]+) +[0-9]+us : (.*)$/\1 \2 \3/'
	} > "$got"
	check "the profile has every part" test "$(grep -c '^== ' "$got")" = 9
	check "the dump printed the marker" grep -q '^run .* tracing_mark_write: nonuser dump' "$got"
	if [ -n "${NONUSER_RECORD:-}" ]; then
		{ echo "# $BASE_PKG $(base_found), $ARCH, config/test.config, CMDLINE='$CMDLINE'"
		  cat "$got"; } > "$want"
		ok "recorded $want"
		return
	fi
	if [ ! -f "$want" ]; then
		skip "no $want: make nonuser-baseline records it"
		return
	fi
	if [ "$(head -1 "$want")" != "# $BASE_PKG $(base_found), $ARCH, config/test.config, CMDLINE='$CMDLINE'" ]; then
		skip "$want was recorded on another base ($(head -1 "$want")): make nonuser-baseline again"
		return
	fi
	# the snapshot swap's files, where the kernel's configuration asks for them
	local asked="" config
	config=$(variant_obj "${VARIANT:-test}")/.config
	if grep -q '^CONFIG_TRACER_SNAPSHOT_PIPE=y' "$config"; then
		asked='/snapshot_\(enabled\|pipe\)$'
		check "CONFIG_TRACER_SNAPSHOT_PIPE gives the top level and the instance its two files" \
			test "$(grep -c "$asked" "$got")" = 4
	fi
	check "a non-user sees what the unpatched base shows (${want#"$TOP"/})" \
		nonuser_same "$want" "$got" "$asked"
	check "the only addition is mainline's trace_printk_dest, at the top and in the instance" \
		test "$(grep -c 'trace_printk_dest' "$got")" = 4
}
