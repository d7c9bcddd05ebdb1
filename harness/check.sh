#!/usr/bin/env bash
# Everything that tests the project. Prints the failures and ends with "N passed, N failed[, N
# skipped]"; all results are in build/results/check.tap (TAP version 13: plan, numbered, totals).
# Usage: check.sh [SCENARIO...]   (default: the scenarios of make check (GROUP=check, the default:
# the others are make soak's, bench's and demo's), the ftracetest comparison and the series checks)
# A scenario runs on each architecture its ARCHES= line names (x86_64 if none), as NAME on x86_64
# and NAME-ARCH on the others (NAME-arm64, NAME-i386). ARCH=arm64 (or i386, x86_64) runs only that
# architecture's.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

out=$BUILD/results
mkdir -p "$out"
: > "$out/all.tap"
: > "$out/times.txt"	# seconds each group took

run() { # run NAME COMMAND...: run a test group, keep its TAP lines, never stop the others
	local name=$1; shift
	say "$name"
	local rc start=$SECONDS
	set +e
	"$@" 2>&1 | tee "$out/$name.tap" | grep -E '^(not ok|#   )'
	rc=${PIPESTATUS[0]}
	set -e
	cat "$out/$name.tap" >> "$out/all.tap"
	grep -q '^\(not \)\?ok' "$out/$name.tap" || echo "not ok - $name: produced no result" >> "$out/all.tap"
	# a group that failed must say so, even if it stopped before it could
	if [ "$rc" != 0 ] && ! grep -q '^not ok' "$out/$name.tap"; then
		echo "not ok - $name: ended with status $rc and no failed check" | tee -a "$out/all.tap"
	fi
	echo "$((SECONDS - start)) $name" >> "$out/times.txt"
}

scenario() { # scenario FILE: run it on each of its architectures (those of ARCH, if given)
	local a suffix
	for a in $(scenario_arches "$1"); do
		[ -z "$ARCH_GIVEN" ] || [ "$a" = "$ARCH" ] || continue
		suffix=""
		[ "$a" = x86_64 ] || suffix=-$a
		run "$(basename "$1" .sh)$suffix" env ARCH="$a" SCENARIO_SUFFIX="$suffix" \
			"$TOP/harness/scenario.sh" "$1"
	done
}

if [ $# -gt 0 ]; then
	for s in "$@"; do
		# a scenario is named by its file or by its name in tests/scenarios
		[ -f "$s" ] || s=$TOP/tests/scenarios/${s%.sh}.sh
		scenario "$s"
	done
else
	if [ -z "$ARCH_GIVEN" ] || [ "$ARCH" = x86_64 ]; then
		run series "$TOP/harness/series-check.sh"
		run harness-errors "$TOP/tests/harness-errors.sh"
		# reserve_mem= at one place boot after boot with KASLR on: 5 boots a guest size
		# here, 200 in make soak
		run kaslr-places env BOOTS="${KASLR_BOOTS:-5}" "$TOP/tests/kaslr-places.sh"
	fi
	for s in "$TOP"/tests/scenarios/*.sh; do
		[ "$(scenario_group "$s")" = check ] || continue
		scenario "$s"
	done
fi

read -r passed failed skipped <<< "$(tally_counts "$out/all.tap")"
grep '^not ok' "$out/all.tap" | sed 's/^/FAILED: /' || true
# build/results/check.tap: the results as TAP version 13 (a plan, numbered results, totals)
{
	echo "TAP version 13"
	echo "1..$((passed + failed + skipped))"
	awk '/^ok / { sub(/^ok /, "ok " ++n " ") } /^not ok / { sub(/^not ok /, "not ok " ++n " ") }
		/^(not )?ok |^#/ { print }' "$out/all.tap"
	echo "# Totals: pass:$passed fail:$failed skip:$skipped"
} > "$out/check.tap"
tally "$out/all.tap"
[ "$failed" = 0 ]
