# shellcheck shell=bash
# Test helpers for guest scripts. Results are TAP lines on the second serial port (ttyS1), kept
# apart from the kernel's console; the host collects them. Every check states what it asserts.
T=/sys/kernel/tracing
RESULTS=${RESULTS:-/dev/ttyS1}
emit() { echo "$*" > "$RESULTS"; }
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
# End the boot by a kernel panic (the host expects one when it reads '# crash').
crash() { emit "# crash"; sync; echo c > /proc/sysrq-trigger; }
# End the boot by an immediate reboot (QEMU runs with -no-reboot, so it exits with RAM kept).
reboot_now() { emit "# reboot"; sync; echo b > /proc/sysrq-trigger; }
