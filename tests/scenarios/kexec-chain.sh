# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: kexecs in a row (kexec_file_load, the command line reused; four in make check, ten in
# make soak, KEXEC_CHAIN=10), with two reserve_mem= ranges, each holding a boot-mapped instance:
# kc in "trace", lg in "log" (and bk, a backup of lg).
# Every kexec tells the next kernel where the ranges are with reserve_mem_at=, replacing the ones it
# was given: the command line names each range once, however long the chain, and every boot finds
# both ranges where boot 1 had them, with the previous boot's marker in them.
# Boot 1 is also given nine reserve_mem_at= by hand: one for "trace" at an address it cannot have
# (not aligned as asked), seven for a label nobody reserves, and a ninth, one more than there may be.
# The kernel and the decompressor both keep the first eight and both say that the ninth is dropped;
# the first kexec drops all nine. Every later boot checks, before writing its own marker, that the
# previous boot's is there; the host checks that every boot had the ranges where boot 1 had them.

PINS='reserve_mem_at=0x1001000:2M:trace'
for n in 1 2 3 4 5 6 7 8; do PINS+=$(printf ' reserve_mem_at=%#x:4K:spare%d' $((0x3000000 + n * 0x1000)) "$n"); done
DROPPED=0x3008000:4K:spare8
# earlyprintk: the decompressor's messages reach the console too
CMDLINE="reserve_mem=2M:2M:trace reserve_mem=2M:2M:log trace_instance=kc@trace
 trace_instance=lg@log trace_instance=bk=lg earlyprintk=serial,ttyS0 $PINS"
CMDLINE=${CMDLINE//$'\n'/}
GUEST_ENV='KEXEC_CHAIN'
CHAIN=${KEXEC_CHAIN:-4}
for ((n = 2; n <= CHAIN + 1; n++)); do declare "KEXEC$n=test"; done
TIMEOUT=600
T=/sys/kernel/tracing
KC=$T/instances/kc LG=$T/instances/lg BK=$T/instances/bk

range() { range_mem "$1"; }
pin() { # pin LABEL: the reserve_mem_at= that names where this boot has range LABEL
	local start end
	read -r start end <<< "$(range_bounds "$1")"
	printf 'reserve_mem_at=%#x:%#x:%s\n' "$start" $((end - start + 1)) "$1"
}
pins() { grep -o 'reserve_mem_at=[^ ]*' /proc/cmdline || true; }
oneline() { tr '\n' ' ' | sed 's/ $//'; }

# every boot: say where the ranges are and how long the command line has grown; then (but boot 1)
# check that the line names each range once and that the previous boot's marker is in both
chain_boot() { # chain_boot N
	local n=$1
	range trace > /tmp/trace && send trace /tmp/trace
	range log > /tmp/log && send log /tmp/log
	emit "# boot $n: command line of $(wc -c < /proc/cmdline) bytes, $(pins | wc -l) reserve_mem_at="
	pins | sed "s/^/# boot $n: /" > "$RESULTS"
	if [ "$n" -gt 1 ]; then
		check_eq "the command line names each range once, where it is" \
			"$( (pin trace; pin log) | oneline)" "$(pins | oneline)"
		check "trace was kept where boot $((n - 1)) had it" \
			sh -c "dmesg | grep -q 'reserve_mem: trace: kept at'"
		check "and log" sh -c "dmesg | grep -q 'reserve_mem: log: kept at'"
		check_eq "kc shows boot $((n - 1))'s marker (read before writing this boot's)" \
			"$((n - 1))" "$(markers $KC/trace | oneline)"
		check_eq "bk, lg's backup, shows boot $((n - 1))'s marker" \
			"$((n - 1))" "$(markers $BK/trace | oneline)"
	fi
	echo "marker $n" > $KC/trace_marker
	echo "marker $n" > $LG/trace_marker
}

boot1() {
	says "the pin for trace that cannot be had is refused" 'reserve_mem: trace: cannot be kept at .*not aligned'
	says "so trace is reserved as usual" 'reserve_mem: trace: reserved \[mem'
	says "the ninth reserve_mem_at= is dropped, and named" "reserve_mem: \"$DROPPED\" ignored"
	check "the first eight are kept" sh -c "! dmesg | grep -q 'reserve_mem: \"[^\"]*:spare[1-7]\" ignored'"
	chain_boot 1
	kexec_now
}
boot2() {
	check "the first kexec dropped the pins given by hand" sh -c "! grep -q spare /proc/cmdline"
	chain_boot 2
	kexec_now
}
# boots 3 to CHAIN + 1 (the last) and the host step after the chain, one function each, as the
# harness calls them
chain_next() { chain_boot "$1"; [ "$1" -gt "$CHAIN" ] || kexec_now; }
for ((n = 3; n <= CHAIN + 1; n++)); do eval "boot$n() { chain_next $n; }"; done
eval "host$((CHAIN + 1))() { chain_host; }"

chain_host() {
	check "the decompressor dropped the same ninth reserve_mem_at=, and named it" \
		grep -q "reserve_mem_at=\"$DROPPED\" ignored" "$LOGDIR/boot1.console"
	check "boot 1 reserved trace" test -n "$(sent 1 trace)"
	check "and log" test -n "$(sent 1 log)"
	for ((n = 2; n <= CHAIN + 1; n++)); do
		check_eq "boot $n had trace where boot 1 had it" "$(sent 1 trace)" "$(sent "$n" trace)"
		check_eq "boot $n had log where boot 1 had it" "$(sent 1 log)" "$(sent "$n" log)"
	done
}
