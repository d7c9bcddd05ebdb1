// SPDX-License-Identifier: GPL-2.0
/*
 * One module, two builds (the module-rebuilt scenario): built as is, and with PF_REBUILD_B
 * defined, as a developer rebuilds a driver with a change. Both builds have the same name, the
 * same functions and the same size, but in build B a function of the same size comes first
 * (pf_rebuild_head) where build A has it last (pf_rebuild_tail): every other function is at
 * another offset. Writing a number to /sys/module/pf_rebuild/parameters/run calls the
 * functions that the scenario traces.
 */
#include <linux/kernel.h>
#include <linux/module.h>

/* 256 bytes that nothing runs, to move what follows */
#define PF_REBUILD_PAD()	asm volatile(".skip 256")

#ifdef PF_REBUILD_B
noinline void pf_rebuild_head(void)
{
	PF_REBUILD_PAD();
}
#endif

noinline int pf_rebuild_work(int n)
{
	return n * 3 + 1;
}

noinline int pf_rebuild_more(int n)
{
	return pf_rebuild_work(n) + 1;
}

#ifndef PF_REBUILD_B
noinline void pf_rebuild_tail(void)
{
	PF_REBUILD_PAD();
}
#endif

static int pf_rebuild_run(const char *val, const struct kernel_param *kp)
{
	int n, ret = kstrtoint(val, 0, &n);

	if (!ret)
		pr_info("pf_rebuild: %d\n", pf_rebuild_more(n));
	return ret;
}

static const struct kernel_param_ops pf_rebuild_run_ops = {
	.set = pf_rebuild_run,
};
module_param_cb(run, &pf_rebuild_run_ops, NULL, 0200);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("persistent-ftrace test: a module built twice, its functions moved");
