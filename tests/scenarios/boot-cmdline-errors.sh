# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: malformed trace_instance=, reserve_mem= and reserve_mem_at= entries. Two boots with
# every bad form on the command line, among valid entries: each bad one is reported in dmesg with
# its reason and skipped, the boot goes on, and the valid entries of the same line are all there
# and work. As in mainline, a bad flag or event costs only itself: the instance is made without
# it. Flags may follow the range (name@range^flag), as mainline accepts. Boot 2 (nokaslr, so
# that the kernel's place is known) adds ranges that are too large,
# unaligned in size, in the kernel image or too small for a page per CPU, names used twice,
# backups of themselves, of each other and of a backup, empty fields and very long values.

GOOD='trace_instance=good1,sched:sched_switch,irq trace_instance=off^traceoff
 trace_instance=pr^traceprintk trace_instance=pr2^trace_printk trace_instance=pr3^printk
 memmap=1M$0x18000000 trace_instance=pm@0x18000000:1M
 memmap=1M$0x18100000 trace_instance=fl@0x18100000:1M^traceoff
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
# On arm64 the harness moves the ranges to where its RAM starts (ARCHES in harness/scenario.sh):
# A ADDR is ADDR as the kernel was given it
ARCHES='x86_64 arm64 i386'
A() { printf '0x%x' $((RAM_BASE + $1)); }

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
	says "an unknown flag" "trace_instance=x^bogus: unknown flag '^bogus', skipped"
	says "an event that does not exist" "ev,nosuchsys:nosuchevent: no event matches 'nosuchsys:nosuchevent', skipped"
	says "an empty event" 'ev2,sched,,irq: empty event in the event list, skipped'
	says "an unaligned range" "fx@$(A 0x18000001):64K ignored: the range is not page aligned"
	says "an empty range" "fx2@$(A 0x18000000):0 ignored: the range is empty"
	says "a range in memory the kernel uses" "fx3@$(A 0x1000000):1M ignored: .* is memory the kernel uses"
	says "an unknown reserve_mem label" "fx4@nolabel ignored: no reserve_mem= range is labelled 'nolabel'"
	says "nothing after @" "fx5@ ignored: no range after '@'"
	says "a bad address" "fx6@zz:1M ignored: bad address"
	says "a bad size" "fx7@$(A 0x18000000):1Q ignored: bad size"
	says "overlapping ranges" "pm2@$(A 0x18080000):256K ignored: the range overlaps the range of instance pm"
	says "a name used twice" "trace_instance=good1 ignored: an instance named 'good1' exists already"
	says "'.' as a name" "trace_instance=. ignored: '.' cannot be an instance name"
	says "a range that wraps" 'fx8@0xfffffffffffff000:0x2000 ignored: the range wraps around'
	says "a range that is not reserved" "fx9@$(A 0x20000000):1M ignored: .* is not reserved memory"
	says "a range too small for a ring buffer" "tiny@$(A 0x18800000):8K ignored: cannot create the instance"
	for i in a fx fx2 fx3 fx4 fx5 fx6 fx7 pm2 fx8 fx9 tiny; do absent $i; done
	check "x is made without its bad flag" test -d $T/instances/x
	check "ev is made without its bad event" test -d $T/instances/ev
	check_eq "ev2 has the sched events of its list" 1 "$(cat $T/instances/ev2/events/sched/sched_switch/enable)"
	check_eq "and the irq events" 1 "$(cat $T/instances/ev2/events/irq/enable)"
	check "fl (flag after the range) is boot-mapped" test -e $T/instances/fl/last_boot_info
	check_eq "fl has its flag: tracing off" 0 "$(cat $T/instances/fl/tracing_on)"

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
	check_eq "a refused write leaves trace_printk_dest as it was" 1 "$(cat $T/options/trace_printk_dest)"
	echo 1 > $T/instances/pr/options/trace_printk_dest
	rmdir $T/instances/pr
	check_eq "removing pr gives it back to the top level" 1 "$(cat $T/options/trace_printk_dest)"
	check "pm is boot-mapped" test -e $T/instances/pm/last_boot_info
	check "lab is boot-mapped in the reserve_mem= range" test -e $T/instances/lab/last_boot_info
	echo "marker in lab" > $T/instances/lab/trace_marker
	check "lab records" grep -q "marker in lab" $T/instances/lab/trace
	check "good1 can be removed" rmdir $T/instances/good1
}

LONG=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
CMDLINE2="nokaslr memmap=1M\$0x18000000 trace_instance=pm@0x18000000:1M reserve_mem=1M:4K:good
 trace_instance=h1@0x18000000:64G trace_instance=us@0x18000000:65537
 trace_instance=kimg@0x1000000:1M memmap=16K\$0x18800000 trace_instance=small@0x18800000:16K
 trace_instance=dup@good trace_instance=dup trace_instance=l2@good
 trace_instance=self=self trace_instance=cy1=cy2 trace_instance=cy2=cy1
 trace_instance=bk=pm trace_instance=bk2=bk trace_instance=bk3=pm@0x18000000:1M
 trace_instance=e^ trace_instance=ev3,nosys:* trace_instance=,sched trace_instance=x1@:1M
 trace_instance=x2@0x18000000: trace_instance=$LONG trace_instance=lab2@averyveryverylonglabel
 reserve_mem=1M:64G:bigalign reserve_mem_at= reserve_mem_at=0x1000:1M
 reserve_mem_at=zz:1M:good reserve_mem_at=0:1M:good reserve_mem_at=0xfffffffffffff000:8K:good
 reserve_mem_at=0x19000000:2M:good"
CMDLINE2=$(echo "$CMDLINE2" | tr '\n' ' ')

boot2() {
	if [ "$ARCH" = i386 ]; then
		# 64G is past a 32-bit unsigned long, the size a ring buffer takes
		says "a range too large" "h1@$(A 0x18000000):64G ignored: the range is too large for this kernel"
	else
		says "a range too large" "h1@$(A 0x18000000):64G ignored: .* is memory the kernel uses"
	fi
	says "a size that is not a multiple of the page" "us@$(A 0x18000000):65537 ignored: the range is not page aligned"
	says "a range in the kernel image" "kimg@$(A 0x1000000):1M ignored: .* is memory the kernel uses"
	says "a range too small for a page per CPU" "small@$(A 0x18800000):16K ignored: cannot create the instance"
	says "a plain instance of a boot-mapped one's name" "trace_instance=dup ignored: an instance named 'dup' exists already"
	says "two instances on one label" 'l2@good ignored: the range overlaps the range of instance dup'
	says "a backup of itself" 'self=self ignored: an instance cannot be its own backup'
	says "a cycle of backups" "cy1=cy2 ignored: no instance named 'cy2' to back up"
	says "the other half of the cycle" "cy2=cy1 ignored: no instance named 'cy1' to back up"
	says "a backup of an instance that holds no previous boot is made, empty (as mainline)" \
		"instance bk: empty: pm holds no events of the previous boot"
	says "a backup of a backup" "bk2=bk ignored: 'bk' is not a boot-mapped instance"
	says "a backup with a range" "bk3=pm@$(A 0x18000000):1M ignored: a backup (BACKUP=SOURCE) takes no flags, range or events"
	says "an empty flag" "trace_instance=e^: unknown flag '^', skipped"
	says "a system that does not exist" "ev3,nosys:\\*: no event matches 'nosys:\\*', skipped"
	says "an empty name" 'trace_instance=,sched ignored: no instance name'
	says "an empty address" 'x1@:1M ignored: bad address'
	says "an empty size" "x2@$(A 0x18000000): ignored: bad size"
	says "a name too long" "trace_instance=${LONG:0:40}.* ignored: an instance name has at most 255 characters"
	says "a label that does not exist (and is too long for one)" "lab2@averyveryverylonglabel ignored: no reserve_mem= range is labelled"
	says "an alignment that cannot be served" 'reserve_mem: bigalign: cannot reserve'
	says "reserve_mem_at= with nothing" 'reserve_mem: "" ignored: expected ADDR:SIZE:LABEL'
	says "reserve_mem_at= without a label" '"0x1000:1M" ignored: expected ADDR:SIZE:LABEL'
	says "reserve_mem_at= with a bad address" '"zz:1M:good" ignored: expected ADDR:SIZE:LABEL'
	# 0 is "not placed" to the kernel: such a pin was taken, and silently did nothing
	says "reserve_mem_at= at address 0" '"0:1M:good" ignored: a range is not kept at address 0'
	# (taken silently before: the last pin of a label counts, and this one was left unused)
	says "reserve_mem_at= that wraps past the top of the address space" \
		'"0xfffffffffffff000:8K:good" ignored: beyond the physical address range'
	says "reserve_mem_at= of another size" 'reserve_mem: good: cannot be kept at 0x0*19000000: its size differs'
	for i in h1 us kimg small l2 self cy1 cy2 bk2 bk3 x1 x2 lab2; do absent $i; done
	check_eq "bk is there, and empty" "" "$(grep -v '^#' $T/instances/bk/trace)"
	check "e is made without its empty flag" test -d $T/instances/e
	check "ev3 is made without its bad system" test -d $T/instances/ev3
	check "no instance has the long name" test ! -e "$T/instances/$LONG"
	check "pm is boot-mapped" test -e $T/instances/pm/last_boot_info
	check "dup is boot-mapped in the reserve_mem= range" test -e $T/instances/dup/last_boot_info
	check "good was reserved all the same" sh -c "dmesg | grep -q 'reserve_mem: good: reserved'"
	echo "marker in dup" > $T/instances/dup/trace_marker
	check "dup records" grep -q "marker in dup" $T/instances/dup/trace
}
