// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel's instance API on instances named by parameters, for persistent-ftrace's tests, as a
 * driver would call it; each call says what it returned:
 *   insmod pf_api.ko on=NAME        trace_array_set_tracing(NAME, true)
 *   insmod pf_api.ko printk=NAME    trace_array_init_printk() and, whatever it returned,
 *                                   trace_array_printk() of "pf_api: printk into NAME"
 *   insmod pf_api.ko snapshot=NAME  trace_array_snapshot_alloc(), then trace_array_snapshot()
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/trace.h>

static char *on, *print_into, *snapshot;
module_param(on, charp, 0444);
MODULE_PARM_DESC(on, "the instance to turn recording on in");
module_param_named(printk, print_into, charp, 0444);
MODULE_PARM_DESC(printk, "the instance to write a line into");
module_param(snapshot, charp, 0444);
MODULE_PARM_DESC(snapshot, "the instance to take a snapshot of");

static struct trace_array *pf_api_get(const char *name)
{
	struct trace_array *tr = trace_array_find_get(name);

	if (!tr)
		pr_info("pf_api: no instance %s\n", name);
	return tr;
}

static int __init pf_api_init(void)
{
	struct trace_array *tr;
	int ret, ret2;

	if (on) {
		tr = pf_api_get(on);
		if (tr) {
			ret = trace_array_set_tracing(tr, true);
			pr_info("pf_api: trace_array_set_tracing(%s, true) = %d\n", on, ret);
			trace_array_put(tr);
		}
	}
	if (print_into) {
		tr = pf_api_get(print_into);
		if (tr) {
			ret = trace_array_init_printk(tr);
			ret2 = trace_array_printk(tr, _THIS_IP_, "pf_api: printk into %s\n", print_into);
			pr_info("pf_api: trace_array_init_printk(%s) = %d, trace_array_printk() = %d\n",
				print_into, ret, ret2);
			trace_array_put(tr);
		}
	}
	if (snapshot) {
		tr = pf_api_get(snapshot);
		if (tr) {
			ret = trace_array_snapshot_alloc(tr);
			ret2 = trace_array_snapshot(tr);
			pr_info("pf_api: trace_array_snapshot_alloc(%s) = %d, trace_array_snapshot() = %d\n",
				snapshot, ret, ret2);
			trace_array_put(tr);
		}
	}
	return 0;
}

static void __exit pf_api_exit(void)
{
}

module_init(pf_api_init);
module_exit(pf_api_exit);
MODULE_DESCRIPTION("the instance API on named instances, for persistent-ftrace's tests");
MODULE_LICENSE("GPL");
