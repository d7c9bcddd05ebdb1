# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: another kernel between two boots, as after an upgrade, and the range keeps its place
# and the trace. Mainline's recipe, KASLR on: boot 1 runs the test kernel, boot 2 the alt build
# (another image, its events numbered otherwise), boot 3 the test kernel again. Each finds the
# previous boot's markers whole, at the place boot 1 had the range, writes its own and panics.

CMDLINE='reserve_mem=12M:4096:trace trace_instance=boot_map^traceprintk^traceoff@trace'
VARIANT2=alt
B=/sys/kernel/tracing/instances/boot_map
N=100

# found BOOT: this boot reads the boot before
found() {
	sed 's/^/# /' $B/last_boot_status > "$RESULTS"
	check "boot $1: last_boot_status: the previous boot, nothing amiss" nothing_amiss $B/last_boot_status
	check "boot $1: the previous boot ran another build" grep -q '^previous kernel: .*another build' \
		$B/last_boot_status
	check_eq "boot $1: boot $(($1 - 1))'s $N markers, in order" "$(seq 1 $N)" \
		"$(boot_marks_of $B/trace $(($1 - 1)))"
	marks_and_crash $B trace "$1" $N
}

boot1() { marks_and_crash $B trace 1 $N; }
boot2() { found 2; }
boot3() { found 3; }

host2() {
	check "the alt kernel's image is of another size" \
		test "$(stat -c %s "$(kernel_image alt)")" != "$(stat -c %s "$(kernel_image test)")"
	check_eq "boot 2 found the range where boot 1 had it" "$(sent 1 bounds)" "$(sent 2 bounds)"
}
host3() {
	check_eq "boot 3 found the range where boot 1 had it" "$(sent 1 bounds)" "$(sent 3 bounds)"
}
