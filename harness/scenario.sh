#!/usr/bin/env bash
# Run one multi-boot scenario: tests/scenarios/NAME.sh. Prints TAP lines; exits non-zero on failure.
#
# A scenario file is bash that only defines things (it is sourced on the host and in the guest):
#   CMDLINE='...'           kernel command line for every boot (CMDLINE2='...' overrides for boot 2)
#   CPUS=2 MEM=512M TIMEOUT=120 VARIANT=test     optional
#   ICOUNT=1                guest time follows executed instructions (-icount shift=0), not the
#                           host's clock: for boots whose progress must not depend on host load
#   boot1() { ... }         runs in the guest (bash, with tests/guest/tap.sh); ends with crash,
#                           reboot_now, or by returning (then the guest reboots cleanly)
#   host1() { ... }         optional, runs on the host after boot 1, with $RAM the guest RAM file
#                           and $LOGDIR the directory of the boots' logs (bootN.console, bootN.tap)
#   boot2() { ... }         and so on, with the same RAM.
# Every boot must finish its script (or reach the crash/reboot it asked for) within TIMEOUT, and its
# console must be free of warnings, lockdep reports, BUGs and oopses.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

file=$1
[ -f "$file" ] || die "no scenario file $file"
name=$(basename "$file" .sh)
dir=$BUILD/scenarios/$name
rm -rf "$dir" && mkdir -p "$dir"
RAM=$dir/ram LOGDIR=$dir
export RAM LOGDIR

# shellcheck source=/dev/null
. "$file"
CPUS=${CPUS:-2} MEM=${MEM:-512M} TIMEOUT=${TIMEOUT:-120} VARIANT=${VARIANT:-test}
icount=()
[ -z "${ICOUNT:-}" ] || icount=(--icount)
kernel=$BUILD/bzImage
[ "$VARIANT" = test ] || kernel=$BUILD/$VARIANT/bzImage

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
check() { local d=$1; shift; if "$@"; then ok "$d"; else not_ok "$d"; fi; }
check_eq() {
	if [ "$2" = "$3" ]; then ok "$1"; else not_ok "$1"; echo "# expected '$2', got '$3'"; fi
}
}

console_problems() { # the lines of a console log that a healthy boot never prints
	# (lockdep reports, WARN()s and sleeping-in-atomic reports all print WARNING: or BUG:)
	grep -E 'WARNING:|BUG:|Oops|general protection fault|DEBUG_LOCKS_WARN_ON|UBSAN:|KASAN:|Call Trace:|Kernel panic|soft lockup|hard LOCKUP|INFO: task .* blocked|rcu_.*detected stalls' "$1" || true
}

i=1
while declare -F "boot$i" >/dev/null; do
	log=$dir/boot$i
	script=$dir/boot$i.run
	{
		echo '#!/bin/bash'
		echo '. /test/tap.sh'
		cat "$file"
		echo "boot$i"
		echo 'emit "# end"'
	} > "$script"
	cmdvar=CMDLINE$i
	append=${!cmdvar:-${CMDLINE:-}}
	rc=0
	"$TOP/harness/boot.sh" --kernel "$kernel" --ram "$RAM" --mem "$MEM" --cpus "$CPUS" \
		--append "$append" --script "$script" --log "$log" --timeout "$TIMEOUT" "${icount[@]}" || rc=$?
	tr -d '\r' < "$log.results" > "$log.tap"	# the guest's tty writes CR LF

	sed -n -e "s/^ok - /ok - boot$i: /p" -e "s/^not ok - /not ok - boot$i: /p" -e '/^# /p' "$log.tap" |
		sed -e "s/^ok - /ok - $name: /" -e "s/^not ok - /not ok - $name: /"
	grep -q '^not ok' "$log.tap" && failed=1
	ending=$(grep -E '^# (end|crash|reboot)$' "$log.tap" | tail -n1 || true)
	problems=$(console_problems "$log.console")
	case "$ending" in
	"# crash") expected='Kernel panic - not syncing: sysrq triggered crash'
		problems=$(echo "$problems" | grep -v -e "$expected" -e 'Call Trace:' || true)
		check "boot$i: panicked as asked" grep -q "$expected" "$log.console" ;;
	"# end"|"# reboot") ok "boot$i: ran its script to the end" ;;
	*) not_ok "boot$i: did not finish its script (rc=$rc)"
		tail -n 30 "$log.console" | sed 's/^/#   /' ;;
	esac
	if [ -z "$problems" ]; then ok "boot$i: console free of warnings"; else
		not_ok "boot$i: console free of warnings"; echo "$problems" | head -20 | sed 's/^/#   /'; fi
	if declare -F "host$i" >/dev/null; then
		"host$i"
	fi
	i=$((i + 1))
done
[ "$i" -gt 1 ] || die "$file defines no boot1"
rm -f "$RAM"
exit "$failed"
