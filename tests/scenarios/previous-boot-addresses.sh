# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the previous boot's events never print an address of this boot, and never this boot's
# data (r6-L2, L3, L4). Boot 1 loads tests/modules/pf_events.ko and records four of its events in a
# boot-mapped instance, KASLR on: pf_bits, a one-byte bitmap at the event's end printed with %*pbl
# (vsprintf() reads whole longs, so the next boot's extent check refuses it, where a kernel without
# the fix printed in its place the address of its own copy of the event); pf_sym, an address in the
# module's code that no symbol covers, printed with %pS (without the fix: moved, then printed as
# this boot's number); pf_str of a run of text in __ro_after_init data, written at boot (without the
# fix: followed to this boot's data); and pf_str of hex_asc + 10, a pointer into the middle of a
# constant, as a suffix merged into a longer literal is (it must read as it did: a "starts after a
# NUL" rule would refuse it). It panics. Boot 2 loads the same module (elsewhere) and reads the
# instance: pf_bits prints [PREVIOUS-BOOT], pf_sym boot 1's number, which is not where the code is
# now, the __ro_after_init text [PREVIOUS-BOOT], and the middle of hex_asc "abcdef".

CMDLINE='reserve_mem=8M:2M:trace trace_instance=pba@trace no_hash_pointers'
B=/sys/kernel/tracing/instances/pba
P=/sys/module/pf_events/parameters

# ksym NAME: a symbol's address from kallsyms, as 0x...
ksym() { echo "0x$(grep -m1 " $1\$" /proc/kallsyms | cut -d' ' -f1)"; }

boot1() {
	insmod /modules/pf_events.ko ro_start="$(ksym __start_ro_after_init)" \
		ro_end="$(ksym __end_ro_after_init)"
	for e in pf_str pf_bits pf_sym; do echo 1 > $B/events/pf_events/$e/enable; done
	echo 1 > $P/fire_bits
	echo 1 > $P/fire_sym
	echo 1 > $P/fire_mid
	check "a run of text ends in a NUL in __ro_after_init" sh -c "echo 1 > $P/fire_ro"
	echo 0 > $B/tracing_on
	grep -e ' pf_bits: ' -e ' pf_sym: ' -e ' pf_str: ' $B/trace | sed 's/^.*: //' > /tmp/live
	emit "# boot 1: $(tr '\n' '|' < /tmp/live)"
	check "pf_bits printed its bits live" grep -qx 'bits=0-3' /tmp/live
	check "no symbol covers pf_sym's address (printed as a number live)" \
		grep -qx "ip=$(printf '0x%x' "$(cat $P/nosym)")" /tmp/live
	check "the middle of hex_asc read live" grep -qx 's=abcdef' /tmp/live
	check_eq "pf_str recorded two strings" 2 "$(grep -c '^s=' /tmp/live)"
	printf '%x\n' "$(cat $P/nosym)" > /tmp/nosym
	send nosym /tmp/nosym
	crash
}

boot2() {
	local now
	insmod /modules/pf_events.ko
	echo 1 > $P/fire_sym	# where the code is in this boot (nosym), recorded in no instance
	now=$(printf '%x' "$(cat $P/nosym)")
	grep -e ' pf_bits: ' -e ' pf_sym: ' -e ' pf_str: ' $B/trace | sed 's/^.*: //' > /tmp/prev
	emit "# boot 2: $(tr '\n' '|' < /tmp/prev), the code now at $now"
	check "last_boot_status says the previous kernel was this build" grep -q "this build" \
		$B/last_boot_status
	check_eq "boot 1's four events are shown" 4 "$(wc -l < /tmp/prev)"
	check "r6-L2: pf_bits prints no address in place of its bitmap" grep -qx 'bits=\[PREVIOUS-BOOT\]' \
		/tmp/prev
	check "r6-L4: pf_sym's address has no symbol: not moved (not this boot's $now)" \
		sh -c "! grep -qi 'ip=0x$now\$' /tmp/prev"
	check "r6-L3: __ro_after_init text is not followed" grep -qx 's=\[PREVIOUS-BOOT\]' /tmp/prev
	check "r6-L3: a pointer into the middle of a constant reads as before" grep -qx 's=abcdef' /tmp/prev
	send prev /tmp/prev
}

host2() {
	check "r6-L4: pf_sym's address is printed as boot 1 recorded it" \
		grep -qx "ip=0x$(sent 1 nosym)" <(sent 2 prev)
}
