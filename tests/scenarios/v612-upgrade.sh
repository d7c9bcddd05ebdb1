# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (6.12 series, make soak): a range goes from 6.12 as it is to 6.12 with the series and
# back, with its trace. Boot 1, Debian's 6.12 as it is, writes 300 markers into a boot-mapped
# instance and panics. Boot 2, the same kernel with the 6.12 series (the upgrade), shows them,
# clears the instance, writes 300 of its own and panics. Boot 3, 6.12 as it is again (the roll
# back), shows boot 2's markers. The series keeps mainline's layout of the range: neither kernel
# resets what the other left.

GROUP=soak
CPUS=2
MEM=512M
TIMEOUT=200
VARIANT=v6.12 VARIANT2=v6.12pf
CMDLINE='memmap=4M$0x14000000 trace_instance=pb@0x14000000:4M'
B=/sys/kernel/tracing/instances/pb

boot1() {
	boot_marks $B 1 300
	check_eq "boot 1 (6.12 as it is) shows its 300 markers" "$(seq 1 300)" "$(boot_marks_of $B/trace 1)"
	crash
}

boot2() {
	says "6.12 with the series finds the range of 6.12 as it is valid" \
		'Ring buffer meta \[[01]\] is from previous boot'
	check_eq "6.12 with the series shows boot 1's 300 markers" "$(seq 1 300)" \
		"$(boot_marks_of $B/trace 1)"
	echo 0 > $B/tracing_on
	echo > $B/trace
	check_eq "cleared, the instance holds no marker" 0 "$(grep -c 'mark [0-9]*$' $B/trace)"
	boot_marks $B 2 300
	check_eq "boot 2 shows its own 300 markers" "$(seq 1 300)" "$(boot_marks_of $B/trace 2)"
	crash
}

boot3() {
	says "6.12 as it is finds the range the series left valid" \
		'Ring buffer meta \[[01]\] is from previous boot'
	check_eq "6.12 as it is shows boot 2's 300 markers" "$(seq 1 300)" "$(boot_marks_of $B/trace 2)"
	check_eq "and none of boot 1's" 0 "$(boot_marks_of $B/trace 1 | grep -c .)"
}
