# shellcheck shell=bash disable=SC2034,SC2016
# Scenario (make compare): function names after a reboot with KASLR. Boot 1 traces a few
# functions with the function tracer in a boot-mapped instance and panics; boot 2, the kernel
# elsewhere, reads the instance: how many entries name the function and caller boot 1 named.

GROUP='compare'
MEM=512M
TIMEOUT=300
CMDLINE='memmap=8M$0x14000000 trace_instance=pb@0x14000000:8M'
B=/sys/kernel/tracing/instances/pb

funcs() { sed -n 's/.*: \([^ ]*\) <-\([^ ]*\)$/\1 \2/p' "$1"; }
text() { grep -w _text /proc/kallsyms | cut -d' ' -f1 > /tmp/text; send text /tmp/text; }

boot1() {
	text
	echo 'vfs_read vfs_write ksys_read do_sys_openat2' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	for i in 1 2 3 4 5 6 7 8 9 10; do cat /etc/passwd /proc/version > /dev/null; done
	echo 0 > $B/tracing_on
	funcs $B/trace > /tmp/funcs
	check "boot 1 traced functions" test -s /tmp/funcs
	send funcs /tmp/funcs
	crash
}

boot2() {
	text
	funcs $B/trace > /tmp/funcs
	send funcs /tmp/funcs
}

host2() {
	local a b
	a=$(sent 1 text) b=$(sent 2 text)
	check "the kernel moved (_text $a, then $b)" test "$a" != "$b"
	sent 1 funcs > "$LOGDIR/before"
	sent 2 funcs > "$LOGDIR/after"
	echo "compare: kaslr_names $(paste -d'|' "$LOGDIR/before" "$LOGDIR/after" | awk -F'|' '$1 == $2' | wc -l) of $(wc -l < "$LOGDIR/before") entries"
}
