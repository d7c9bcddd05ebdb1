# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: one step of make bisect, on the kernel of one commit of the series (harness/bisect.sh
# runs it at every commit, VARIANT=bisect, on x86_64 and arm64). The command line is the one a user
# of the feature types; a commit before the feature must boot with it all the same. On arm64 the
# initrd sits at the top of RAM, where boot loaders put it: a commit that allocated the range
# while parsing its parameter, before arm64 reserves the initrd, put the range over it, and once
# the trace wrote there the initrd was gone ("Initramfs unpacking failed", no init). Boot 1 must
# run its script from its initrd; it writes markers into the top level, and into boot_mapped where
# the commit has trace_instance=, and reboots warm. Boot 2 must come up the same way; where the
# commit keeps a boot instance's buffer in the range (BISECT_PERSISTS, from the commit's source),
# it shows boot 1's markers in boot_mapped. x86_64 commits before the decompressor keeps the
# randomized kernel off the ranges' places boot with nokaslr (BISECT_NOKASLR, from the commit's
# source): there KASLR may put boot 2's kernel where the range was, and the range moves, empty.

GROUP=bisect
ARCHES='x86_64 arm64'
VARIANT=${VARIANT:-bisect}
CMDLINE='reserve_mem=20M:2M:trace trace_instance=boot_mapped@trace'
[ -z "${BISECT_NOKASLR:-}" ] || CMDLINE="$CMDLINE nokaslr"
GUEST_ENV='BISECT_PERSISTS'
# (arm64) the initrd in the top 16M of the 512M of RAM (0x40000000-0x60000000)
[ "${ARCH:-}" != arm64 ] || INITRD_AT=0x5f000000
T=/sys/kernel/tracing
B=$T/instances/boot_mapped

boot1() {
	check "the initrd is intact (init runs)" test -x /init
	write_markers $T/trace_marker 1 10
	check_markers "the top level has this boot's markers" 1 10 $T/trace
	if [ -d $B ]; then
		write_markers $B/trace_marker 1 20
		check_markers "boot_mapped has this boot's markers" 1 20 $B/trace
	fi
	reboot_now
}

boot2() {
	check "the initrd is intact after a warm reboot (init runs)" test -x /init
	if [ "${BISECT_PERSISTS:-}" = 1 ]; then
		check_markers "boot_mapped shows boot 1's markers" 1 20 $B/trace
	else
		skip "this commit keeps no boot instance's buffer across a reboot"
	fi
}
