// SPDX-License-Identifier: GPL-2.0
/*
 * pf_events: defines the event types of pf_events.h, for the printer fuzz scenario. Writing
 * to its parameter fire records one event of each (where they are enabled): values of this
 * boot, a pointer into this module among them, which is stale after a reboot.
 *
 *   insmod pf_events.ko; echo 1 > /sys/module/pf_events/parameters/fire
 *
 * Writing to fire_str records pf_str (tests/scenarios/previous-boot-text.sh).
 */
#include <linux/ctype.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

#define CREATE_TRACE_POINTS
#include "pf_events.h"

static const char pf_name[] = "pf_events: a name in a module";

static int pf_fire(const char *val, const struct kernel_param *kp)
{
	trace_pf_ptr_index(pf_name);
	trace_pf_array_offset(0);
	return 0;
}

static const struct kernel_param_ops pf_fire_ops = {
	.set = pf_fire,
};
module_param_cb(fire, &pf_fire_ops, NULL, 0200);

/* pf_str twice: a pointer to text in the kernel's read only data, and one to a table there */
static int pf_fire_str(const char *val, const struct kernel_param *kp)
{
	trace_pf_str(hex_asc);
	trace_pf_str((const char *)_ctype);
	return 0;
}

static const struct kernel_param_ops pf_fire_str_ops = {
	.set = pf_fire_str,
};
module_param_cb(fire_str, &pf_fire_str_ops, NULL, 0200);

MODULE_DESCRIPTION("event types with printers unsafe for a previous boot's events");
MODULE_LICENSE("GPL");
