# shellcheck shell=bash disable=SC2034
# Scenario: the ring_buffer_range KUnit suite (in the series) passes.
# Every case simulates a previous boot inside this one: write, free, damage, recover, compare.
# RANDOM_ITERATIONS damaged images are tried by the random-damage case (make check keeps it
# small; a dedicated run raises it).

# make soak runs it again on the KASAN kernel: a read out of bounds is reported there
SOAK_KERNELS='kasan'
RANDOM_ITERATIONS=${RANDOM_ITERATIONS:-2000}
# 32-bit x86 as well: sizes and lengths are 32-bit words there
ARCHES='x86_64 i386'
CMDLINE="kunit.enable=1 kunit.filter_glob=ring_buffer_range ring_buffer.range_random_iterations=$RANDOM_ITERATIONS"
TIMEOUT=$((900 + RANDOM_ITERATIONS / 50))	# the KASAN kernel takes ~7 ms an image

boot1() {
	dmesg > /tmp/dmesg
	check "the ring_buffer_range suite ran" grep -q "# Subtest: ring_buffer_range" /tmp/dmesg
	# One result per KUnit case (parameterised cases report each parameter)
	kunit_results /tmp/dmesg
	grep -E "damaged images tried|recovered [0-9]+ of|crash images recovered" /tmp/dmesg | sed 's/^\[[^]]*\] */# /' > "$RESULTS"
	n=$(sed -n 's/.*range_random_iterations=\([0-9]*\).*/\1/p' /proc/cmdline)
	check "the random damage case tried all $n images" grep -q "damaged images tried: $n," /tmp/dmesg
	check_eq "the crash-during-recovery case recovered all 64 images of both kinds" 2 \
		"$(grep -c '; 64 crash images recovered' /tmp/dmesg)"
}
