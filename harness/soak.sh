#!/usr/bin/env bash
# make soak: the long damage runs, on the kasan kernel (not part of make check, for time):
#   - the ring_buffer_range KUnit suite's random damage case on SOAK_IMAGES damaged images
#     (default 100000), in one boot;
#   - every byte of a boot-mapped range's header damaged in turn, between real boots.
# Prints TAP lines and ends with "N passed, N failed".
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -f "$BUILD/kasan/bzImage" ] || die "no kasan kernel: run 'make kernel VARIANT=kasan'"
out=$BUILD/results
mkdir -p "$out"
images=${SOAK_IMAGES:-100000}
say "random damage: $images images, in one boot of the kasan kernel"
RANDOM_ITERATIONS=$images VARIANT=kasan SCENARIO_SUFFIX=-soak \
	"$TOP/harness/scenario.sh" "$TOP/tests/scenarios/kunit-ring-buffer-range.sh" > "$out/soak.tap" || true
say "every byte of the range header, one per boot"
VARIANT=kasan "$TOP/harness/scenario.sh" "$TOP/tests/soak/header-bytes.sh" >> "$out/soak.tap" || true
grep -E '^(not ok|# .*damaged images tried)' "$out/soak.tap" || true
passed=$(grep -c '^ok ' "$out/soak.tap" || true)
failed=$(grep -c '^not ok ' "$out/soak.tap" || true)
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
