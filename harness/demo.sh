#!/usr/bin/env bash
# make demo: the main job of the project, told as a story. make has built the patched kernel and
# the initramfs; this boots it with a persistent instance, traces, panics, boots again and shows
# the trace that survived (tests/scenarios/demo.sh).
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

show() { # run the story and print it readably
	"$TOP/harness/scenario.sh" "$TOP/tests/scenarios/demo.sh" |
		sed -e 's/^ok - [^:]*: [^:]*: /  [ok]   /' -e 's/^not ok - [^:]*: [^:]*: /  [FAIL] /' \
			-e '/^#! /d' -e 's/^# //'
}

say "booting twice under QEMU: boot 1 traces and panics, boot 2 shows what survived"
# reserve_mem= lands where it did on the last boot unless KASLR put the kernel there: then the
# buffer starts empty (and says why). Such a run is told, and the story told again.
for attempt in 1 2 3; do
	out=$(show) || true
	echo "$out"
	if ! grep -q '\[ok\]   the marker' <<< "$out" || grep -q '\[FAIL\]' <<< "$out"; then
		say "attempt $attempt: the trace did not survive (see above); trying again"
		continue
	fi
	say "demo done ($ARCH): boot 2 read boot 1's last moments (logs in build/scenarios/demo/)"
	exit 0
done
die "the trace did not survive three attempts; see build/scenarios/demo/"
