#!/usr/bin/env bash
# make bench: the benchmark figures, each against a baseline taken in the same boot (and the
# write cost of the patched kernel against the unpatched base, the same way in two boots). Guest
# time counts instructions (-icount shift=0, one vCPU): figures repeat from run to run.
# Prints one line per figure: "bench: NAME VALUE UNIT ratio=R baseline=NAME".
# BENCH_WRITES (events per write measurement, default 200000) may be lowered for a quick run.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

out=$BUILD/bench
[ -f "$(kernel_image test)" ] || die "no test kernel: run 'make kernel'"
[ -f "$(kernel_image base)" ] || die "no base kernel: run 'harness/kernel.sh base'"
mkdir -p "$out"

bench_files "$(variant_obj test)" "$out/test"
bench_files "$(variant_obj base)" "$out/base"

# the scenarios of GROUP=bench, each with the benchmark programs built for its kernel
taps=()
for f in $(group_scenarios bench); do
	name=$(basename "$f" .sh) dir=$out/test
	[ "$(scenario_header "$f" VARIANT)" != base ] || dir=$out/base
	say "$name: $(scenario_gist "$f")"
	EXTRA_DIR=$dir "$TOP/harness/scenario.sh" "$f" | tee "$out/$name.tap" |
		grep -E '^(bench:|not ok|#   )' || true
	taps+=("$out/$name.tap")
done
[ "${#taps[@]}" -gt 0 ] || die "no scenario has GROUP=bench"

writes=${BENCH_WRITES:-200000}
# each scenario's logs are in build/scenarios/ under its own name (harness/scenario.sh)
patched=$(sed -n 's/^#>results write_ord //p' "$BUILD/scenarios/bench-boot-mapped/boot1.tap")
base=$(sed -n 's/^#>results write_ord //p' "$BUILD/scenarios/bench-base-kernel/boot1.tap")
if [ -z "$patched" ] || [ -z "$base" ]; then
	die "a write cost is missing (patched: '$patched', base: '$base')"
fi
awk -v p="$patched" -v b="$base" -v n="$writes" 'BEGIN {
	printf "bench: write_cost_ordinary_patched %.1f ns/event ratio=%.3f baseline=unpatched_base(%.1fns/event)\n",
		p / n, p / b, b / n }'
! grep -q '^not ok' "${taps[@]}"
