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

say "patched kernel: boot 1 fills 84 MiB of boot-mapped instances, boot 2 reads them"
EXTRA_DIR=$out/test "$TOP/harness/scenario.sh" "$TOP/tests/scenarios/bench-boot-mapped.sh" | tee "$out/bench.tap" |
	grep -E '^(bench:|not ok|#   )' || true
say "patched kernel: recovery as the range grows (16, 64, 256 MiB) and with 1, 2, 4 CPUs"
EXTRA_DIR=$out/test "$TOP/harness/scenario.sh" "$TOP/tests/scenarios/bench-scaling.sh" | tee "$out/scaling.tap" |
	grep -E '^(bench:|not ok|#   )' || true
say "unpatched base kernel: the ordinary instance's write cost"
EXTRA_DIR=$out/base "$TOP/harness/scenario.sh" "$TOP/tests/scenarios/bench-base-kernel.sh" | tee "$out/base.tap" |
	grep -E '^(not ok|#   )' || true

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
! grep -q '^not ok' "$out/bench.tap" "$out/scaling.tap" "$out/base.tap"
