# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot's raw pages and last_boot_info agree, for the real clients: Debian
# 12's trace-cmd 3.1.6 and Debian unstable's trace-cmd 3.4 with libtraceevent 1.9 (fetched and run
# through their own glibc and loader by harness/sid-tools.sh, this scenario's PREPARE step; without
# network its checks skip). trace_pipe_raw hands out the previous boot's code addresses (function
# entries, and the fields an event prints with %ps) moved to this kernel (same build), so that
# 3.1.6, which looks them up as they come, names them right; 3.4 saves last_boot_info with the data
# and its report adds "kallsyms' place - last_boot_info's place" to each raw address: that must
# add nothing. Mainline's recipe, verbatim, KASLR on. Boot 1 traces a few kernel functions, the
# functions of a module and timer_start (its callback printed with %ps), and panics. Boot 2 (KASLR
# moved the kernel) reads the instance with cat, and with trace-cmd 3.1.6 show -B, extract -B and
# report. Boot 3: trace-cmd 3.4 extract -B and report. Boot 4: the same as a reader that may not
# see kernel addresses (kptr_restrict=2), whose pages keep boot 1's addresses and whose
# last_boot_info gives boot 1's places, with this boot's symbols from elsewhere; 3.1.6's report of
# that file, which ignores last_boot_info, must name other functions. Each report must name every
# event's function, parent and timer callback exactly as cat trace does, event by event. A
# last_boot_info that gave the previous boot's _text would have boot 3 name other functions.

PREPARE=harness/sid-tools.sh
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

# events FILE KIND: the function entries (F) and timer_start callbacks (T) of a trace, a line
# each: "CPU N TIMESTAMP F FUNCTION <- PARENT" or "CPU N TIMESTAMP T CALLBACK", N counting that
# CPU's events in the order the trace gives them, sorted by CPU and N: an event a line, whatever
# order the trace merges the CPUs in (two CPUs' events in one microsecond). KIND cat: FILE is `cat
# trace`; KIND report: a `trace-cmd report -O parent=1` (libtraceevent's function plugin prints
# the parent only when asked). The words are taken as printed, nothing dropped or rewritten; the
# rest of a line is left out because the two format it otherwise: report puts the instance's name
# first, names the event ("function:", padded), writes "<--" for cat's "<-", prints the timer's
# address where cat hashes it, and names the previous boot's tasks <...> (task-names' matter).
events() {
	local at='.*\[\([0-9]\{3\}\)\] [^ ]* *\([0-9]*\.[0-9]*\):'
	local fn=' \(.*\) <-\(.*\)$' tm=' timer_start: .* function=\([^ ]*\) expires=.*'
	[ "$2" = cat ] || fn=' function: *\(.*\) <-- \(.*\)$'
	sed -n -e "s/$at$tm/\1 \2 T \3/p" -e "s/$at$fn/\1 \2 F \3 <- \4/p" "$1" |
		awk '{ c = $1 + 0; $1 = c " " n[c]++; print }' | sort -s -k1,1n -k2,2n
}
# read_text: the module loaded again (elsewhere), boot 1's trace as cat shows it (/tmp/trace), its
# events' names (/tmp/cat)
read_text() {
	insmod /modules/trace-events-sample.ko
	cat $B/trace > /tmp/trace
	events /tmp/trace cat > /tmp/cat
}

# same_names WHO REPORT: a trace-cmd REPORT names each event of boot 1 as cat trace does
same_names() {
	local k
	events "$2" report > /tmp/rep
	check "$1: boot 1's trace is there (cat trace shows its function entries)" \
		grep -q '^[0-9]* [0-9]* [0-9.]* F ' /tmp/cat
	check_eq "$1: as many function entries as cat trace shows" \
		"$(grep -c ' F ' /tmp/cat)" "$(grep -c ' F ' /tmp/rep)"
	check_eq "$1: as many timer_start events" \
		"$(grep -c ' T ' /tmp/cat)" "$(grep -c ' T ' /tmp/rep)"
	for k in F T; do
		grep "^[0-9]* [0-9]* [0-9.]* $k " /tmp/cat > /tmp/cat.$k || true
		grep "^[0-9]* [0-9]* [0-9.]* $k " /tmp/rep > /tmp/rep.$k || true
	done
	check "$1: each function and its parent named as cat trace names them" cmp /tmp/cat.F /tmp/rep.F
	diff /tmp/cat.F /tmp/rep.F | head -5 | sed 's/^/# /' > "$RESULTS"
	check "$1: each timer_start callback (a field printed with %ps) as well" cmp /tmp/cat.T /tmp/rep.T
	diff /tmp/cat.T /tmp/rep.T | head -5 | sed 's/^/# /' > "$RESULTS"
}

# sid_missing: why trace-cmd 3.4 (trace-cmd-sid, from PREPARE) is not here, or nothing
sid_missing() {
	if [ -e /sid/unavailable ]; then cat /sid/unavailable
	elif [ ! -x /usr/bin/trace-cmd-sid ]; then echo "no trace-cmd-sid in the guest"; fi
}

boot2() {
	read_text
	check "boot 1's function trace is there" grep -q ' F ' /tmp/cat
	check "and its timer_start events, callbacks named" grep -q ' T [a-z_]' /tmp/cat
	check "with the module's functions" grep -q "simple_thread" /tmp/trace
	now=$(grep -w _text /proc/kallsyms | cut -d' ' -f1)
	prev=$(sed -n 's/^previous kernel: _text at \([0-9a-f]*\), this build$/\1/p' $B/last_boot_status)
	emit "# boot 2 _text: $now; last_boot_status: previous _text $prev"
	check_eq "last_boot_info's kernel line is where the raw pages put the kernel: here" \
		"$now	[kernel]" "$(head -1 $B/last_boot_info)"
	modbase=$(awk -v m=$MOD '$1 == m { print substr($6, 3) }' /proc/modules)
	check_eq "its module line is where the module is now (the raw pages moved its addresses)" \
		"$modbase	$MOD" "$(awk -F'\t' -v m=$MOD '$2 == m' $B/last_boot_info)"
	# trace-cmd 3.1.6 (Debian 12's, in the initramfs): show -B prints the instance's trace file
	trace-cmd show -B boot_map > /tmp/show 2> /tmp/show.err
	check "trace-cmd 3.1.6 show -B prints what cat trace prints" cmp /tmp/trace /tmp/show
	# extract reads trace_pipe_raw, looking the raw addresses up as they come (no last_boot_info)
	trace-cmd extract -k -B boot_map -o /tmp/b.dat > /tmp/extract.log 2>&1
	check "trace-cmd 3.1.6 extract -B read the instance" test -s /tmp/b.dat
	trace-cmd report /tmp/b.dat > /tmp/report 2> /dev/null
	same_names "trace-cmd 3.1.6 report" /tmp/report
	check_eq "last_boot_info says this boot's (same build) for a reader that may see kernel addresses" 1 \
		"$(grep -c "^$now	\[kernel\]$" $B/last_boot_info)"
	echo 2 > /proc/sys/kernel/kptr_restrict
	check_eq "with kptr_restrict=2 it gives the previous boot's place, as mainline" \
		"$prev	[kernel]" "$(head -1 $B/last_boot_info)"
	echo 0 > /proc/sys/kernel/kptr_restrict
	reboot_now
}

# Boot 3 (boot 2 did not trace in the instance: boot 1's trace is still there): trace-cmd 3.4
# extracts it, saving last_boot_info with the data, and its report moves each raw address by
# "kallsyms' place - last_boot_info's place" (nothing, for this reader) before naming it.
# extract -k: without it trace-cmd resets the instance when done, which ends the previous boot's
# trace in the range (a reset does, as on mainline), and boot 4 needs it.
boot3() {
	read_text
	why=$(sid_missing)
	if [ -n "$why" ]; then skip "trace-cmd 3.4: $why"; reboot_now; return; fi
	emit "# trace-cmd-sid: $(cat /sid/version)"
	check "trace-cmd 3.4 runs here through its own loader" \
		sh -c 'trace-cmd-sid --version 2>&1 | grep -q "^trace-cmd version 3\.\([4-9]\|[1-9][0-9]\)"'
	trace-cmd-sid extract -k -B boot_map -o /tmp/sid.dat > /tmp/extract.log 2>&1
	check "trace-cmd 3.4 extract -B read the instance" test -s /tmp/sid.dat
	trace-cmd-sid dump --options -i /tmp/sid.dat > /tmp/options 2>&1
	check_eq "and saved its last_boot_info with the data" "boot_map:$(head -1 $B/last_boot_info)" \
		"$(sed -n '/Option LAST_BOOT_INFO/{n;p;}' /tmp/options)"
	trace-cmd-sid report -O parent=1 -i /tmp/sid.dat > /tmp/report 2> /tmp/report.err
	same_names "trace-cmd 3.4 report" /tmp/report
	reboot_now
}

# Boot 4: the same as a reader that may not see kernel addresses (kptr_restrict=2): the pages keep
# the recorded addresses and last_boot_info gives the previous places. Such a reader has the
# kernel's and the modules' symbols from elsewhere (System.map, say): here this boot's kallsyms
# and modules, read before and bound over /proc's for trace-cmd to save
boot4() {
	read_text
	emit "# boot 4 _text: $(grep -w _text /proc/kallsyms | cut -d' ' -f1)"
	why=$(sid_missing)
	if [ -n "$why" ]; then skip "trace-cmd 3.4, kptr_restrict=2: $why"; return; fi
	cat /proc/kallsyms > /tmp/kallsyms
	cat /proc/modules > /tmp/modules
	echo 2 > /proc/sys/kernel/kptr_restrict
	cp $B/last_boot_info /tmp/info
	unshare -m sh -c 'mount --bind /tmp/kallsyms /proc/kallsyms &&
		mount --bind /tmp/modules /proc/modules &&
		trace-cmd-sid extract -k -B boot_map -o /tmp/sid.dat' > /tmp/extract.log 2>&1
	echo 0 > /proc/sys/kernel/kptr_restrict
	check_eq "last_boot_info gave such a reader boot 1's _text" \
		"$(sed -n 's/^previous kernel: _text at \([0-9a-f]*\),.*/\1/p' $B/last_boot_status)" \
		"$(head -1 /tmp/info | cut -f1)"
	check "trace-cmd 3.4 extract -B read the instance" test -s /tmp/sid.dat
	trace-cmd-sid report -O parent=1 -i /tmp/sid.dat > /tmp/report 2> /tmp/report.err
	same_names "trace-cmd 3.4 report, kptr_restrict=2" /tmp/report
	# the control: 3.1.6 reads the same file without last_boot_info, looking boot 1's addresses up
	# in this boot's symbols (what it cannot name it prints in hex, without "<--")
	trace-cmd report /tmp/sid.dat > /tmp/report316 2> /dev/null
	events /tmp/report316 report > /tmp/rep316
	check_eq "trace-cmd 3.1.6 reads that file: as many function entries" \
		"$(grep -c ' F ' /tmp/cat)" "$(grep -c ' function: ' /tmp/report316)"
	emit "# trace-cmd 3.1.6, blind to last_boot_info: $(grep -cxFf /tmp/cat /tmp/rep316) of" \
		"$(wc -l < /tmp/cat) events named as cat trace names them"
	check "so it names them otherwise (the names above were not right by chance)" \
		sh -c '! cmp -s /tmp/cat /tmp/rep316'
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

host4() {
	if [ "$(sed -n 's/^# boot 1 _text: //p' "$LOGDIR/boot1.tap")" != \
		"$(sed -n 's/^# boot 4 _text: //p' "$LOGDIR/boot4.tap")" ]; then
		ok "KASLR put boot 4's kernel elsewhere than boot 1's (the offset trace-cmd 3.4 applies is not zero)"
	else
		skip "KASLR put boot 4's kernel where boot 1's was"
	fi
}
