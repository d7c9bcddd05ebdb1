# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): bad boot instance lines, one a boot, each with a good instance beside
# it: does the kernel reach user space, and does the good instance work (a marker written and
# read back)? The same list for both kernels, taken from boot-cmdline-errors.

GROUP='compare'
CPUS=1
MEM=512M
TIMEOUT=90
GOOD='memmap=1M$0x18000000 trace_instance=good@0x18000000:1M'
BAD=(
	'trace_instance='
	'trace_instance=a/b'
	'trace_instance=x^bogus'
	'trace_instance=ev,nosuchsys:nosuchevent'
	'trace_instance=fx@0x18000001:64K'
	'trace_instance=fx3@0x1000000:1M'
	'trace_instance=fx7@0x18000000:1Q'
	'trace_instance=fx8@0xfffffffffffff000:0x2000'
	'trace_instance=fx9@0x40000000:1M'
	'memmap=8K$0x18800000 trace_instance=tiny@0x18800000:8K'
	'reserve_mem=64G:4K:huge trace_instance=h@huge'
	'reserve_mem=1M:3K:badalign trace_instance=b@badalign'
)
for i in "${!BAD[@]}"; do
	declare "CMDLINE$((i + 1))=$GOOD ${BAD[$i]}"
	# every boot proves itself in the guest; the host counts them
	eval "boot$((i + 1))() { booted; }"
done

booted() {
	local B=/sys/kernel/tracing/instances/good
	echo "pf-alive $$" > $B/trace_marker
	check "booted, with tracing working" grep -q "pf-alive $$" $B/trace
}

eval "host${#BAD[@]}() { count_booted; }"
# a boot counts if its script ran (user space reached); and again if the good instance worked
count_booted() {
	local n=0 good=0 i
	for i in $(seq ${#BAD[@]}); do
		grep -q "^#! end" "$LOGDIR/boot$i.tap" 2>/dev/null && n=$((n + 1))
		grep -q "^ok - booted, with tracing working" "$LOGDIR/boot$i.tap" 2>/dev/null &&
			good=$((good + 1))
	done
	echo "compare: bad_cmdlines_booted $n of ${#BAD[@]} (the good instance beside it intact: $good)"
}
