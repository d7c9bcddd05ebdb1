/* SPDX-License-Identifier: GPL-2.0 */
/* The event the benchmark writes: the same size every time */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM pf_bench

#if !defined(_PF_BENCH_H) || defined(TRACE_HEADER_MULTI_READ)
#define _PF_BENCH_H

#include <linux/tracepoint.h>

TRACE_EVENT(pf_bench_event,
	TP_PROTO(u64 seq),
	TP_ARGS(seq),
	TP_STRUCT__entry(
		__field(u64, seq)
		__field(u64, pad)
	),
	TP_fast_assign(
		__entry->seq = seq;
		__entry->pad = ~seq;
	),
	TP_printk("seq=%llu", __entry->seq)
);
#endif

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#define TRACE_INCLUDE_FILE pf_bench
#include <trace/define_trace.h>
