/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pf_events: event types whose printers read more than the event, for the printer fuzz
 * scenario. Their fields are safe to show; their TP_printk() is not, for a previous boot's
 * event: the next kernel must print them from their recorded format, not run this printer.
 */
#undef TRACE_SYSTEM
#define TRACE_SYSTEM pf_events

#if !defined(_PF_EVENTS_H) || defined(TRACE_HEADER_MULTI_READ)
#define _PF_EVENTS_H

#include <linux/tracepoint.h>

/* A constant index into a pointer field follows the pointer */
TRACE_EVENT(pf_ptr_index,
	TP_PROTO(const char *name),
	TP_ARGS(name),
	TP_STRUCT__entry(
		__field(const char *, name)
		__array(char, tag, 4)
	),
	TP_fast_assign(
		__entry->name = name;
		memcpy(__entry->tag, "pf", 3);
	),
	TP_printk("tag=%c first=%c", __entry->tag[0], __entry->name[0])
);

/* An array read from a place computed with a field: anywhere at all */
TRACE_EVENT(pf_array_offset,
	TP_PROTO(unsigned int skip),
	TP_ARGS(skip),
	TP_STRUCT__entry(
		__field(unsigned int, skip)
		__dynamic_array(u32, vals, 4)
	),
	TP_fast_assign(
		__entry->skip = skip;
		memset(__get_dynamic_array(vals), 0, 4 * sizeof(u32));
	),
	TP_printk("vals=%s", __print_array(__get_dynamic_array(vals) + __entry->skip, 4,
					   sizeof(u32)))
);

/*
 * A string pointer of the event: the kernel's own read only data, as text (hex_asc) or not
 * (the table _ctype). The next boot may follow such a pointer only to text.
 */
TRACE_EVENT(pf_str,
	TP_PROTO(const char *s),
	TP_ARGS(s),
	TP_STRUCT__entry(
		__field(const char *, s)
	),
	TP_fast_assign(
		__entry->s = s;
	),
	TP_printk("s=%s", __entry->s)
);

/*
 * A bitmap of the event, 8 bits in a byte at the event's end, printed with %*pbl: vsprintf()
 * reads it in whole longs, past the end of the event, so the next boot's extent check refuses
 * it (r6-L2: what it prints then must not be the address of its copy of the event)
 */
TRACE_EVENT(pf_bits,
	TP_PROTO(u8 bits),
	TP_ARGS(bits),
	TP_STRUCT__entry(
		__dynamic_array(u8, bits, 1)
	),
	TP_fast_assign(
		*(u8 *)__get_dynamic_array(bits) = bits;
	),
	TP_printk("bits=%*pbl", __get_dynamic_array_len(bits) * 8, __get_dynamic_array(bits))
);

/* A code address printed with %pS (r6-L4: one that no symbol covers) */
TRACE_EVENT(pf_sym,
	TP_PROTO(unsigned long ip),
	TP_ARGS(ip),
	TP_STRUCT__entry(
		__field(unsigned long, ip)
	),
	TP_fast_assign(
		__entry->ip = ip;
	),
	TP_printk("ip=%pS", (void *)__entry->ip)
);

#endif /* _PF_EVENTS_H */

#undef TRACE_INCLUDE_PATH
#define TRACE_INCLUDE_PATH .
#undef TRACE_INCLUDE_FILE
#define TRACE_INCLUDE_FILE pf_events
#include <trace/define_trace.h>
