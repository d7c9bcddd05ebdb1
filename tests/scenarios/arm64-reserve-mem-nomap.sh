# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (arm64): reserve_mem_at= never keeps a range in no-map memory. A no-map
# /reserved-memory region (firmware, TF-A or OP-TEE memory on a real board) is memory that the
# kernel does not map and must never free. A pin into it is refused with a message, the range is
# reserved elsewhere as usual, and rmdir of its instance gives that memory back with no oops (a
# range kept in the no-map region would have been freed through an address the kernel has not
# mapped).

ARCHES=arm64
MEM=512M
DT_RESERVE='0x5fe00000:2M'
CMDLINE='reserve_mem=2M:2M:t reserve_mem_at=0x5fe00000:2M:t trace_instance=i@t'
I=/sys/kernel/tracing/instances

boot1() {
	says "the pin into no-map memory is refused, and says why" \
		'reserve_mem: t: cannot be kept at 0x000000005fe00000: it is no-map memory'
	check "the range is reserved elsewhere" \
		sh -c "dmesg | grep 'reserve_mem: t: reserved \[mem' | grep -vq 0x000000005fe00000-"
	echo "mark" > $I/i/trace_marker
	check "its instance records" grep -q 'tracing_mark_write: mark' $I/i/trace
	check "rmdir gives the range back" rmdir $I/i
	says "and says so" 'reserve_mem: t: released'
}
