# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the kexec -l step of make bisect, on the kernel of one commit of the series
# (harness/bisect.sh, VARIANT=bisect; x86 only: the arm64 initramfs has no kexec-tools). Debian's
# kexec-load service runs kexec -l (kexec_load(), kexec-tools places the segments) with the
# command line the system booted with: with a reserve_mem= range, every commit must load the
# kernel and boot it (no commit may refuse the segments, as some did with -EBUSY before the series
# could keep a range through kexec_load()). Boot 1 writes markers into boot_mapped where the
# commit has it, and kexecs that way; boot 2 must come up, and where the commit keeps the range
# through kexec_load() (BISECT_KEXEC_LOAD_KEEPS, from its source) it shows boot 1's markers.

GROUP=bisect
ARCHES='x86_64'
VARIANT=${VARIANT:-bisect}
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped@trace'
KEXEC2=${VARIANT:-bisect}
GUEST_ENV='BISECT_KEXEC_LOAD_KEEPS'
B=/sys/kernel/tracing/instances/boot_mapped

boot1() {
	[ ! -d $B ] || write_markers $B/trace_marker 1 20
	kexec_load_now
}

boot2() {
	ok "kexec -l loaded the kernel, and it came up"
	if [ "${BISECT_KEXEC_LOAD_KEEPS:-}" = 1 ]; then
		check_markers "boot_mapped shows boot 1's markers" 1 20 $B/trace
	else
		skip "this commit does not keep a range through kexec_load()"
	fi
}
