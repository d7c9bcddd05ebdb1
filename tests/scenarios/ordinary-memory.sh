# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: an ordinary instance costs what it costs on unpatched 6.1. Each page of a ring buffer
# has a descriptor (struct buffer_page), allocated in a slot of its own cache line: 56 bytes in 6.1,
# a 64-byte request on x86-64. What only a range buffer's page needs is kept out of it. One boot
# grows an ordinary instance by 4 MiB per CPU while another records kmem:kmalloc, and reads the size
# of every descriptor allocation (__rb_allocate_pages): 64 bytes each, as on 6.1 (the series once
# asked 128). A boot-mapped instance works as before beside it.

MEM=512M
TIMEOUT=120
CMDLINE='memmap=4M$0x18000000 trace_instance=bm@0x18000000:4M'
I=/sys/kernel/tracing/instances

boot1() {
	mkdir $I/m $I/rec
	echo 4 > $I/m/buffer_size_kb
	echo 8192 > $I/rec/buffer_size_kb
	echo 1 > $I/rec/events/kmem/kmalloc/enable
	kb0=$(cat $I/m/buffer_total_size_kb)
	echo 4096 > $I/m/buffer_size_kb
	pages=$((($(cat $I/m/buffer_total_size_kb) - kb0) / 4))
	echo 0 > $I/rec/events/kmem/kmalloc/enable
	grep 'kmalloc: call_site=__rb_allocate_pages' $I/rec/trace |
		grep -o 'bytes_req=[0-9]*' | sort | uniq -c > /tmp/sizes
	emit "# $pages pages added; descriptor requests: $(tr -s ' ' < /tmp/sizes)"
	# (a CPU's count in buffer_total_size_kb leaves out a page or two the resize also makes)
	check "a descriptor for each page added" \
		test "$(awk '{ n += $1 } END { print n + 0 }' /tmp/sizes)" -ge "$pages"
	check_eq "each a 64-byte request, as on 6.1" "bytes_req=64" "$(awk '{ print $2 }' /tmp/sizes)"
	echo 4 > $I/m/buffer_size_kb
	rmdir $I/m $I/rec
	echo "mark" > $I/bm/trace_marker
	check "the boot-mapped instance beside it records" grep -q 'tracing_mark_write: mark' $I/bm/trace
}
