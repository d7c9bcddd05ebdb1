// SPDX-License-Identifier: GPL-2.0
/*
 * pf_craft: write crafted events into an instance's ring buffer, for the printer fuzz scenario.
 *
 * A boot-mapped instance shows after a reboot whatever its range held. This module writes
 * such contents on purpose, through the ring buffer itself (so the pages and their meta data
 * stay valid and every crafted event reaches the next boot's printers): events of each of
 * ftrace's own types and of the event types named in ids=, of every size around theirs, with
 * pointer-like values, huge counts and lengths, and random bytes in every field. The next
 * boot reads them through every reader under every print option; it must not crash, hang or
 * read outside what it checked (the KASAN kernel reports any such read).
 *
 *   insmod pf_craft.ko instance=NAME seed=N count=N ids=ID,ID sizes=SIZE,SIZE
 * crafted: every internal type, and every type of ids=, at every size from 0 to its own
 * size plus 16, each with four fillings; then count= random events; the same on every CPU.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/prandom.h>
#include <linux/ring_buffer.h>
#include <linux/slab.h>
#include <linux/trace.h>
#include <linux/workqueue.h>

#include "trace.h"

static char *instance;
module_param(instance, charp, 0444);
static ulong seed = 1;
module_param(seed, ulong, 0444);
static uint count = 2000;
module_param(count, uint, 0444);
static int ids[16];
static int nr_ids;
module_param_array(ids, int, &nr_ids, 0444);
static int sizes[16];
static int nr_sizes;
module_param_array(sizes, int, &nr_sizes, 0444);
static uint written;
module_param(written, uint, 0444);

static struct rnd_state rnd;
static const char pf_string[] = "a string of a module that is gone in the next boot";
static unsigned long pointers[12];

/* Values that a printer would take for a pointer, a count or a length */
static void init_pointers(void)
{
	void *freed = kmalloc(64, GFP_KERNEL);

	kfree(freed);
	pointers[0] = (unsigned long)pf_string;		/* stale after the reboot */
	pointers[1] = (unsigned long)freed;		/* a heap pointer of this boot */
	pointers[2] = (unsigned long)&_printk;		/* kernel text */
	pointers[3] = (unsigned long)"%s%s%s%s%pd";	/* module rodata */
	pointers[4] = 0;
	pointers[5] = ~0UL;
	pointers[6] = 0xffffffffUL;
	pointers[7] = 0x7fffffff;
	pointers[8] = 0xffff0000ffff0000UL;		/* data_loc: offset 0, length 0xffff */
	pointers[9] = PAGE_OFFSET;			/* the direct map */
	pointers[10] = 0x400000;			/* user space */
	pointers[11] = 0xdead000000000100UL;		/* poison */
}

static void fill(u8 *buf, unsigned int len, unsigned int how)
{
	unsigned int i;
	unsigned long v;

	for (i = 0; i + sizeof(v) <= len; i += sizeof(v)) {
		switch (how) {
		case 0:
			v = pointers[prandom_u32_state(&rnd) % ARRAY_SIZE(pointers)];
			break;
		case 1:
			v = ~0UL;
			break;
		case 2:
			v = prandom_u32_state(&rnd) % 70000;	/* counts and indexes */
			break;
		default:
			v = ((unsigned long)prandom_u32_state(&rnd) << 32) | prandom_u32_state(&rnd);
		}
		memcpy(buf + i, &v, sizeof(v));
	}
	for (; i < len; i++)
		buf[i] = prandom_u32_state(&rnd);
}

static void craft(struct trace_buffer *buffer, unsigned int type, unsigned int len,
		  unsigned int how)
{
	struct ring_buffer_event *event;
	struct trace_entry *ent;
	u8 data[512];

	len = min_t(unsigned int, len, sizeof(data));
	fill(data, len, how);
	ent = (void *)data;
	if (len >= sizeof(ent->type))
		ent->type = type;
	if (len >= sizeof(*ent) && how != 1)
		ent->pid = prandom_u32_state(&rnd) % 4 ? ent->pid & 0x7fff : ent->pid;
	event = ring_buffer_lock_reserve(buffer, len ?: 1);
	if (!event)
		return;
	memcpy(ring_buffer_event_data(event), data, len);
	ring_buffer_unlock_commit(buffer, event);
	written++;
}

/* Every crafted event, on the CPU this runs on */
static long craft_all(void *arg)
{
	struct trace_buffer *buffer = arg;
	unsigned int type, len, how, i, own;

	/* ftrace's own types: their entries are at most a few hundred bytes */
	for (type = 1; type < __TRACE_LAST_TYPE; type++)
		for (len = 0; len <= 128; len += len < 48 ? 1 : 8)
			for (how = 0; how < 4; how++)
				craft(buffer, type, len, how);
	/* the types of ids=, at every size around their own */
	for (i = 0; i < nr_ids; i++) {
		own = i < nr_sizes ? sizes[i] : 64;
		for (len = 0; len <= own + 16; len++)
			for (how = 0; how < 4; how++)
				craft(buffer, ids[i], len, how);
	}
	/* and at random */
	for (i = 0; i < count; i++) {
		how = prandom_u32_state(&rnd) % 4;
		switch (prandom_u32_state(&rnd) % 4) {
		case 0:
		case 1:
			type = 1 + prandom_u32_state(&rnd) % (__TRACE_LAST_TYPE - 1);
			break;
		case 2:
			type = nr_ids ? ids[prandom_u32_state(&rnd) % nr_ids] : 1;
			break;
		default:
			type = prandom_u32_state(&rnd) & 0xffff;
		}
		craft(buffer, type, prandom_u32_state(&rnd) % 300, how);
	}
	return 0;
}

static int __init pf_craft_init(void)
{
	struct trace_array *tr;
	int cpu;

	if (!instance)
		return -EINVAL;
	tr = trace_array_find_get(instance);
	if (IS_ERR_OR_NULL(tr))
		return -ENODEV;
	init_pointers();
	/* the same events on every CPU, so that each reader has its own to read */
	for_each_online_cpu(cpu) {
		prandom_seed_state(&rnd, seed);
		work_on_cpu(cpu, craft_all, tr->array_buffer.buffer);
	}
	trace_array_put(tr);
	pr_info("pf_craft: %u events written into %s (seed %lu)\n", written, instance, seed);
	return 0;
}

static void __exit pf_craft_exit(void)
{
}

module_init(pf_craft_init);
module_exit(pf_craft_exit);
MODULE_DESCRIPTION("crafted previous-boot events, for persistent-ftrace's printer fuzz");
MODULE_LICENSE("GPL");
