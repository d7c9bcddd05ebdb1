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
	# (scenario.sh's "# results-lost"): the transport failed, not the test; run it once more
	if [ "$rc" != 0 ] && grep -q '^# results-lost:' "$out/$name.tap"; then
		mv "$out/$name.tap" "$out/$name.lost.tap"
		"$@" > "$out/$name.tap" 2>&1
		rc=$?
		{ echo "#   $name ran twice: the first run's results were lost (build/results/$name.lost.tap)"
		  sed 's/^/#   /' "$out/$name.lost.tap" | grep '^#   # results-lost:'; } >> "$out/$name.tap"
	fi
	set -e
	grep -q '^\(not \)\?ok' "$out/$name.tap" || echo "not ok - $name: produced no result" >> "$out/$name.tap"
	# a group that failed must say so, even if it stopped before it could
	if [ "$rc" != 0 ] && ! grep -q '^not ok' "$out/$name.tap"; then
		echo "not ok - $name: ended with status $rc and no failed check" >> "$out/$name.tap"
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

if [ $# -gt 0 ]; then
	for s in "$@"; do
		# a scenario is named by its file or by its name in tests/scenarios
		[ -f "$s" ] || s=$TOP/tests/scenarios/${s%.sh}.sh
		scenario "$s"
	done
else
	if [ -z "$ARCH_GIVEN" ] || [ "$ARCH" = x86_64 ]; then
		queue series "$TOP/harness/series-check.sh"
		queue series-6.12 env SERIES=6.12 "$TOP/harness/series-check.sh"
		queue harness-errors "$TOP/tests/harness-errors.sh"
		# the module ABI under Debian's amd64 configuration, the series' side built against
		# the base's recorded in tests/abi (make abi builds both, amd64 and arm64: make soak)
		queue abi env ABI_BASE=recorded "$TOP/harness/abi.sh" x86_64
		# the same for the 6.12 series under Debian 13's amd64 configuration (linux-config-6.12)
		queue abi-6.12 env SERIES=6.12 ABI_BASE=recorded "$TOP/harness/abi.sh" x86_64
		# reserve_mem= at one place boot after boot with KASLR on: 5 boots a guest size
		# here, 200 in make soak
		queue kaslr-places env BOOTS="${KASLR_BOOTS:-5}" "$TOP/tests/kaslr-places.sh"
		# the same on UEFI machines (the EFI stub places the kernel): 5 boots of x86_64 and
		# 3 of arm64 here, 100 each in make soak
		queue kaslr-places-uefi env BOOTS="${KASLR_BOOTS:-5}" BIOS=uefi MEMS=512M SAID=0 PHYS=1 \
			LABEL=uefi WORK="$BUILD/kaslr-places-uefi" "$TOP/tests/kaslr-places.sh"
		queue kaslr-places-uefi-arm64 env ARCH=arm64 BOOTS="${KASLR_BOOTS_ARM64:-3}" BIOS=uefi \
			MEMS=512M SAID=0 PHYS=1 LABEL=arm64-uefi WORK="$BUILD/kaslr-places-uefi-arm64" \
			"$TOP/tests/kaslr-places.sh"
		# initrd-growth under the other firmware: SeaBIOS, which works near the top of RAM,
		# and OVMF, whose EFI stub loads the initrd
		for b in seabios uefi; do
			queue "initrd-growth-$b" env BIOS=$b SCENARIO_SUFFIX="-$b" \
				"$TOP/harness/scenario.sh" "$TOP/tests/scenarios/initrd-growth.sh"
		done
	fi
	if [ -z "$ARCH_GIVEN" ] || [ "$ARCH" = arm64 ]; then
		# in 1 GiB: AAVMF keeps ~130 MiB at the top of memory while it boots, all of a 512
		# MiB guest's margin (docs/limitations.md)
		queue initrd-growth-uefi-arm64 env ARCH=arm64 BIOS=uefi MEM=1G SCENARIO_SUFFIX=-uefi-arm64 \
			"$TOP/harness/scenario.sh" "$TOP/tests/scenarios/initrd-growth.sh"
	fi
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
