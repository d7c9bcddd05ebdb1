// SPDX-License-Identifier: GPL-2.0
/*
 * pf_events: defines the event types of pf_events.h, for the printer fuzz scenario. Writing
 * to its parameter fire records one event of each (where they are enabled): values of this
 * boot, a pointer into this module among them, which is stale after a reboot.
 *
 *   insmod pf_events.ko; echo 1 > /sys/module/pf_events/parameters/fire
 *
 * Writing to fire_str records pf_str (tests/scenarios/previous-boot-text.sh); to fire_mid,
 * fire_ro, fire_bits and fire_sym, the events of tests/scenarios/previous-boot-addresses.sh.
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

/* pf_str of a pointer into the middle of a constant, as a suffix merged into a longer one is */
static int pf_fire_mid(const char *val, const struct kernel_param *kp)
{
	trace_pf_str(hex_asc + 10);
	return 0;
}

static const struct kernel_param_ops pf_fire_mid_ops = {
	.set = pf_fire_mid,
};
module_param_cb(fire_mid, &pf_fire_mid_ops, NULL, 0200);

/*
 * pf_str of data that is written at boot and read only after: the first run of text that ends
 * in a NUL in [ro_start, ro_end) (__start_ro_after_init, __end_ro_after_init from kallsyms).
 * Its offset is left in ro_found.
 */
static ulong ro_start, ro_end, ro_found;
module_param(ro_start, ulong, 0600);
module_param(ro_end, ulong, 0600);
module_param(ro_found, ulong, 0400);

static int pf_fire_ro(const char *val, const struct kernel_param *kp)
{
	const char *p, *run = NULL;

	for (p = (const char *)ro_start; p && p < (const char *)ro_end; p++) {
		if (*p >= ' ' && *p <= '~')
			run = run ?: p;
		else if (!*p && run && p - run >= 2)
			break;
		else
			run = NULL;
	}
	if (!p || p >= (const char *)ro_end || !run)
		return -ENOENT;
	ro_found = run - (const char *)ro_start;
	trace_pf_str(run);
	return 0;
}

static const struct kernel_param_ops pf_fire_ro_ops = {
	.set = pf_fire_ro,
};
module_param_cb(fire_ro, &pf_fire_ro_ops, NULL, 0200);

static int pf_fire_bits(const char *val, const struct kernel_param *kp)
{
	trace_pf_bits(0x0f);
	return 0;
}

static const struct kernel_param_ops pf_fire_bits_ops = {
	.set = pf_fire_bits,
};
module_param_cb(fire_bits, &pf_fire_bits_ops, NULL, 0200);

/*
 * 64 bytes in the module's text that no symbol names (traps on x86, which objtool lets be),
 * first in it (the compiler puts top-level asm before the functions): kallsyms finds no symbol
 * at or below them. pf_nosym is where they are, and nosym the address pf_sym records, 16 bytes
 * in (r6-L4).
 */
asm("	.pushsection .text, \"ax\"\n"
    ".Lpf_nosym_code:\n"
    "	.skip 64, 0xcc\n"
    "	.popsection\n"
    "	.pushsection .rodata, \"a\"\n"
    "	.balign 16\n"
    "pf_nosym:\n"
    "	.dc.a .Lpf_nosym_code\n"
    "	.popsection\n");
extern const unsigned long pf_nosym;
static ulong nosym;
module_param(nosym, ulong, 0400);

static int pf_fire_sym(const char *val, const struct kernel_param *kp)
{
	nosym = pf_nosym + 16;
	trace_pf_sym(nosym);
	return 0;
}

static const struct kernel_param_ops pf_fire_sym_ops = {
	.set = pf_fire_sym,
};
module_param_cb(fire_sym, &pf_fire_sym_ops, NULL, 0200);

MODULE_DESCRIPTION("event types with printers unsafe for a previous boot's events");
MODULE_LICENSE("GPL");
