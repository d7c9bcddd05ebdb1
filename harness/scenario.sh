#!/usr/bin/env bash
# Run one multi-boot scenario: tests/scenarios/NAME.sh. Prints TAP lines; exits non-zero on failure.
#
# The contract a scenario file keeps (its header keys, its boots and host steps, the helpers on both
# sides) is tests/scenarios/README.md; the keys are tests/scenarios/keys.txt. The environment may
# set VARIANT (if the file does not), SCENARIO_SUFFIX (added to the name: the same scenario on
# another kernel) and EXTRA_DIR (files added to every boot's root, as laid out there).
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

file=$1
[ -f "$file" ] || die "no scenario file $file"
name=$(basename "$file" .sh)${SCENARIO_SUFFIX:-}
dir=$BUILD/scenarios/$name
rm -rf "$dir" && mkdir -p "$dir"
RAM=$(ram_file "scenario-$name") LOGDIR=$dir
export RAM LOGDIR
trap 'rm -f "$RAM"' EXIT

scenario_key_check "$file"
# shellcheck source=tests/range-layout.sh
. "$TOP/tests/range-layout.sh"
# shellcheck source=/dev/null
. "$file"
# the keys that are one for every boot (boot_key reads the others boot by boot)
# shellcheck disable=SC2034  # VARIANT: the scenario's host steps read it too
MEM=$(boot_key MEM '') TIMEOUT=$(boot_key TIMEOUT '') VARIANT=$(boot_key VARIANT '')
ARCHES=$(boot_key ARCHES '')
[[ " $ARCHES " == *" $ARCH "* ]] || die "$file runs on $ARCHES (ARCHES), not on $ARCH"
export ARCH
if [ -n "${PREPARE:-}" ]; then
	[ -x "$TOP/$PREPARE" ] || die "$file: PREPARE=$PREPARE is not an executable script of the tree"
	"$TOP/$PREPARE" "$dir/prepare" || die "$file: its PREPARE step $PREPARE failed"
fi

failed=0
result() { # result ok|not-ok|skip DESCRIPTION: a result of this scenario
	tap_result "$1" "$name: $2"
	[ "$1" != not-ok ] || failed=1
}
# Host-side checks in host steps use the same words as the guest's.
# shellcheck disable=SC2317  # called from the scenario's host steps
{
ok() { result ok "$*"; }
not_ok() { result not-ok "$*"; }
skip() { result skip "$*"; }
check() { local d=$1; shift; if "$@"; then ok "$d"; else not_ok "$d"; fi; }
check_eq() {
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1"; echo "# expected '$2', got '$3'"; fi
}
# result_of TEST FILE: the result of TEST in FILE ("RESULT TEST" lines), if it has one
result_of() { awk -v t="$1" 'substr($0, index($0, " ") + 1) == t { print $1; exit }' "$2"; }
# results_against NAME BASELINE WHERE < RESULTS: a test suite's results ("RESULT TEST" lines:
# PASS, FAIL, UNSUPPORTED, ...) test by test against BASELINE (a file of the repository, the same
# lines from the unpatched kernel that WHERE names, as in "on the base"). A test that passed there
# must pass; a test that is not there (the series adds it) must pass; one that did not pass there
# is skipped; one that passed there must have run.
results_against() {
	local results now was test
	results=$(cat)
	while read -r now test; do
		[ -n "$test" ] || continue
		was=$(result_of "$test" "$TOP/$2")
		case "$now:${was:-new}" in
		PASS:*) ok "$1: $test" ;;
		*:PASS|*:new) not_ok "$1: $test ($now; $3: ${was:-not there})" ;;
		*) ok "$1: $test # SKIP $now, as $3" ;;
		esac
	done <<< "$results"
	while read -r was test; do
		[ "$was" = PASS ] || continue
		[ -n "$(result_of "$test" /dev/stdin <<< "$results")" ] ||
			not_ok "$1: $test (passed $3, did not run)"
	done < "$TOP/$2"
}
# ftracetest_compare BOOT BASELINE WHERE: boot BOOT's ftracetest results (run_ftracetest,
# tests/guest/tap.sh) against BASELINE (results_against); with FTRACETEST_RECORD set, the
# results are written to BASELINE instead
ftracetest_compare() {
	local results
	results=$(sed -n 's/^# ftracetest: //p' "$LOGDIR/boot$1.tap")
	if [ -n "${FTRACETEST_RECORD:-}" ]; then
		echo "$results" > "$TOP/$2"
		check "recorded $(echo "$results" | grep -c .) results in $2" test -n "$results"
		return
	fi
	check "ftracetest ran" test -n "$results"
	results_against ftracetest "$2" "$3" <<< "$results"
}
# marker_offset ADDR SIZE MARKER: the offset in the RAM file of the text of MARKER ("marker N"
# lines, write_markers in tests/guest/tap.sh) where the range at physical ADDR, of SIZE bytes
# (whole MiB), holds it first; nothing if it does not hold it
marker_offset() {
	local at=$(($1 - RAM_BASE)) off
	off=$(dd if="$RAM" bs=1M skip=$((at >> 20)) count=$(($2 >> 20)) 2> /dev/null |
		grep -obaE "marker $3\$" | head -1 | cut -d: -f1)
	[ -z "$off" ] || echo $((at + off))
}
# damage_markers ADDR SIZE MARKER...: 200 bytes of 0xff over the RAM file around each MARKER in the
# range at physical ADDR, of SIZE bytes (marker_offset); checks that the range holds each
damage_markers() {
	local addr=$1 size=$2 m off
	shift 2
	for m; do
		off=$(marker_offset "$addr" "$size" "$m")
		check "marker $m is in the range" test -n "$off"
		[ -n "$off" ] || continue
		head -c 200 /dev/zero | tr '\0' '\377' |
			dd of="$RAM" bs=1 seek=$((off - 100)) conv=notrunc 2> /dev/null
	done
}
# compare_names WHAT FILE: how many of boot 1's named pids ("PID NAME" lines, $LOGDIR/named1) FILE
# names the same, otherwise, or not at all; "SAME OTHER NONE TOTAL" in $LOGDIR/counts
compare_names() {
	local same=0 other=0 none=0 total=0 pid name got
	while read -r pid name; do
		total=$((total + 1))
		got=$(sed -n "s/^$pid //p" "$2")
		if [ "$got" = "$name" ]; then same=$((same + 1))
		elif [ -n "$got" ]; then other=$((other + 1)); echo "#   pid $pid: '$name' in boot 1, '$got' in $1"
		else none=$((none + 1)); fi
	done < "$LOGDIR/named1"
	echo "# $1: $same of $total pids boot 1 named have their boot-1 name, $other another, $none none"
	echo "$same $other $none $total" > "$LOGDIR/counts"
}
# poke OFFSET BYTES: write BYTES (printf %b escapes: '\xff\0') into the RAM file at OFFSET
poke() { printf '%b' "$2" | dd of="$RAM" bs=1 seek=$(($1)) conv=notrunc 2> /dev/null; }
# bench NAME VALUE UNIT RATIO BASELINE: one figure of make bench, in the line bench.sh collects
bench() { printf 'bench: %s %s %s ratio=%s baseline=%s\n' "$@"; }
# sent BOOT NAME: what boot BOOT passed to the host with 'send NAME FILE'
sent() { sed -n "s/^#>$2 //p" "$LOGDIR/boot$1.tap"; }
# cpu0_event_pages TAG: for the range buffer whose tag page (tag_bounds, tests/guest/tap.sh) is at
# physical TAG, a "SLOT OFFSET COMMIT" line for each page of CPU 0 that holds events, the commit
# page aside, in slot order: OFFSET is where the page's commit word lies in the RAM file
cpu0_event_pages() {
	local at=$(($1 + 4096 - RAM_BASE)) data n commit i off c
	data=$(od -An -t u8 -j $((at + RB_HDR_DATA_OFFSET)) -N 8 "$RAM" | tr -d ' ')
	n=$(od -An -t u4 -j $((at + RB_HDR_NR_SUBBUFS)) -N 4 "$RAM" | tr -d ' ')
	commit=$(od -An -t u4 -j $((at + RB_HDR_SIZE + RB_CPU_COMMIT)) -N 4 "$RAM" | tr -d ' ')
	for ((i = 0; i < n; i++)); do
		off=$((at + data + i * 4096 + RB_PAGE_DATA - 8))
		c=$(od -An -t u4 -j "$off" -N 4 "$RAM" | tr -d ' ')
		[ "$i" = "$commit" ] || [ "$c" = 0 ] || echo "$i $off $c"
	done
}
# poke_cpu0_page BOOT PICK BYTES WHAT: write BYTES (as poke) over the commit word of a page of CPU 0
# of the range buffer whose tag_bounds boot BOOT sent as "range": the first of cpu0_event_pages'
# lines ("SLOT OFFSET COMMIT": $1, $2, $3) that the awk condition PICK selects; checks that there
# is one ("host: found WHAT")
poke_cpu0_page() {
	local tag found
	read -r tag _ <<< "$(sent "$1" range)"
	found=$(cpu0_event_pages "$tag" | awk "$2 { print \$2; exit }")
	check "host: found $4" test -n "$found"
	[ -z "$found" ] || poke "$found" "$3"
}
# from_hole N FILE: what the guest put in slot N of the scenario's hole (to_hole, tests/guest/tap.sh)
from_hole() {
	local at=$((OUT / 4096 + $1 * 256)) size
	size=$(dd if="$RAM" bs=4096 skip="$at" count=1 2>/dev/null | tr -d '\0' | head -1)
	dd if="$RAM" of="$2" bs=4096 skip=$((at + 1)) count=$(((size + 4095) / 4096)) 2>/dev/null
	truncate -s "$size" "$2"
}
}

console_problems() { # the lines of a console log that a healthy boot never prints
	# (lockdep reports, WARN()s and sleeping-in-atomic reports all print WARNING: or BUG:)
	grep -E 'WARNING:|BUG:|Oops|general protection fault|DEBUG_LOCKS_WARN_ON|UBSAN:|KASAN:|Call Trace:|Kernel panic|soft lockup|hard LOCKUP|INFO: task .* blocked|rcu_.*detected stalls' "$1" || true
}

# arch_cmdline LINE: LINE in this architecture's terms (see ARCHES above); on arm64 the
# device tree reservations it needs are printed as --reserve ADDR:SIZE options for boot.sh
# into the file $2
arch_cmdline() {
	local word out=() addr name at
	: > "$2"
	if [ "$ARCH" != arm64 ]; then echo "$1"; return; fi
	for word in $1; do
		if [[ $word =~ ^memmap=([0-9]+[KMG]?)\$(0x[0-9a-fA-F]+)$ ]]; then
			echo "--reserve $(printf '0x%x' $((RAM_BASE + BASH_REMATCH[2]))):${BASH_REMATCH[1]}" >> "$2"
			continue
		fi
		# an address past RAM's (a range that wraps, say) is left as it is
		if [[ $word =~ ^(trace_instance=[^@]*@)(0x[0-9a-fA-F]+)(:.*)$ ]] &&
			((BASH_REMATCH[2] >= 0 && BASH_REMATCH[2] < 1 << 40)); then
			name=${BASH_REMATCH[1]} at=${BASH_REMATCH[3]}
			addr=$(printf '0x%x' $((RAM_BASE + BASH_REMATCH[2])))
			word=$name$addr$at
		fi
		out+=("$word")
	done
	echo "${out[*]}"
}
RESET_AT=0x4000000
make_script() { # make_script N: the guest script of boot N
	local v
	{
		echo '#!/bin/bash'
		echo '. /test/tap.sh'
		printf 'ARCH=%s RAM_BASE=%s\n' "$ARCH" "$RAM_BASE"
		cat "$TOP/tests/range-layout.sh"
		# the parameters the scenario takes from the host, set as they are set there
		for v in ${GUEST_ENV:-}; do
			[[ $v =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "$file: GUEST_ENV names '$v', not a variable"
			[ -z "${!v+set}" ] || printf '%s=%q\n' "$v" "${!v}"
		done
		cat "$file"
		if [ -z "${2:-}" ]; then
			echo "boot$1"
			echo 'control end'
		else
			# boots $1..$2, joined by resets: this one's number is kept in RAM
			# shellcheck disable=SC2016  # the guest expands these
			printf '%s\n' "n=\$(reset_boot $RESET_AT $1)" 'control boot "$n"' '"boot$n"' \
				'control end' '[ "$n" != '"$2"' ] || { control poweroff; sync; poweroff -f; }'
		fi
	} > "$dir/boot$1.run"
}
make_extra() { # make_extra N: boot N's extra files: what it kexecs into, if anything
	local n=$(($1 + 1)) variant
	variant=$(boot_key KEXEC "$n")
	mkdir -p "$dir/boot$1.extra"
	[ -z "${EXTRA_DIR:-}" ] || cp -a "$EXTRA_DIR/." "$dir/boot$1.extra/"
	local pad
	pad=$(boot_key INITRD_PAD "$1")
	[ -z "$pad" ] || head -c "$(numfmt --from=iec "$pad")" /dev/urandom > "$dir/boot$1.extra/pad"
	[ ! -d "$dir/prepare" ] || cp -a "$dir/prepare/." "$dir/boot$1.extra/"
	# the initramfs has the test kernel's modules: another kernel gets its own
	local own
	own=$(boot_key VARIANT "$1")
	if [ "$own" != test ] && [ -d "$(variant_dir "$own")/modules" ]; then
		mkdir -p "$dir/boot$1.extra/modules"
		cp "$(variant_dir "$own")"/modules/*.ko "$dir/boot$1.extra/modules/"
	fi
	[ -n "$variant" ] || return 0
	[ -f "$(kernel_image "$variant")" ] || die "no $variant kernel for $ARCH to kexec into at" \
		"$(kernel_image "$variant" | sed "s|^$TOP/||"): run 'make kernel ARCH=$ARCH VARIANT=$variant'"
	mkdir -p "$dir/boot$1.extra/boot"
	cp "$(kernel_image "$variant")" "$dir/boot$1.extra/boot/kexec.bzImage"
	make_script "$n"
	make_extra "$n"
	"$TOP/harness/guest-initrd.sh" "$dir/boot$n.run" "$dir/boot$1.extra/boot/kexec.initrd" \
		"$dir/boot$n.extra"
}

check_boot() { # check_boot N RC: the results and console of boot N
	local n=$1 rc=$2 log=$dir/boot$1 ending problems expected
	sed -n -e "s/^ok - /ok - boot$n: /p" -e "s/^not ok - /not ok - boot$n: /p" -e '/^# /p' "$log.tap" |
		sed -e "s/^ok - /ok - $name: /" -e "s/^not ok - /not ok - $name: /"
	grep -q '^not ok' "$log.tap" && failed=1
	ending=$(grep -E '^#! (end|crash|reboot|kexec)$' "$log.tap" | tail -n1 || true)
	problems=$(console_problems "$log.console")
	case "$ending" in
	"#! crash") expected='Kernel panic - not syncing: sysrq triggered crash'
		problems=$(echo "$problems" | grep -v -e "$expected" -e 'Call Trace:' || true)
		check "boot$n: panicked as asked" grep -q "$expected" "$log.console" ;;
	"#! kexec") check "boot$n: kexec'ed into boot $((n + 1)) as asked" test -s "$dir/boot$((n + 1)).tap" ;;
	"#! end"|"#! reboot") ok "boot$n: ran its script to the end" ;;
	*) not_ok "boot$n: did not finish its script (rc=$rc)"
		tail -n 30 "$log.console" | sed 's/^/#   /'
		# the script ended well, and its results are not all here: the guest's tty lost
		# them (an interrupt of the serial port gone astray: "No irq handler for vector")
		if grep -q '^init: test script exited with status 0' "$log.console"; then
			echo "#! results-lost: boot$n's script ended (status 0) but its results did not arrive"
		fi ;;
	esac
	if [ -z "$problems" ]; then ok "boot$n: console free of warnings"; else
		not_ok "boot$n: console free of warnings"; echo "$problems" | head -20 | sed 's/^/#   /'; fi
}

chain_end() { # chain_end N: the last boot of the QEMU run that begins with boot N (RESETn, KEXECn)
	local last=$1 key=KEXEC
	[ -z "$(boot_key RESET $(($1 + 1)))" ] || key=RESET
	while [ -n "$(boot_key $key $((last + 1)))" ]; do last=$((last + 1)); done
	echo "$last"
}
make_chain() { # make_chain N LAST: the guest scripts and files of boots N to LAST, one QEMU run
	local n
	if [ "$2" = "$1" ] || [ -z "$(boot_key RESET $(($1 + 1)))" ]; then
		make_script "$1"
	else
		for n in $(seq "$1" "$2"); do
			[ -z "$(boot_key KEXEC "$n")" ] || die "$file: boot$n: a chain of resets has no kexec"
			declare -F "boot$n" >/dev/null || die "$file: RESET$n without boot$n"
		done
		make_script "$1" "$2"
		# the count starts again with each chain
		dd if=/dev/zero of="$RAM" bs=4096 seek=$((RESET_AT / 4096)) count=1 conv=notrunc 2>/dev/null
	fi
	make_extra "$1"
}
boot_args() { # boot_args N RESET: boot.sh's options for the QEMU run of boot N, in the array args
	local n=$1 log=$dir/boot$1 variant kernel append r reserve
	variant=$(boot_key VARIANT "$n")
	kernel=$(kernel_image "$variant")
	append=$(boot_key CMDLINE "$n")
	[ -z "$2" ] || append="$append memmap=4K\$$RESET_AT"
	append=$(arch_cmdline "$append" "$log.reserve")
	args=(--kernel "$kernel" --ram "$RAM" --mem "$MEM" --cpus "$(boot_key CPUS "$n")"
		--append "$append" --script "$log.run" --extra "$log.extra" --log "$log.run"
		--timeout "$TIMEOUT")
	case $(boot_key BIOS "$n") in
	qboot|seabios|uefi) args+=(--bios "$(boot_key BIOS "$n")") ;;
	*) die "$file: BIOS or BIOS$n is 'qboot', 'seabios' or 'uefi', not '$(boot_key BIOS "$n")'" ;;
	esac
	case $(boot_key NIC "$n") in
	default) args+=(--nic) ;;
	none) ;;
	*) die "$file: NIC or NIC$n is 'default' or 'none', not '$(boot_key NIC "$n")'" ;;
	esac
	[ -f "$kernel" ] ||
		die "no $variant kernel for $ARCH at ${kernel#"$TOP"/}: run 'make kernel ARCH=$ARCH VARIANT=$variant'"
	[ -z "$(boot_key ICOUNT "$n")" ] || args+=(--icount)
	[ -z "${MTTCG:-}" ] || args+=(--mttcg)
	read -ra reserve <<< "$(tr '\n' ' ' < "$log.reserve")"
	for r in "${reserve[@]}" ${DT_RESERVE:-}; do
		[ "$r" = --reserve ] || args+=(--reserve "$r")
	done
	[ -z "${INITRD_AT:-}" ] || args+=(--initrd-at "$INITRD_AT")
	[ -z "$2" ] || args+=(--reset)
	if [ -n "${BOOTCONFIG:-}" ]; then
		echo "$BOOTCONFIG" > "$dir/bootconfig"
		args+=(--bootconfig "$dir/bootconfig")
	fi
}
split_logs() { # split_logs N RESET: boot N's QEMU run's results and console, cut into each boot's
	local log=$dir/boot$1
	# the guest's tty writes CR LF
	if [ -z "$2" ]; then
		# cut at each kexec: "#! kexec" in the results, "Starting new kernel" on the console
		tr -d '\r' < "$log.run.results" |
			awk -v dir="$dir" -v n="$1" '{ print > (dir "/boot" n ".tap") } /^#! kexec$/ { n++ }'
		awk -v dir="$dir" -v n="$1" '/kexec_core: Starting new kernel/ { n++ }
			{ print > (dir "/boot" n ".console") }' "$log.run.console"
	else
		# each boot of a chain of resets says its number first, and prints the kernel's banner
		tr -d '\r' < "$log.run.results" |
			awk -v dir="$dir" '/^#! boot [0-9]+$/ { n = $3 } n { print > (dir "/boot" n ".tap") }'
		awk -v dir="$dir" -v n="$(($1 - 1))" -v first="$1" '/Linux version [0-9]/ { n++ }
			n >= first { print > (dir "/boot" n ".console") }' "$log.run.console"
	fi
}
run_host_steps() { # run_host_steps N LAST: hostN to hostLAST; one that stops half way says so
	local n hostrc
	for n in $(seq "$1" "$2"); do
		declare -F "host$n" >/dev/null || continue
		set +e
		( set -e; "host$n" ) > "$dir/host$n.out"
		hostrc=$?
		set -e
		cat "$dir/host$n.out"
		! grep -q '^not ok' "$dir/host$n.out" || failed=1
		[ "$hostrc" = 0 ] || not_ok "host$n: stopped before its end (exit $hostrc)"
	done
}

# Each QEMU run: a boot, and the boots it kexecs into or resets into
i=1
while declare -F "boot$i" >/dev/null; do
	[ -z "$(boot_key KEXEC "$i")" ] ||
		die "boot$i is kexec'ed into, but boot$((i - 1)) is not the boot before it"
	[ -z "$(boot_key RESET "$i")" ] ||
		die "boot$i is reached by a reset, but boot$((i - 1)) is not the boot before it"
	last=$(chain_end "$i") reset=
	[ "$last" = "$i" ] || [ -z "$(boot_key RESET $((i + 1)))" ] || reset=1
	make_chain "$i" "$last"
	boot_args "$i" "$reset"
	rc=0
	"$TOP/harness/boot.sh" "${args[@]}" || rc=$?
	split_logs "$i" "$reset"
	for n in $(seq "$i" "$last"); do
		touch "$dir/boot$n.tap" "$dir/boot$n.console"
		check_boot "$n" "$rc"
	done
	run_host_steps "$i" "$last"
	i=$((last + 1))
done
[ "$i" -gt 1 ] || die "$file defines no boot1"
exit "$failed"
