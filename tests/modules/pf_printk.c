// SPDX-License-Identifier: GPL-2.0
/*
 * A module that calls trace_printk() and trace_puts() on load. Its formats are copied into
 * memory the kernel allocates for the module: after a reboot, the pointers that the previous
 * boot's events hold point at nothing of the next kernel (the stale-printk-format scenario).
 */
#include <linux/kernel.h>
#include <linux/module.h>

static int count = 3;
module_param(count, int, 0444);

static int __init pf_printk_init(void)
{
	int i;

	for (i = 1; i <= count; i++)
		trace_printk("pf_printk: module format, value %d of %d\n", i, count);
	trace_puts("pf_printk: module string\n");
	return 0;
}

static void __exit pf_printk_exit(void)
{
}

module_init(pf_printk_init);
module_exit(pf_printk_exit);
MODULE_DESCRIPTION("trace_printk() from a module, for persistent-ftrace's tests");
MODULE_LICENSE("GPL");
