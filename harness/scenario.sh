#!/usr/bin/env bash
# Run one multi-boot scenario: tests/scenarios/NAME.sh. Prints TAP lines; exits non-zero on failure.
#
# A scenario file is bash that only defines things (it is sourced on the host and in the guest,
# after tests/range-layout.sh, the offsets of a range buffer's header):
#   CMDLINE='...'           kernel command line for every boot (CMDLINE2='...' overrides for boot 2)
#   CPUS=2 MEM=512M TIMEOUT=120 VARIANT=test     optional (CPUS2=4: boot 2's vCPUs)
#   ICOUNT=1                guest time follows executed instructions (-icount shift=0,sleep=off),
#                           not the host's clock: for boots whose progress must not depend on host
#                           load (an idle guest's clock jumps to its next timer)
#                           (ICOUNT2='' turns it off for boot 2: QEMU brings up more than one vCPU
#                           under -icount very slowly)
#   MTTCG=1                 a host thread for each vCPU (boot.sh --mttcg; x86_64 and arm64), for
#                           scenarios whose point is a race between CPUs; without it the vCPUs take
#                           turns on one host thread, which costs less when groups run side by side
#   NIC=default             boot with QEMU's default NIC, its option ROM copied into guest RAM by
#                           the firmware (boot.sh --nic); NIC2=default or NIC2=none for boot 2 only
#   BIOS=seabios            boot with SeaBIOS, which writes into the top of guest RAM, not qboot
#                           (boot.sh --bios); BIOS2=seabios or BIOS2=qboot for boot 2 only.
#                           BIOS=uefi: OVMF (x86_64) or AAVMF (arm64), through the EFI stub
#   boot1() { ... }         runs in the guest (bash, with tests/guest/tap.sh); ends with crash,
#                           reboot_now, or by returning (then the guest reboots cleanly)
#   host1() { ... }         optional, runs on the host after boot 1, with $RAM the guest RAM file
#                           and $LOGDIR the directory of the boots' logs (bootN.console, bootN.tap)
#   boot2() { ... }         and so on, with the same RAM.
#   GUEST_ENV='NAME...'     host environment variables that the guest sees too, with the host's
#                           values (the guest's script is the file itself: without this, a
#                           parameter such as ${BENCH_WRITES:-200000} takes its default there)
#   KEXEC2=VARIANT          boot 2 is reached from boot 1 by kexec (boot1 ends with kexec_now),
#                           into that kernel variant (test, alt...), in the same QEMU run; the
#                           host steps of such a chain run after it. KEXEC3 likewise.
#   RESET2=1                boot 2 is reached from boot 1 through the machine's own reset (boot1
#                           ends with crash or reboot_now): QEMU runs without -no-reboot, the
#                           firmware runs again and boots the same kernel, initrd and command
#                           line, with RAM kept. Such a chain's boots share one guest script; each
#                           finds its number in a page at RESET_AT (0x4000000, kept from the
#                           kernel by a memmap= the harness adds). The chain's last boot powers
#                           off ("# poweroff": QEMU is ended). RESET3 likewise. Not with KEXECn in the same chain.
#   BOOTCONFIG='...'        a bootconfig appended to every boot's initrd (the scenario's command
#                           line says "bootconfig" for the kernel to read it)
#   GROUP=check             the run it belongs to: check (make check; the default), soak, bench, demo
#   SOAK_KERNELS='kasan'    make soak runs the scenario again on these kernel variants
#   ARCHES='x86_64 arm64'   the architectures the scenario runs on (default x86_64); the run's is
#                           $ARCH, which the guest sees too. On arm64 guest RAM starts at
#                           0x40000000, and the command line is put in its terms: each
#                           memmap=SIZE$ADDR becomes a no-map /reserved-memory node of the device
#                           tree at 0x40000000 + ADDR (arm64 has no memmap=), and each
#                           @ADDR:SIZE range of trace_instance= moves with it. So an ADDR is the
#                           range's offset in the RAM file ($RAM) on both.
#   DT_RESERVE='ADDR:SIZE'  (arm64) more /reserved-memory nodes, at physical addresses, not no-map
#   INITRD_AT=ADDR          (arm64) the initrd at physical ADDR (boot.sh --initrd-at)
#   INITRD_PAD2=8M          boot 2's initrd carries that much more (random bytes, /pad in the
#                           guest's root, as a larger initramfs does); INITRD_PAD3 likewise
#   VARIANT2=alt            boot 2 boots that kernel variant (VARIANT3 likewise); the others boot
#                           VARIANT's
#   PREPARE=harness/X.sh    a host step before the first boot: the script (a path from the top of
#                           the tree) is run with a directory DIR, and every boot of the scenario
#                           gets DIR's files in its root, beside the initramfs: tools only this
#                           scenario needs (harness/sid-tools.sh: Debian unstable's trace-cmd).
#                           A script that cannot get its files leaves a note in DIR saying why,
#                           for the scenario's checks to skip; it fails only on its own errors.
# Every boot must finish its script (or reach the crash/reboot it asked for) within TIMEOUT, and its
# console must be free of warnings, lockdep reports, BUGs and oopses.
# The environment may set VARIANT (the kernel, if the scenario does not say), SCENARIO_SUFFIX (added
# to the scenario's name: the same scenario on another kernel) and EXTRA_DIR (files added to every
# boot's root, as laid out there).
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

# shellcheck source=tests/range-layout.sh
. "$TOP/tests/range-layout.sh"
# shellcheck source=/dev/null
. "$file"
CPUS=${CPUS:-2} MEM=${MEM:-512M} TIMEOUT=${TIMEOUT:-120} VARIANT=${VARIANT:-test}
[[ " ${ARCHES:-x86_64} " == *" $ARCH "* ]] ||
	die "$file runs on ${ARCHES:-x86_64} (ARCHES), not on $ARCH"
export ARCH
if [ -n "${PREPARE:-}" ]; then
	[ -x "$TOP/$PREPARE" ] || die "$file: PREPARE=$PREPARE is not an executable script of the tree"
	"$TOP/$PREPARE" "$dir/prepare" || die "$file: its PREPARE step $PREPARE failed"
fi

failed=0
result() { # result ok|"not ok" DESCRIPTION
	echo "$1 - $name: $2"
	[ "$1" = ok ] || failed=1
}
# Host-side checks in host steps use the same words as the guest's.
# shellcheck disable=SC2317  # called from the scenario's host steps
{
ok() { result ok "$*"; }
not_ok() { result "not ok" "$*"; }
skip() { result ok "$* # SKIP"; }
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
# poke OFFSET BYTES: write BYTES (printf %b escapes: '\xff\0') into the RAM file at OFFSET
poke() { printf '%b' "$2" | dd of="$RAM" bs=1 seek=$(($1)) conv=notrunc 2> /dev/null; }
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
kexec_into() { # kexec_into N: the variant boot N is kexec'ed into, or nothing
	local v=KEXEC$1
	echo "${!v:-}"
}
reset_into() { # reset_into N: 1 if boot N is reached by the machine's reset, or nothing
	local v=RESET$1
	echo "${!v:-}"
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
			echo 'emit "# end"'
		else
			# boots $1..$2, joined by resets: this one's number is kept in RAM
			# shellcheck disable=SC2016  # the guest expands these
			printf '%s\n' "n=\$(reset_boot $RESET_AT $1)" 'emit "# boot $n"' '"boot$n"' \
				'emit "# end"' '[ "$n" != '"$2"' ] || { emit "# poweroff"; sync; poweroff -f; }'
		fi
	} > "$dir/boot$1.run"
}
make_extra() { # make_extra N: boot N's extra files: what it kexecs into, if anything
	local n=$(($1 + 1)) variant
	variant=$(kexec_into "$n")
	mkdir -p "$dir/boot$1.extra"
	[ -z "${EXTRA_DIR:-}" ] || cp -a "$EXTRA_DIR/." "$dir/boot$1.extra/"
	local pad=INITRD_PAD$1
	[ -z "${!pad:-}" ] || head -c "$(numfmt --from=iec "${!pad}")" /dev/urandom > "$dir/boot$1.extra/pad"
	[ ! -d "$dir/prepare" ] || cp -a "$dir/prepare/." "$dir/boot$1.extra/"
	# the initramfs has the test kernel's modules: another kernel gets its own
	local own=VARIANT$1
	own=${!own:-$VARIANT}
	if [ "$own" != test ] && [ -d "$(variant_dir "$own")/modules" ]; then
		mkdir -p "$dir/boot$1.extra/modules"
		cp "$(variant_dir "$own")"/modules/*.ko "$dir/boot$1.extra/modules/"
	fi
	[ -n "$variant" ] || return 0
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
	ending=$(grep -E '^# (end|crash|reboot|kexec)$' "$log.tap" | tail -n1 || true)
	problems=$(console_problems "$log.console")
	case "$ending" in
	"# crash") expected='Kernel panic - not syncing: sysrq triggered crash'
		problems=$(echo "$problems" | grep -v -e "$expected" -e 'Call Trace:' || true)
		check "boot$n: panicked as asked" grep -q "$expected" "$log.console" ;;
	"# kexec") check "boot$n: kexec'ed into boot $((n + 1)) as asked" test -s "$dir/boot$((n + 1)).tap" ;;
	"# end"|"# reboot") ok "boot$n: ran its script to the end" ;;
	*) not_ok "boot$n: did not finish its script (rc=$rc)"
		tail -n 30 "$log.console" | sed 's/^/#   /'
		# the script ended well, and its results are not all here: the guest's tty lost
		# them (an interrupt of the serial port gone astray: "No irq handler for vector")
		if grep -q '^init: test script exited with status 0' "$log.console"; then
			echo "# results-lost: boot$n's script ended (status 0) but its results did not arrive"
		fi ;;
	esac
	if [ -z "$problems" ]; then ok "boot$n: console free of warnings"; else
		not_ok "boot$n: console free of warnings"; echo "$problems" | head -20 | sed 's/^/#   /'; fi
}

# Boot N, and the boots it kexecs into, run in one QEMU run: results and console are cut at each
# kexec ("# kexec" in the results, "Starting new kernel" on the console).
i=1
while declare -F "boot$i" >/dev/null; do
	[ -z "$(kexec_into "$i")" ] || die "boot$i is kexec'ed into, but boot$((i - 1)) is not the boot before it"
	[ -z "$(reset_into "$i")" ] || die "boot$i is reached by a reset, but boot$((i - 1)) is not the boot before it"
	log=$dir/boot$i
	last=$i reset=()
	while [ -n "$(reset_into $((last + 1)))" ]; do last=$((last + 1)); done
	if [ "$last" != "$i" ]; then
		for n in $(seq "$i" "$last"); do
			[ -z "$(kexec_into "$n")" ] || die "$file: boot$n: a chain of resets has no kexec"
			declare -F "boot$n" >/dev/null || die "$file: RESET$n without boot$n"
		done
		make_script "$i" "$last"
		# the count starts again with each chain
		dd if=/dev/zero of="$RAM" bs=4096 seek=$((RESET_AT / 4096)) count=1 conv=notrunc 2>/dev/null
		reset=(--reset)
	else
		make_script "$i"
	fi
	make_extra "$i"
	bootconfig=()
	if [ -n "${BOOTCONFIG:-}" ]; then
		echo "$BOOTCONFIG" > "$dir/bootconfig"
		bootconfig=(--bootconfig "$dir/bootconfig")
	fi
	cmdvar=CMDLINE$i nicvar=NIC$i biosvar=BIOS$i cpusvar=CPUS$i icountvar=ICOUNT$i variantvar=VARIANT$i
	boot_variant=${!variantvar:-$VARIANT}
	kernel=$(kernel_image "$boot_variant")
	threads=()
	[ -z "${!icountvar-${ICOUNT:-}}" ] || threads=(--icount)
	[ -z "${MTTCG:-}" ] || threads+=(--mttcg)
	append=${!cmdvar:-${CMDLINE:-}}
	[ ${#reset[@]} = 0 ] || append="$append memmap=4K\$$RESET_AT"
	append=$(arch_cmdline "$append" "$log.reserve")
	read -ra reserve <<< "$(tr '\n' ' ' < "$log.reserve")"
	placement=()
	for r in ${DT_RESERVE:-}; do placement+=(--reserve "$r"); done
	[ -z "${INITRD_AT:-}" ] || placement+=(--initrd-at "$INITRD_AT")
	nic=()
	case ${!nicvar:-${NIC:-none}} in
	default) nic=(--nic) ;;
	none) ;;
	*) die "$file: NIC or NIC$i is 'default' or 'none', not '${!nicvar:-${NIC:-}}'" ;;
	esac
	bios=${!biosvar:-${BIOS:-qboot}}
	case $bios in
	qboot|seabios|uefi) ;;
	*) die "$file: BIOS or BIOS$i is 'qboot', 'seabios' or 'uefi', not '$bios'" ;;
	esac
	[ -f "$kernel" ] ||
		die "no $boot_variant kernel for $ARCH at ${kernel#"$TOP"/}: run 'make kernel ARCH=$ARCH VARIANT=$boot_variant'"
	rc=0
	"$TOP/harness/boot.sh" --kernel "$kernel" --ram "$RAM" --mem "$MEM" --cpus "${!cpusvar:-$CPUS}" \
		--append "$append" --script "$dir/boot$i.run" --extra "$dir/boot$i.extra" \
		--log "$log.run" --timeout "$TIMEOUT" --bios "$bios" "${threads[@]}" "${nic[@]}" \
		"${reserve[@]}" "${placement[@]}" "${reset[@]}" "${bootconfig[@]}" || rc=$?
	if [ ${#reset[@]} = 0 ]; then
		while [ -n "$(kexec_into $((last + 1)))" ]; do last=$((last + 1)); done
		# the guest's tty writes CR LF
		tr -d '\r' < "$log.run.results" |
			awk -v dir="$dir" -v n="$i" '{ print > (dir "/boot" n ".tap") } /^# kexec$/ { n++ }'
		awk -v dir="$dir" -v n="$i" '/kexec_core: Starting new kernel/ { n++ } { print > (dir "/boot" n ".console") }' \
			"$log.run.console"
	else
		# each boot of a chain of resets says its number first, and prints the kernel's banner
		tr -d '\r' < "$log.run.results" |
			awk -v dir="$dir" '/^# boot [0-9]+$/ { n = $3 } n { print > (dir "/boot" n ".tap") }'
		awk -v dir="$dir" -v n="$((i - 1))" -v first="$i" '/Linux version [0-9]/ { n++ } n >= first { print > (dir "/boot" n ".console") }' \
			"$log.run.console"
	fi
	for n in $(seq "$i" "$last"); do
		touch "$dir/boot$n.tap" "$dir/boot$n.console"
		check_boot "$n" "$rc"
	done
	# a host step that stops half way (a command that fails under set -e) says so
	for n in $(seq "$i" "$last"); do
		declare -F "host$n" >/dev/null || continue
		set +e
		( set -e; "host$n" ) > "$dir/host$n.out"
		hostrc=$?
		set -e
		cat "$dir/host$n.out"
		! grep -q '^not ok' "$dir/host$n.out" || failed=1
		[ "$hostrc" = 0 ] || not_ok "host$n: stopped before its end (exit $hostrc)"
	done
	i=$((last + 1))
done
[ "$i" -gt 1 ] || die "$file defines no boot1"
exit "$failed"
