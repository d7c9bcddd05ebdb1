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

# pf_bench.ko for a kernel (its build directory), and the raw reader, into DIR/bench
guest_files() { # guest_files OBJ DIR
	local src
	src=$out/src-$(basename "$1")
	rm -rf "$src" "$2" && mkdir -p "$src" "$2/bench"
	cp "$TOP"/tests/bench/{Kbuild,pf_bench.c,pf_bench.h} "$src/"
	make -s -C "$1" M="$src" CC="ccache gcc" modules > "$src/build.log" 2>&1 ||
		die "pf_bench.ko did not build against $1: see $src/build.log"
	cp "$src/pf_bench.ko" "$2/bench/"
	gcc -static -O2 -o "$2/bench/rawread" "$TOP/tests/bench/rawread.c" ||
		die "the raw reader did not build"
}
guest_files "$(variant_obj test)" "$out/test"
guest_files "$(variant_obj base)" "$out/base"

say "patched kernel: boot 1 fills 84 MiB of boot-mapped instances, boot 2 reads them"
EXTRA_DIR=$out/test "$TOP/harness/scenario.sh" "$TOP/tests/scenarios/bench-boot-mapped.sh" | tee "$out/bench.tap" |
	grep -E '^(bench:|not ok|#   )' || true
say "unpatched base kernel: the ordinary instance's write cost"
EXTRA_DIR=$out/base "$TOP/harness/scenario.sh" "$TOP/tests/scenarios/bench-base-kernel.sh" | tee "$out/base.tap" |
	grep -E '^(not ok|#   )' || true

writes=${BENCH_WRITES:-200000}
patched=$(sed -n 's/^#>results write_ord //p' "$BUILD/scenarios/bench/boot1.tap")
base=$(sed -n 's/^#>results write_ord //p' "$BUILD/scenarios/bench-base/boot1.tap")
if [ -z "$patched" ] || [ -z "$base" ]; then
	die "a write cost is missing (patched: '$patched', base: '$base')"
fi
awk -v p="$patched" -v b="$base" -v n="$writes" 'BEGIN {
	printf "bench: write_cost_ordinary_patched %.1f ns/event ratio=%.3f baseline=unpatched_base(%.1fns/event)\n",
		p / n, p / b, b / n }'
! grep -q '^not ok' "$out/bench.tap" "$out/base.tap"
