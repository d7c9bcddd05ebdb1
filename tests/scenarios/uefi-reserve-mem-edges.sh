# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the edges of keeping reserve_mem= ranges out of the memory UEFI firmware boots with
# (AAVMF, arm64; that memory is free once the kernel runs, and the ranges are placed below it).
# A range pinned there with reserve_mem_at= (where a kexec hands one over) is kept: pins are
# served before that memory is held. A range too large to fit below it is still reserved, in it,
# and the kernel says the next boot may find it overwritten, rather than dropping it. One boot;
# the addresses are those of Debian 12's AAVMF in a 512 MiB guest: boot services data lies at
# 0x5e099000-0x5f623fff, and the largest stretch below the firmware's memory is under 300 MiB.

BIOS=uefi
ARCHES=arm64
CMDLINE='reserve_mem=4M:4096:pin reserve_mem_at=0x5e800000:4M:pin reserve_mem=320M:4096:big'

boot1() {
	dmesg | grep -E 'reserve_mem|efi: ' | sed 's/^/# /' > "$RESULTS"
	says "a range pinned in the firmware's boot memory is kept there" \
		'reserve_mem: pin: kept at \[mem 0x0*5e800000-0x0*5ebfffff\]'
	says "a range that fits only in the firmware's boot memory is reserved" \
		'reserve_mem: big: reserved \[mem '
	says "and the kernel says the next boot may find it overwritten" \
		'reserve_mem: big: fits only where the firmware works while it boots'
}
