# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the harness keeps guest RAM across a panic and a new QEMU run.
# Boot 1 writes a pattern into a memmap=-reserved range through /dev/mem, then panics.
# The host finds the pattern at the same offset of the RAM file. Boot 2, with the same RAM,
# reads the pattern back from the guest.

ADDR=$((0x18000000))                 # 384 MiB into guest RAM, reserved by memmap= below
CMDLINE='memmap=1M$0x18000000'

pattern() { yes "persistent-ftrace harness pattern" | head -c 1048576; }
read_range() { dd if="$1" bs=4096 skip=$((ADDR / 4096)) count=256 2>/dev/null | md5sum | cut -d' ' -f1; }

boot1() {
	check "the range is reserved, not System RAM" grep -qi "18000000-180fffff : reserved" /proc/iomem
	pattern | dd of=/dev/mem bs=4096 seek=$((ADDR / 4096)) conv=notrunc 2>/dev/null
	check_eq "boot 1 reads back what it wrote" "$(pattern | md5sum | cut -d' ' -f1)" "$(read_range /dev/mem)"
	crash
}

host1() {
	check_eq "the host finds the pattern in the RAM file after the panic" \
		"$(pattern | md5sum | cut -d' ' -f1)" "$(read_range "$RAM")"
}

boot2() {
	check_eq "boot 2 finds the pattern boot 1 wrote" "$(pattern | md5sum | cut -d' ' -f1)" "$(read_range /dev/mem)"
}
