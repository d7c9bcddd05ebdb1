#!/usr/bin/env bash
# Everything that tests the project. Prints the failures and ends with "N passed, N failed[, N
# skipped]"; all results are in build/results/check.tap (TAP version 13: plan, numbered, totals).
# Usage: check.sh [SCENARIO...]   (default: the scenarios of make check (GROUP=check, the default;
# the others belong to make soak, bench, compare, demo and bisect) and the "check" runs of
# tests/runs.txt; a SCENARIO may also be the name of a run there)
# A scenario runs on each architecture its ARCHES= line names (x86_64 if none), as NAME on x86_64
# and NAME-ARCH on the others (NAME-arm64, NAME-i386). ARCH=arm64 (or i386, x86_64) runs only that
# architecture's.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

out=$BUILD/results
mkdir -p "$out"
# JOBS groups run at once (default 2, the cores of the machine CI runs on); each keeps its own
# TAP file, and all.tap has them in the order below whatever order they end in. The groups start
# longest first, by the times of the last run (build/results/times.txt), so that the last one
# to end is a short one (tests/times.txt, a full run's times, for the groups this build has not
# run yet).
JOBS=${JOBS:-2}
last_times=$(cat "$out/times.txt" "$TOP/tests/times.txt" 2> /dev/null || true)
: > "$out/all.tap"
names=() cmds=()

queue() { # queue NAME COMMAND...: a test group to run
	local name=$1; shift
	names+=("$name")
	cmds+=("$(printf '%q ' "$@")")
}

run() { # run NAME COMMAND...: run a test group, keep its TAP lines and time, never stop the others
	local name=$1; shift
	local rc start=$SECONDS
	rm -f "$out/$name.time"
	set +e
	"$@" > "$out/$name.tap" 2>&1
	rc=$?
	# a guest whose script ended well but whose results were lost on their way to the host
	# (scenario.sh's "#! results-lost"): the transport failed, not the test; run it once more
	if [ "$rc" != 0 ] && grep -q '^#! results-lost:' "$out/$name.tap"; then
		mv "$out/$name.tap" "$out/$name.lost.tap"
		"$@" > "$out/$name.tap" 2>&1
		rc=$?
		{ echo "#   $name ran twice: the first run's results were lost (build/results/$name.lost.tap)"
		  sed 's/^/#   /' "$out/$name.lost.tap" | grep '^#   #! results-lost:'; } >> "$out/$name.tap"
	fi
	set -e
	# a group that failed must say so, even if it stopped before it could, and say why: the
	# harness's own error (a scenario's unknown key, a missing kernel) is its last words
	why=$( { grep '^error: ' "$out/$name.tap" || grep -v '^\(not \)\?ok\|^#' "$out/$name.tap" |
		tail -3; } | sed 's/^/#   /' || true)
	if ! grep -q '^\(not \)\?ok' "$out/$name.tap"; then
		{ tap_result not-ok "$name: produced no result"; echo "${why:-#   }"; } >> "$out/$name.tap"
	elif [ "$rc" != 0 ] && ! grep -q '^not ok' "$out/$name.tap"; then
		{ tap_result not-ok "$name: ended with status $rc and no failed check"
		  echo "${why:-#   }"; } >> "$out/$name.tap"
	fi
	echo "$((SECONDS - start))" > "$out/$name.time"
	# its name and what failed, printed whole when it ends
	{ echo "==> $name ($((SECONDS - start)) s)"; grep -E '^(not ok|#   )' "$out/$name.tap" || true; } |
		flock "$out/.print" cat >&2
}

scenario() { # scenario FILE: queue it on each of its architectures (those of ARCH, if given)
	local a suffix
	for a in $(scenario_arches "$1"); do
		[ -z "$ARCH_GIVEN" ] || [ "$a" = "$ARCH" ] || continue
		suffix=$(arch_suffix "$a")
		queue "$(basename "$1" .sh)$suffix" env ARCH="$a" SCENARIO_SUFFIX="$suffix" \
			"$TOP/harness/scenario.sh" "$1"
	done
}

declared() { # declared NAME SETTING... TARGET ARG...: queue a run of tests/runs.txt (of ARCH's)
	run_command "$@"
	[ -z "$ARCH_GIVEN" ] || [ "$RUN_ARCH" = "$ARCH" ] || return 0
	queue "$1" "${RUN_CMD[@]}"
}

if [ $# -gt 0 ]; then
	# the catalogue a full make check holds to its scenarios' headers (tests/harness-errors.sh)
	cmp -s <("$TOP/harness/list.sh" 2> /dev/null) "$TOP/docs/scenarios.md" ||
		say "docs/scenarios.md is not what make list prints: run make list (make check fails on it)"
	for s in "$@"; do
		# a run of tests/runs.txt by its name, or a scenario by its file or its name
		line=$(declared_run "$s")
		if [ -n "$line" ]; then read -ra words <<< "$line"; declared "${words[@]}"; continue; fi
		[ -f "$s" ] || s=$TOP/tests/scenarios/${s%.sh}.sh
		scenario "$s"
	done
else
	while read -ra words; do declared "${words[@]}"; done < <(declared_runs check)
	for s in "$TOP"/tests/scenarios/*.sh; do
		[ "$(scenario_group "$s")" = check ] || continue
		scenario "$s"
	done
fi

# the order to start them in: longest first (a group with no time yet counts as long)
order=$(for i in "${!names[@]}"; do
	t=$(awk -v n="${names[$i]}" '$2 == n { print $1; exit }' <<< "$last_times")
	echo "${t:-100000} $i"
done | sort -k1,1nr -k2,2n | cut -d' ' -f2)
for i in $order; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
	eval "run ${names[$i]} ${cmds[$i]}" &
done
wait
# seconds each group took, this run's and the earlier ones of groups it did not run
for name in "${names[@]}"; do
	cat "$out/$name.tap" >> "$out/all.tap"
	echo "$(cat "$out/$name.time" 2> /dev/null || echo 0) $name"
done > "$out/times.new"
awk 'NR == FNR { seen[$2] = 1; print; next } !seen[$2]++' "$out/times.new" \
	<(cat "$out/times.txt" 2> /dev/null || true) > "$out/times.txt.tmp"
mv "$out/times.txt.tmp" "$out/times.txt"
rm -f "$out/times.new"

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
