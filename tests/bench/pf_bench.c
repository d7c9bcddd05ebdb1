// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark helper of persistent-ftrace (not part of the series): writes a
 * fixed-size event N times on one CPU, or makes a plain pass over memory,
 * and says how long it took by the kernel's clock (instructions, under
 * QEMU's -icount). Enable pf_bench:pf_bench_event in the instance to
 * measure, then:
 *   echo N > /sys/module/pf_bench/parameters/events   (N events)
 *   echo M > /sys/module/pf_bench/parameters/read_mib (read M MiB once)
 *   echo M > /sys/module/pf_bench/parameters/copy_mib (copy M MiB once)
 *   cat /sys/module/pf_bench/parameters/last_ns
 * Built against the patched and the unpatched kernel alike.
 */
#include <linux/module.h>
#include <linux/sched/clock.h>
#include <linux/vmalloc.h>

#define CREATE_TRACE_POINTS
#include "pf_bench.h"

static u64 last_ns;
module_param(last_ns, ullong, 0444);

static u64 sink;

static int events_set(const char *val, const struct kernel_param *kp)
{
	unsigned long n, i;
	u64 t;
	int ret = kstrtoul(val, 0, &n);

	if (ret)
		return ret;
	preempt_disable();
	t = local_clock();
	for (i = 0; i < n; i++)
		trace_pf_bench_event(i);
	last_ns = local_clock() - t;
	preempt_enable();
	return 0;
}

static const struct kernel_param_ops events_ops = { .set = events_set };
module_param_cb(events, &events_ops, NULL, 0200);

/* A plain pass over @mib MiB: read every word once, or copy them */
static int mem_pass(const char *val, bool copy)
{
	unsigned long mib, size, i;
	u64 *a, *b = NULL, sum = 0, t;
	int ret = kstrtoul(val, 0, &mib);

	if (ret)
		return ret;
	size = mib << 20;
	a = vmalloc(size);
	if (copy)
		b = vmalloc(size);
	if (!a || (copy && !b)) {
		vfree(a);
		vfree(b);
		return -ENOMEM;
	}
	/* every page present before the clock starts */
	memset(a, 1, size);
	if (b)
		memset(b, 0, size);
	t = local_clock();
	if (copy) {
		memcpy(b, a, size);
	} else {
		for (i = 0; i < size / sizeof(*a); i++)
			sum += READ_ONCE(a[i]);
	}
	last_ns = local_clock() - t;
	sink += sum + (b ? b[size / sizeof(*b) - 1] : 0);
	vfree(a);
	vfree(b);
	return 0;
}

static int read_set(const char *val, const struct kernel_param *kp)
{
	return mem_pass(val, false);
}

static int copy_set(const char *val, const struct kernel_param *kp)
{
	return mem_pass(val, true);
}

static const struct kernel_param_ops read_ops = { .set = read_set };
module_param_cb(read_mib, &read_ops, NULL, 0200);
static const struct kernel_param_ops copy_ops = { .set = copy_set };
module_param_cb(copy_mib, &copy_ops, NULL, 0200);

MODULE_DESCRIPTION("persistent-ftrace benchmark helper");
MODULE_LICENSE("GPL");
