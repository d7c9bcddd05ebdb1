#!/usr/bin/env bash
# make demo: what the series shows today, told as a story.
# Until boot instances exist (trace_instance=, reserve_mem=), the demo shows the two halves that do:
# guest RAM that survives a panic and a new boot, and the range ring buffer recovering a previous
# boot's events, damaged ones included, simulated inside one boot by its KUnit suite.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

story() { printf '\n=== %s\n' "$*"; }
show() { # run a scenario and print its results readably
	"$TOP/harness/scenario.sh" "$1" | sed -e 's/^ok - [^:]*: /  [ok]   /' -e 's/^not ok - [^:]*: /  [FAIL] /' \
		-e 's/^# # rbt_damage: /         /' -e 's/^# # /         /' -e 's/^# /         /'
}

story "1. Boot a kernel, write a pattern into reserved RAM, panic; boot again on the same RAM"
show "$TOP/tests/scenarios/harness-ram-survives-panic.sh"

story "2. The range ring buffer: write, 'reboot' (free, keep the memory), damage, recover"
echo "   Each line: a damage case, how many of the events came back, and the reason recorded."
show "$TOP/tests/scenarios/kunit-ring-buffer-range.sh" | grep -v -e '^  \[ok\]   kunit:' -e '^  \[ok\]   boot1: console'

story "Next: trace_instance=NAME@LABEL with reserve_mem= puts a tracefs instance in such a range"
echo "   (issue 4), so that 'cat instances/NAME/trace' after a crash shows the last moments."
