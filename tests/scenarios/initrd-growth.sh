# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the initrd grows and shrinks between boots, as when an upgrade adds a module or
# firmware to the initramfs, and the range keeps its place and the trace. Mainline's recipe,
# KASLR on; boot 1's initrd is the usual one, boot 2's carries 1 MiB more, boot 3's 8 MiB more,
# boot 4's 32 MiB more, boot 5's none again. Each boot finds the previous boot's markers whole at
# the place boot 1 had the range, writes its own and panics. Boot loaders put the initrd as high
# as it goes: a range placed right below it moved with the initrd's size (each boot after one that
# grew or shrank it started empty) and was overwritten where the initrd grew over it. Run by
# make check on x86_64 and arm64 as they boot here, and under UEFI (initrd-growth-uefi,
# initrd-growth-uefi-arm64: the EFI stub loads the initrd). On the 6.12 series too
# (initrd-growth-6.12, -uefi-6.12): stock 6.12 moves the range at boot 2 and fails from there.

ARCHES='x86_64 arm64'
CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceprintk^traceoff@trace'
INITRD_PAD2=1M
INITRD_PAD3=8M
INITRD_PAD4=32M
TIMEOUT=180
B=/sys/kernel/tracing/instances/boot_map
N=100

# found BOOT PAD: this boot (its initrd PAD MiB larger than boot 1's) reads the boot before
found() {
	local size
	size=$(stat -c %s /pad 2> /dev/null || echo 0)
	check_eq "boot $1: the initrd carries $2 MiB more" $(($2 << 20)) "$size"
	if on_612; then
		says "boot $1: the range holds the previous boot's buffer" \
			'Ring buffer meta \[[0-9]*\] is from previous boot'
	else
		sed 's/^/# /' $B/last_boot_status > "$RESULTS"
		check "boot $1: last_boot_status: the previous boot, nothing amiss" nothing_amiss \
			$B/last_boot_status
	fi
	check_eq "boot $1: boot $(($1 - 1))'s $N markers, in order" "$(seq 1 $N)" \
		"$(boot_marks_of $B/trace $(($1 - 1)))"
	marks_and_crash $B trace "$1" $N
}

boot1() { marks_and_crash $B trace 1 $N; }
boot2() { found 2 1; }
boot3() { found 3 8; }
boot4() { found 4 32; }
boot5() { found 5 0; }

same_place() { # same_place BOOT
	check_eq "boot $1 found the range where boot 1 had it" "$(sent 1 bounds)" "$(sent "$1" bounds)"
}
host2() { same_place 2; }
host3() { same_place 3; }
host4() { same_place 4; }
host5() { same_place 5; }
