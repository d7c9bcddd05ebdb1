# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the harness keeps guest RAM across a panic and a new QEMU run.
# Boot 1 writes a pattern into a memmap=-reserved range through /dev/mem, then panics.
# The host finds the pattern at the same offset of the RAM file. Boot 2, with the same RAM,
# reads the pattern back from the guest. Both boots also get a value of the host's through
# GUEST_ENV: the host's process number, which the guest would not find by itself.

ADDR=$((0x18000000))                 # 384 MiB into guest RAM, reserved by memmap= below
CMDLINE='memmap=1M$0x18000000'
GUEST_ENV='PF_HOST_PID'
PF_HOST_PID=${PF_HOST_PID:-$$}	# on the host: its own; in the guest: the host's, if passed

pattern() { yes "persistent-ftrace harness pattern" | head -c 1048576; }
read_range() { dd if="$1" bs=4096 skip=$((ADDR / 4096)) count=256 2>/dev/null | md5sum | cut -d' ' -f1; }

# Is the address outside every System RAM range of /proc/iomem? (memmap= leaves a hole there)
outside_system_ram() {
	local range colon kind start end
	while read -r range colon kind; do
		[ "$colon $kind" = ": System RAM" ] || continue
		start=$((16#${range%-*})) end=$((16#${range#*-}))
		[ "$1" -ge "$start" ] && [ "$1" -le "$end" ] && return 1
	done < /proc/iomem
	return 0
}

inside_system_ram() { ! outside_system_ram "$1"; }

boot1() {
	emit "#>pid $PF_HOST_PID"
	check "the range is outside System RAM" outside_system_ram "$ADDR"
	check "the page below the range is System RAM" inside_system_ram $((ADDR - 4096))
	pattern | dd of=/dev/mem bs=4096 seek=$((ADDR / 4096)) conv=notrunc 2>/dev/null
	check_eq "boot 1 reads back what it wrote" "$(pattern | md5sum | cut -d' ' -f1)" "$(read_range /dev/mem)"
	crash
}

host1() {
	check_eq "the guest got the host's value through GUEST_ENV" "$PF_HOST_PID" "$(sent 1 pid)"
	check_eq "the host finds the pattern in the RAM file after the panic" \
		"$(pattern | md5sum | cut -d' ' -f1)" "$(read_range "$RAM")"
}

boot2() {
	check_eq "boot 2 finds the pattern boot 1 wrote" "$(pattern | md5sum | cut -d' ' -f1)" "$(read_range /dev/mem)"
}
