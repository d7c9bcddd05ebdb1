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
/* also the calls whose format or string is not a constant (trace_vprintk(), __trace_puts()) */
static bool dynamic;
module_param(dynamic, bool, 0444);
/* parameters, so that the compiler cannot take them for constants */
static char *dyn_fmt = "pf_printk: dynamic format, value %d\n";
module_param(dyn_fmt, charp, 0444);
static char *dyn_str = "pf_printk: dynamic string\n";
module_param(dyn_str, charp, 0444);

static int __init pf_printk_init(void)
{
	int i;

	for (i = 1; i <= count; i++)
		trace_printk("pf_printk: module format, value %d of %d\n", i, count);
	trace_puts("pf_printk: module string\n");
	if (dynamic) {
		trace_printk(dyn_fmt, count);
		trace_puts(dyn_str);
	}
	return 0;
}

static void __exit pf_printk_exit(void)
{
}

module_init(pf_printk_init);
module_exit(pf_printk_exit);
MODULE_DESCRIPTION("trace_printk() from a module, for persistent-ftrace's tests");
MODULE_LICENSE("GPL");
