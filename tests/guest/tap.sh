# shellcheck shell=bash disable=SC2034  # T and the helpers are for the scripts that source this
# Test helpers for guest scripts. Results are TAP lines on the second serial port (ttyS1; on
# arm64's virt machine, which has one UART, the virtio console hvc0), kept apart from the kernel's
# console; the host collects them. Every check states what it asserts.
#
# What the host reads from a boot's results, line by line (harness/scenario.sh; boot.sh, check.sh
# and demo.sh read the control lines too):
#   ok - DESC | not ok - DESC | ok - DESC # SKIP WHY    one result (ok, not_ok, skip, check...)
#   #! end | #! crash | #! reboot | #! kexec            how the boot ended, the last one counts
#                                                       (scenario.sh writes "#! end" after bootN)
#   #! boot N | #! poweroff                             a chain of resets (RESETn=): its boot N
#                                                       begins; the chain is done, QEMU may end
#   #>NAME LINE                                         a line of file NAME (send; sent on the host)
#   # TEXT                                              a diagnostic, shown when a check fails
# and from its console: "init: test script exited with status N" (tests/guest/init), the script's
# end. scenario.sh adds "#! results-lost: ..." to its own output when the script ended well and the
# results did not come (check.sh runs such a scenario once more).
T=/sys/kernel/tracing
if [ -z "${RESULTS:-}" ]; then
	RESULTS=/dev/ttyS1
	[ ! -e /dev/hvc0 ] || RESULTS=/dev/hvc0
fi
emit() { echo "$*" > "$RESULTS"; }
control() { emit "#! $*"; } # control WORD...: a control line (above), for the harness's helpers
ok() { emit "ok - $*"; }
not_ok() { emit "not ok - $*"; }
skip() { emit "ok - $* # SKIP"; }
# check DESCRIPTION COMMAND...: passes when COMMAND succeeds.
check() {
	local desc=$1; shift
	if "$@" > /tmp/check.out 2>&1; then ok "$desc"; else
		not_ok "$desc"; sed 's/^/# /' /tmp/check.out | head -20 > "$RESULTS"; fi
}
# check_eq DESCRIPTION EXPECTED ACTUAL
check_eq() {
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1"; emit "# expected '$2', got '$3'"; fi
}
# End the boot by a kernel panic (the host expects one when it reads '#! crash').
crash() { control crash; sync; echo c > /proc/sysrq-trigger; }
# kexec_into ARGS...: load the next boot's kernel, which the harness put in /boot with its initrd
# (KEXECn= in the scenario), with kexec ARGS, and end the boot by kexec into it
kexec_into() {
	if ! kexec "$@" /boot/kexec.bzImage --initrd=/boot/kexec.initrd > /tmp/kexec.out 2>&1; then
		emit "not ok - kexec $* could not load the next kernel: $(tr '\n' ' ' < /tmp/kexec.out)"
		return 1
	fi
	control kexec; sync
	kexec -e
}
# End the boot by kexec (kexec_file_load) with this boot's command line, as kexec-tools'
# --reuse-cmdline has it; kexec_now ARGS adds ARGS to it (kexec -s drops an --append given with
# --reuse-cmdline).
kexec_now() {
	if [ -z "${1:-}" ]; then kexec_into -s -l --reuse-cmdline; else
		kexec_into -s -l --append="$(cat /proc/cmdline) $1"; fi
}
# kexec_load_now: the same by kexec_load(), exactly as Debian's kexec-load service and systemctl
# kexec run it (kexec -l, no -s): kexec-tools places the segments, from /sys/firmware/memmap.
# kexec_load_now LINE: with command line LINE instead.
kexec_load_now() {
	if [ -z "${1:-}" ]; then kexec_into -l --reuse-cmdline; else
		kexec_into -l --command-line="$1"; fi
}
# reset_boot AT FIRST: the number of this boot in a chain of boots that the machine's own reset
# joins (RESETn= in the scenario), the first being FIRST: counted in the page at physical AT, which
# memmap= keeps from the kernel and the host zeroes before the chain
reset_boot() {
	local at=$((RAM_BASE + $1)) n
	n=$(dd if=/dev/mem bs=4096 skip=$((at / 4096)) count=1 2>/dev/null | head -c 32 | tr -d '\0')
	case $n in PFBOOT[0-9]*) n=$((${n#PFBOOT} + 1)) ;; *) n=$2 ;; esac
	printf 'PFBOOT%d' "$n" | dd of=/dev/mem bs=4096 seek=$((at / 4096)) conv=sync 2>/dev/null
	echo "$n"
}
# End the boot by an immediate reboot (QEMU runs with -no-reboot, so it exits with RAM kept).
reboot_now() { control reboot; sync; echo b > /proc/sysrq-trigger; }
# Markers, for scenarios that check what survived: "marker N" lines written one by one.
# write_markers FILE FIRST LAST: write "marker FIRST" .. "marker LAST" into FILE (a trace_marker)
write_markers() { local i=$2; while [ "$i" -le "$3" ]; do echo "marker $i" > "$1"; i=$((i + 1)); done; }
# markers FILE: the numbers of the markers in a trace (or in raw pages), in the order they appear
markers() { grep -ao 'marker [0-9]*$' "$1" | cut -d' ' -f2; }
# boot_marks INSTANCE BOOT N: tracing on in INSTANCE, markers "boot BOOT mark 1" to "... mark N",
# tracing off again
boot_marks() {
	local i=1
	echo 1 > "$1/tracing_on"
	while [ "$i" -le "$3" ]; do echo "boot $2 mark $i" > "$1/trace_marker"; i=$((i + 1)); done
	echo 0 > "$1/tracing_on"
}
# boot_marks_of TRACE BOOT: the numbers of boot BOOT's markers (boot_marks) in TRACE, in order
boot_marks_of() { grep -o "boot $2 mark [0-9]*\$" "$1" | cut -d' ' -f4; }
# check_markers DESCRIPTION FIRST LAST TRACE: passes when the markers (write_markers) in TRACE are
# FIRST to LAST, in order; a failure says how many TRACE has and where they first differ
check_markers() {
	seq "$2" "$3" > /tmp/markers.want
	markers "$4" > /tmp/markers.got
	if cmp -s /tmp/markers.want /tmp/markers.got; then ok "$1"; return; fi
	not_ok "$1"
	emit "# expected markers $2 to $3, found $(grep -c . /tmp/markers.got):" \
		"$(cmp /tmp/markers.want /tmp/markers.got 2>&1 | head -n1)"
}
# marks_and_crash INSTANCE LABEL BOOT N: boot_marks, checked in INSTANCE's trace; the first and
# last byte of reserve_mem= range LABEL to the host (range_bounds, sent as "bounds"); a panic
marks_and_crash() {
	boot_marks "$1" "$3" "$4"
	check_eq "boot $3: its $4 markers are in the instance" "$(seq 1 "$4")" \
		"$(boot_marks_of "$1/trace" "$3")"
	range_bounds "$2" > /tmp/bounds
	send bounds /tmp/bounds
	crash
}
# nothing_amiss STATUS: a last_boot_status file that shows the previous boot with no damage
nothing_amiss() { grep -q '^shows: previous boot' "$1" && grep -qx 'ring buffer: nothing amiss' "$1"; }
# on_612: the kernel under test is a 6.12 one (a scenario that runs on both series: each series
# has its own words for some things)
on_612() { case $(uname -r) in 6.12.*) ;; *) return 1 ;; esac; }
# says DESCRIPTION PATTERN: passes when dmesg has a line matching PATTERN
says() { check "$1" sh -c "dmesg | grep -q -- \"\$0\"" "$2"; }
# send NAME FILE: pass FILE to the host, which reads it back with 'sent BOOT NAME' (scenario.sh)
send() { sed "s/^/#>$1 /" "$2" > "$RESULTS"; }

# run_ftracetest DIR: run the ftracetest in DIR and pass each result to the host as
# "# ftracetest: RESULT NAME" ("[12] Some test<TAB>[PASS]" -> "PASS Some test"), then the last
# lines of the log of each case that failed (ftracetest keeps those); ftracetest_compare
# (scenario.sh) reads them
run_ftracetest() {
	cd "$1" || return
	local start=$SECONDS line log re=$'^\\[[0-9]+\\] (.*)\t\\[([A-Z]+)\\]$'
	./ftracetest 2>&1 | while IFS= read -r line; do
		[[ $line =~ $re ]] || continue
		emit "# ftracetest: ${BASH_REMATCH[2]} ${BASH_REMATCH[1]}"
		emit "#   at $((SECONDS - start))s"
	done
	for log in logs/*/*-log.*; do
		[ -f "$log" ] || continue
		emit "# ftracetest log ${log##*/}:"
		tail -n 25 "$log" | while IFS= read -r line; do emit "#   $line"; done
	done
}

# kunit_results LOG [CASE_RE]: a TAP line per KUnit result in LOG (a dmesg), for the results whose
# case name matches CASE_RE (default: all, suites and parameters included)
kunit_results() {
	grep -E "^\[ *[0-9.]+\] +(not )?ok [0-9]+ ${2:-}" "$1" | sed 's/^\[[^]]*\] *//' |
	while read -r line; do
		name=$(echo "$line" | sed -E 's/^(not )?ok [0-9]+ (- )?//')
		case $line in
		"not ok"*) not_ok "kunit: $name" ;;
		*"# SKIP"*) skip "kunit: $name" ;;
		*) ok "kunit: $name" ;;
		esac
	done
}
# kunit_suite SUITE CASE_RE N: the KUnit suite SUITE ran at boot, a TAP line per result of its
# cases (names matching CASE_RE), and all N of them reported; leaves the dmesg in /tmp/dmesg
kunit_suite() {
	dmesg > /tmp/dmesg
	check "the $1 suite ran" grep -q "# Subtest: $1" /tmp/dmesg
	kunit_results /tmp/dmesg "$2"
	check_eq "all $3 cases reported" "$3" \
		"$(grep -cE "^\[ *[0-9.]+\] +(not )?ok [0-9]+ $2" /tmp/dmesg)"
}
# drain MAX OUT FILE: read FILE, a trace_pipe or trace_pipe_raw, into OUT until it is empty. Such a
# read does not end when the buffer is (it waits for more), so the read is stopped once OUT has
# had data and stopped growing for 2 s, or after MAX seconds; it ends sooner where the read ends
# (a backup's, read out). A plain "timeout MAX cat" always waited MAX seconds, idle.
drain() {
	local polls=0 quiet=0 size=-1 now pid
	cat "$3" > "$2" &
	pid=$!
	while [ "$polls" -lt $(($1 * 5)) ] && [ "$quiet" -lt 10 ] && kill -0 "$pid" 2> /dev/null; do
		sleep 0.2
		polls=$((polls + 1))
		now=$(wc -c < "$2")
		if [ "$now" -gt 0 ] && [ "$now" = "$size" ]; then quiet=$((quiet + 1)); else quiet=0; fi
		size=$now
	done
	kill "$pid" 2> /dev/null
	wait "$pid" 2> /dev/null
	return 0
}
# to_hole N FILE: put FILE in slot N (1 MiB each, its size first) of the scenario's hole, the memory
# at OUT (its offset in the RAM file) that the kernel leaves alone, for the host (from_hole)
to_hole() {
	local at=$(((RAM_BASE + OUT) / 4096 + $1 * 256))
	stat -c %s "$2" | dd of=/dev/mem bs=4096 seek=$at conv=sync 2>/dev/null
	dd if="$2" of=/dev/mem bs=4096 seek=$((at + 1)) conv=sync 2>/dev/null
}
# firmware_memmap: the entries of /sys/firmware/memmap, "START END TYPE", as kexec-tools reads them
firmware_memmap() {
	local d
	for d in /sys/firmware/memmap/*; do echo "$(cat "$d/start") $(cat "$d/end") $(cat "$d/type")"; done
}
# segments_clear_of LO HI: the segments that kexec -l loads (kexec -d prints them), as
# kexec_load_now loads them, lie clear of bytes LO to HI; each printed, and left in /tmp/segments
# ("INDEX PLACE SIZE")
segments_clear_of() {
	local i mem size n=0
	kexec -d -l /boot/kexec.bzImage --initrd=/boot/kexec.initrd --reuse-cmdline > /tmp/kd 2>&1 ||
		return 1
	kexec -u
	sed -n 's/^segment\[\([0-9]*\)\]\.mem *= *\(0x[0-9a-f]*\)$/\1 \2/p' /tmp/kd > /tmp/mem
	sed -n 's/^segment\[[0-9]*\]\.memsz *= *\(0x\)\{0,1\}\([0-9a-f]*\)$/0x\2/p' /tmp/kd > /tmp/memsz
	paste -d' ' /tmp/mem /tmp/memsz > /tmp/segments
	while read -r i mem size; do
		n=$((n + 1))
		echo "segment $i: $mem, $size bytes"
		[ $((mem)) -gt "$2" ] || [ $((mem + size)) -le "$1" ] || return 1
	done < /tmp/segments
	[ "$n" -gt 0 ]
}
# range_mem LABEL: "[mem 0xSTART-0xEND]", where this boot put reserve_mem= range LABEL (reserved
# anew, or kept at the place a kexec handed over)
range_mem() {
	local r s n
	r=$(dmesg | grep -o "reserve_mem: $1: \(reserved\|kept at\) \[mem [^]]*\]" |
		grep -o '\[mem .*\]' | head -n1)
	if [ -z "$r" ] && on_612; then
		# 6.12 says where it maps the range's boot instance (of the range's size), not the range
		read -r s n <<< "$(dmesg | sed -n 's/.*mapped boot instance .* at physical memory //p' |
			sed -n 's/^\(0x[0-9a-f]*\) of size \(0x[0-9a-f]*\).*/\1 \2/p' | head -n1)"
		[ -z "$s" ] || r=$(printf '[mem %#018x-%#018x]' $((s)) $((s + n - 1)))
	fi
	echo "$r"
}
# range_bounds LABEL: "START END", as numbers: the first and last byte of range LABEL (range_mem)
range_bounds() {
	local r start end
	r=$(range_mem "$1")
	start=${r#\[mem } && end=${start#*-} && start=${start%-*} && end=${end%]}
	echo $((start)) $((end))
}
# tag_bounds LABEL: "TAG END", as numbers: the page below reserve_mem= range LABEL (its tag, which
# kexec_load() hands over) and the range's last byte, as this boot reserved it
tag_bounds() {
	local start end
	read -r start end <<< "$(range_bounds "$1")"
	echo $((start - 4096)) $((end))
}
# sample_events TRACE: the sample modules' events of a trace (foo_bar of trace-events-sample,
# sample_event of sample-trace-array): the event's name and its first four words, sorted (past
# them, foo_bar prints a pointer and a time of the boot that wrote it, and its vstr field prints
# differently in one boot: 6.1's live printer reads past the string's end)
sample_events() {
	grep -E ' (foo_bar|sample_event): ' "$1" | sed -E 's/^.* (foo_bar|sample_event): /\1: /' |
		awk '{ print $1, $2, $3, $4, $5 }' | sort
}
# named_all TRACE: "PID NAME" for each pid and name a trace file shows (not <...>), each pair once
named_all() {
	grep -v '^#' "$1" | sed -nE 's/^ *(.*)-([0-9]+) +(\( *[0-9-]+\) +)?\[[0-9]+\].*/\2 \1/p' |
		grep -v -e ' <\.\.\.>$' -e '^0 ' | sort -u || true
}
# named TRACE: "PID NAME" for each task a trace file shows by name (not <...>), one line per pid
named() { named_all "$1" | sort -un -k1,1; }
# memfree: MemFree of /proc/meminfo, in kB
memfree() { sed -n 's/^MemFree: *\([0-9]*\) kB/\1/p' /proc/meminfo; }
# now: the guest's clock in ns, to the microsecond (under ICOUNT=1 it counts instructions run)
now() { local t=${EPOCHREALTIME/./}; echo $((t * 1000)); }
# record NAME VALUE: a figure for the host, kept in /tmp/results (send results /tmp/results)
record() { echo "$1 $2" >> /tmp/results; }
# bench_events INSTANCE N: N events of tests/bench's pf_bench.ko (loaded, at /bench) written on this
# CPU into INSTANCE only; prints the nanoseconds they took (guest time)
bench_events() {
	local e=/sys/kernel/tracing/instances/$1/events/pf_bench/pf_bench_event/enable
	echo 1 > "$e"
	echo "$2" > /sys/module/pf_bench/parameters/events
	echo 0 > "$e"
	cat /sys/module/pf_bench/parameters/last_ns
}
