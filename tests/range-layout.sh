# shellcheck shell=bash disable=SC2034
# The layout of the start of a range buffer, as the series' kernel/trace/ring_buffer.c lays it out:
# struct rb_range_header, then for each CPU a struct rb_range_cpu_meta. The offsets that host steps
# read or damage in the guest's RAM file, in one place: harness/scenario.sh gives them to every
# scenario (host and guest). A change of those structs changes these.
RB_HDR_MAGIC=0			# "GRBR"
RB_HDR_PAGE_HEADER_SIZE=20	# u32 page_header_size
RB_HDR_NR_SUBBUFS=32		# u32 nr_subbufs: pages per CPU
RB_HDR_SCRATCH_OFFSET=44	# u32 scratch_offset
RB_HDR_DATA_OFFSET=56		# u64 data_offset: where the pages start
RB_HDR_SIZE=72			# sizeof(struct rb_range_header): CPU 0's meta data follows
RB_CPU_COMMIT=0			# u32 commit: slot of the commit page
RB_CPU_OVERRUN=4		# u32 overrun
RB_CPU_LINKS_IN_USE=8		# u32: which of the two tables of links is the page order
RB_CPU_DAMAGE_BOOTS=12		# u32: recoveries in a row that found the same slots damaged
RB_CPU_LINKS=16			# u32 next[2][nr_subbufs]: the two tables of links, then the
				# damage bitmap (a bit per slot, 32-bit words)
# A page of a range (struct buffer_data_page): u64 time_stamp, local_t commit, then the events,
# aligned as the ring buffer aligns them: on 32-bit x86 the first event starts at 12
case ${ARCH:-x86_64} in i386) RB_PAGE_DATA=12 ;; *) RB_PAGE_DATA=16 ;; esac
