#!/usr/bin/env bash
# make soak: the KASAN kernel's runs and the long damage runs (not part of make check, for time:
# building the KASAN kernel alone takes 20 minutes from cold on a 2-core machine):
#   - the scenarios of GROUP=soak (the debug kernel's boot-time tracing self-tests, every byte of a
#     boot-mapped range's header damaged in turn on the kasan kernel, ...);
#   - the "soak" runs of tests/runs.txt (both architectures' module ABI with the base built too,
#     reserve_mem= places over 200 KASLR boots of a 512M and of a 2G guest and 100 UEFI ones of
#     each architecture, ten kexecs in a row, 20 panics under load, crafted previous-boot events
#     through every reader on the kasan kernel); SOAK_SKIP='NAME...' leaves those runs out;
#   - every x86_64 and arm64 scenario of make check once more on the lockdep kernel of its
#     architecture (config/lockdep.config: make check's x86_64 and arm64 kernels have no lockdep,
#     for time; its i386 kernel has it);
#   - the scenarios of make check whose SOAK_KERNELS= line names a kernel, again on it (the
#     damage scenarios name kasan: a read past an event, a page, an object or a table of names
#     is reported there, and fails the boot's console check);
#   - the ring_buffer_range KUnit suite's random damage case on SOAK_IMAGES damaged images
#     (default 100000), SOAK_BATCH (default 10000) to a boot: KUnit stops a test case after
#     five minutes, and the kasan kernel takes ~7 ms an image; every boot draws new images.
# Prints TAP lines and ends with "N passed, N failed".
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -f "$(kernel_image kasan)" ] || die "no kasan kernel: run 'make kernel VARIANT=kasan'"
[ -f "$(kernel_image debug)" ] || die "no debug kernel: run 'make kernel VARIANT=debug'"
[ -f "$(kernel_image lockdep)" ] || die "no lockdep kernel: run 'make kernel VARIANT=lockdep'"
[ -f "$BUILD/arm64-lockdep/Image" ] ||
	die "no arm64 lockdep kernel: run 'ARCH=arm64 make kernel VARIANT=lockdep'"
out=$BUILD/results
mkdir -p "$out"
images=${SOAK_IMAGES:-100000} batch=${SOAK_BATCH:-10000}
: > "$out/soak.tap"
# the scenarios of GROUP=soak (each on the architectures of its ARCHES= line, named as make check
# names them)
for f in $(group_scenarios soak); do
	for a in $(scenario_arches "$f"); do
		suffix=$(arch_suffix "$a")
		say "$(basename "$f" .sh)$suffix: $(scenario_gist "$f")"
		ARCH=$a SCENARIO_SUFFIX=$suffix "$TOP/harness/scenario.sh" "$f" >> "$out/soak.tap" || true
	done
done
while read -ra words; do
	[[ " ${SOAK_SKIP:-} " != *" ${words[0]} "* ]] || continue
	run_command "${words[@]}"
	say "${words[0]}: ${RUN_CMD[*]#"$TOP"/}"
	"${RUN_CMD[@]}" >> "$out/soak.tap" || true
done < <(declared_runs soak)
# lockdep on the paths only x86_64 and arm64 reach: the scenarios that boot the test kernel
# (VARIANT=${VARIANT:-test}) boot the lockdep one; a scenario that names its kernels boots those
for f in $(group_scenarios check); do
	for a in x86_64 arm64; do
		[[ " $(scenario_arches "$f") " == *" $a "* ]] || continue
		suffix=$(arch_suffix "$a")
		say "$(basename "$f" .sh)$suffix on the lockdep kernel"
		ARCH=$a VARIANT=lockdep SCENARIO_SUFFIX=$suffix-lockdep "$TOP/harness/scenario.sh" "$f" \
			>> "$out/soak.tap" || true
	done
done
for f in "$TOP"/tests/scenarios/*.sh; do
	for v in $(scenario_soak "$f"); do
		say "$(basename "$f" .sh) on the $v kernel"
		VARIANT=$v SCENARIO_SUFFIX=-$v "$TOP/harness/scenario.sh" "$f" >> "$out/soak.tap" || true
	done
done
n=0
while [ $((n * batch)) -lt "$images" ]; do
	n=$((n + 1))
	this=$(( images - (n - 1) * batch < batch ? images - (n - 1) * batch : batch ))
	say "random damage: boot $n of the kasan kernel, $this images"
	RANDOM_ITERATIONS=$this VARIANT=kasan SCENARIO_SUFFIX=-soak$n \
		"$TOP/harness/scenario.sh" "$TOP/tests/scenarios/kunit-ring-buffer-range.sh" \
		>> "$out/soak.tap" || true
done
tried=$(sed -n 's/.*damaged images tried: \([0-9]*\),.*/\1/p' "$out/soak.tap" | paste -sd+ | bc)
echo "# damaged images tried in all: ${tried:-0} in $n boots" >> "$out/soak.tap"
verdict "soak: ${tried:-0} of $images damaged images tried" test "${tried:-0}" = "$images" \
	>> "$out/soak.tap" || true
grep -E '^(not ok|# .*damaged images tried|# .*boots moved|# image .*readers run)' "$out/soak.tap" || true
tally "$out/soak.tap"
! grep -q '^not ok ' "$out/soak.tap"
