// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel's instance API on an instance named by a parameter, for persistent-ftrace's tests:
 * "insmod pf_api.ko on=NAME" turns recording on in instance NAME with trace_array_set_tracing(),
 * as a driver would, and says what it returned.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/trace.h>

static char *on;
module_param(on, charp, 0444);
MODULE_PARM_DESC(on, "the instance to turn recording on in");

static int __init pf_api_init(void)
{
	struct trace_array *tr;
	int ret;

	if (!on)
		return 0;
	tr = trace_array_find_get(on);
	if (!tr) {
		pr_info("pf_api: no instance %s\n", on);
		return 0;
	}
	ret = trace_array_set_tracing(tr, true);
	pr_info("pf_api: trace_array_set_tracing(%s, true) = %d\n", on, ret);
	trace_array_put(tr);
	return 0;
}

static void __exit pf_api_exit(void)
{
}

module_init(pf_api_init);
module_exit(pf_api_exit);
MODULE_DESCRIPTION("trace_array_set_tracing() on a named instance, for persistent-ftrace's tests");
MODULE_LICENSE("GPL");
