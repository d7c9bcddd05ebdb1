# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: malformed trace_instance= and reserve_mem= entries. One boot with every bad form on the
# command line, among valid entries: each bad one is reported in dmesg with its reason and skipped,
# the boot goes on, and the valid entries of the same line are all there and work.

GOOD='trace_instance=good1,sched:sched_switch,irq trace_instance=off^traceoff
 trace_instance=pr^traceprintk trace_instance=pr2^trace_printk trace_instance=pr3^printk
 memmap=1M$0x18000000 trace_instance=pm@0x18000000:1M
 reserve_mem=1M:4K:good trace_instance=lab@good'
BAD_RESERVE='reserve_mem= reserve_mem=:4K:nosize reserve_mem=0:4K:zero reserve_mem=1M:3K:badalign
 reserve_mem=1M:4K: reserve_mem=1M:4K:labeltoolong1234 reserve_mem=1M:4K:good reserve_mem=64G:4K:huge
 reserve_mem=1M reserve_mem=1M:4K:m2 reserve_mem=1M:4K:m3 reserve_mem=1M:4K:m4
 reserve_mem=1M:4K:m5 reserve_mem=1M:4K:m6 reserve_mem=1M:4K:m7
 reserve_mem=1M:4K:ninth'
BAD_INSTANCE='trace_instance= trace_instance=a/b trace_instance=x^bogus
 trace_instance=ev,nosuchsys:nosuchevent trace_instance=ev2,sched,,irq
 trace_instance=fx@0x18000001:64K trace_instance=fx2@0x18000000:0 trace_instance=fx3@0x1000000:1M
 trace_instance=fx4@nolabel trace_instance=fx5@ trace_instance=fx6@zz:1M
 trace_instance=fx7@0x18000000:1Q trace_instance=pm2@0x18080000:256K trace_instance=good1
 trace_instance=. trace_instance=fx8@0xfffffffffffff000:0x2000 trace_instance=fx9@0x20000000:1M
 memmap=8K$0x18800000 trace_instance=tiny@0x18800000:8K'
CMDLINE=$(echo "$GOOD $BAD_RESERVE $BAD_INSTANCE" | tr '\n' ' ')
T=/sys/kernel/tracing

absent() { check "instance $1 was not created" test ! -e "$T/instances/$1"; }

boot1() {
	dmesg > /tmp/dmesg
	says "reserve_mem= with nothing is reported" 'reserve_mem: "" ignored: expected'
	says "reserve_mem without a size" 'reserve_mem: ":4K:nosize" ignored: expected SIZE'
	says "reserve_mem of size zero" 'reserve_mem: "0:4K:zero" ignored: size is zero'
	says "reserve_mem with a bad alignment" '"1M:3K:badalign" ignored: alignment is not a power of two'
	says "reserve_mem without a label" '"1M:4K:" ignored: no label'
	says "reserve_mem with a long label" '"1M:4K:labeltoolong1234" ignored: label is too long'
	says "reserve_mem with a label used twice" '"1M:4K:good" ignored: label is already used'
	says "reserve_mem that cannot be allocated" 'huge: cannot reserve'
	says "reserve_mem without an alignment" '"1M" ignored: expected SIZE:ALIGN:LABEL'
	says "a ninth reserve_mem" '"1M:4K:ninth" ignored: too many'
	says "the eighth reserve_mem is served" "reserve_mem: m7: reserved"

	says "trace_instance= with nothing" 'trace_instance= ignored: no instance name'
	says "a '/' in a name" "trace_instance=a/b ignored: '/' in instance name"
	says "an unknown flag" "trace_instance=x^bogus ignored: unknown flag '^bogus'"
	says "an event that does not exist" "ev,nosuchsys:nosuchevent ignored: no event matches 'nosuchsys:nosuchevent'"
	says "an empty event" 'ev2,sched,,irq ignored: empty event'
	says "an unaligned range" 'fx@0x18000001:64K ignored: the range is not page aligned'
	says "an empty range" 'fx2@0x18000000:0 ignored: the range is empty'
	says "a range in memory the kernel uses" 'fx3@0x1000000:1M ignored: .* is memory the kernel uses'
	says "an unknown reserve_mem label" "fx4@nolabel ignored: no reserve_mem= range is labelled 'nolabel'"
	says "nothing after @" "fx5@ ignored: no range after '@'"
	says "a bad address" "fx6@zz:1M ignored: bad address"
	says "a bad size" "fx7@0x18000000:1Q ignored: bad size"
	says "overlapping ranges" 'pm2@0x18080000:256K ignored: the range overlaps the range of instance pm'
	says "a name used twice" "trace_instance=good1 ignored: an instance named 'good1' exists already"
	says "'.' as a name" "trace_instance=. ignored: '.' cannot be an instance name"
	says "a range that wraps" 'fx8@0xfffffffffffff000:0x2000 ignored: the range wraps around'
	says "a range that is not reserved" 'fx9@0x20000000:1M ignored: .* is not reserved memory'
	says "a range too small for a ring buffer" 'tiny@0x18800000:8K ignored: cannot create the instance'
	for i in a ev ev2 fx fx2 fx3 fx4 fx5 fx6 fx7 pm2 fx8 fx9 tiny x; do absent $i; done

	check "good1 exists" test -d $T/instances/good1
	check_eq "good1 has sched_switch enabled" 1 "$(cat $T/instances/good1/events/sched/sched_switch/enable)"
	check_eq "good1 has the irq system enabled" 1 "$(cat $T/instances/good1/events/irq/enable)"
	check_eq "good1 did not enable other events" 0 "$(cat $T/instances/good1/events/sched/sched_wakeup/enable)"
	sleep 1
	check "good1 records sched_switch" grep -q sched_switch $T/instances/good1/trace
	check_eq "off has tracing off" 0 "$(cat $T/instances/off/tracing_on)"
	check_eq "the last ^printk alias wins trace_printk()" 1 "$(cat $T/instances/pr3/options/trace_printk_dest)"
	check_eq "pr lost trace_printk() to the later entries" 0 "$(cat $T/instances/pr/options/trace_printk_dest)"
	check_eq "the top level gave trace_printk() away" 0 "$(cat $T/options/trace_printk_dest)"
	echo 0 > $T/instances/pr3/options/trace_printk_dest
	check_eq "clearing it in pr3 gives it back to the top level" 1 "$(cat $T/options/trace_printk_dest)"
	check "the top level cannot drop trace_printk()" sh -c "! echo 0 > $T/options/trace_printk_dest"
	echo 1 > $T/instances/pr/options/trace_printk_dest
	rmdir $T/instances/pr
	check_eq "removing pr gives it back to the top level" 1 "$(cat $T/options/trace_printk_dest)"
	check "pm is boot-mapped" test -e $T/instances/pm/last_boot_info
	check "lab is boot-mapped in the reserve_mem= range" test -e $T/instances/lab/last_boot_info
	echo "marker in lab" > $T/instances/lab/trace_marker
	check "lab records" grep -q "marker in lab" $T/instances/lab/trace
	check "good1 can be removed" rmdir $T/instances/good1
}
