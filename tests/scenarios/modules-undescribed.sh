# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a module that a boot-mapped instance cannot describe is said to be so (r6-L5). The
# range describes at most 113 modules (name, place, size, build), so that the next boot can name
# their functions; a machine that loads more (Android devices, desktops) leaves the later ones
# out, and the next boot shows their addresses as numbers. Boot 1 loads 120 copies of a small
# module (harness/module-copies.sh, this scenario's PREPARE step), then pf_rebuild.ko, the driver
# under investigation, the 121st: the console names it as left out. Boot 1 traces pf_rebuild's
# functions into the instance and panics. Boot 2: last_boot_status says how many modules the
# previous boot could not describe (8), and last_boot_info lists the 113 it did; without that,
# the lines of pf_rebuild would be numbers without a word why.

PREPARE=harness/module-copies.sh
CMDLINE='reserve_mem=8M:2M:trace trace_instance=many@trace'
TIMEOUT=300
B=/sys/kernel/tracing/instances/many

boot1() {
	local i
	for i in $(seq 1 120); do insmod "/many/$(printf 'pf_rb_%04d' "$i").ko" || break; done
	check_eq "120 copies loaded" 120 "$(grep -c '^pf_rb_' /proc/modules)"
	insmod /modules/pf_rebuild.ko
	says "the console names pf_rebuild as not described" 'Tracing: .*pf_rebuild.* not described'
	check "this boot's count is in last_boot_status" grep -qx 'modules not described: 8' \
		$B/last_boot_status
	echo '*:mod:pf_rebuild' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	echo 5 > /sys/module/pf_rebuild/parameters/run
	echo 0 > $B/tracing_on
	check "pf_rebuild's functions were recorded" grep -q ' pf_rebuild_work <-pf_rebuild_more' \
		$B/trace
	crash
}

boot2() {
	grep '^modules' $B/last_boot_status > /tmp/st || true
	emit "# boot 2: $(tr '\n' '|' < /tmp/st)"
	check "last_boot_status says 8 modules of the previous boot are not described" \
		grep -qx 'modules not described: 8' $B/last_boot_status
	check_eq "last_boot_info lists the kernel and 113 modules" 114 "$(wc -l < $B/last_boot_info)"
	check "pf_rebuild is not among them" sh -c "! grep -q 'pf_rebuild' $B/last_boot_info"
	check "its recorded function lines are there" test "$(grep -c ' <-' $B/trace)" -ge 2
}
