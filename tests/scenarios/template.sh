# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the starting point for a new one (tests/scenarios/README.md is the contract). A
# reserve_mem= instance keeps what boot 1 wrote through a panic: boot 1 writes 50 markers and
# panics; the host finds the range where boot 1 said it was, in the RAM file, and the last marker
# in it; boot 2 reads the 50 markers back, in order, and last_boot_status names the range.

# the header keys (README.md): the command line of every boot, the architectures
CMDLINE='reserve_mem=8M:2M:trace trace_instance=tpl@trace'
ARCHES='x86_64 arm64'
T=/sys/kernel/tracing/instances/tpl

boot1() {
	check "tpl is boot-mapped" grep -q '^range:' $T/last_boot_status
	write_markers $T/trace_marker 1 50
	# the host learns where the range is from this boot, not from a guess
	tag_bounds trace > /tmp/bounds
	send bounds /tmp/bounds
	crash
}

host1() {
	local tag end
	read -r tag end <<< "$(sent 1 bounds)"
	check "boot 1 said where its range is" test -n "$end"
	# the range's bytes as the next kernel will find them (RAM file offsets start at RAM_BASE)
	check "the last marker is in the range, in guest RAM" sh -c \
		'dd if="$0" bs=4096 skip=$1 count=$2 2> /dev/null | grep -aq "marker 50"' \
		"$RAM" $(((tag - RAM_BASE) / 4096 + 1)) $(((end + 1 - tag) / 4096 - 1))
}

boot2() {
	check_markers "boot 1's 50 markers, in order" 1 50 $T/trace
	check "last_boot_status names the range" grep -qx 'range: reserve_mem=trace (rmdir frees it)' \
		$T/last_boot_status
}
