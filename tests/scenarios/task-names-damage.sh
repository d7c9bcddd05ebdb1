# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: damage in a boot-mapped range's table of task names costs names, never gives a wrong
# one. Boot 1 records tasks with known names and panics. The host checks every slot of the table
# with its own implementation of the check (it agrees with the kernel on each), then damages it:
# one letter of pf-worker-A's name, and five slots it forges with right checks that break a
# rule (a second slot for a kernel thread's pid, pf-worker-B's pid outside its bucket, a name
# without its end, a pid no kernel gives, and one with a check of another seed). Boot 2 shows
# pf-worker-A and the kernel thread as <...>, pf-worker-B with its own name, and counts seven
# damaged slots. The host then damages the table's header (boot 3: no names at all, and why),
# and fills every slot with random bytes (boot 4: no name, no crash; make soak runs this on the
# KASAN kernel, which reports any read outside the table).

# make soak runs it again on the KASAN kernel: a read out of bounds is reported there
SOAK_KERNELS='kasan'

ADDR=$((0x18000000))
CMDLINE='memmap=16M$0x18000000 trace_instance=names@0x18000000:16M'
T=/sys/kernel/tracing
B=$T/instances/names

boot1() {
	local w
	for w in pf-worker-A pf-worker-B; do cp /bin/busybox /tmp/$w; done
	for e in sched_switch sched_wakeup sched_process_exec; do
		echo 1 > $B/events/sched/$e/enable
	done
	(exec -a sh /tmp/pf-worker-A -c "echo worker-A > $B/trace_marker; usleep 50000; true")
	(exec -a sh /tmp/pf-worker-B -c "echo worker-B > $B/trace_marker; usleep 50000; true")
	sleep 1
	echo 0 > $B/events/enable
	cat $B/trace > /tmp/trace
	named /tmp/trace > /tmp/named
	send named /tmp/named
	# the live trace shows <...> for a task whose name saved_cmdlines missed (it skips a
	# name when its lock is busy): the names every task had, for the pids shown so
	for p in /proc/[0-9]*; do echo "${p#/proc/} $(cat "$p/comm" 2> /dev/null)"; done |
		sort -n > /tmp/procnames
	send procnames /tmp/procnames
	check "boot 1 names pf-worker-A" grep -q ' pf-worker-A$' /tmp/named
	crash
}

# The table of names ends the scratch area: the kernel's description (8 KiB), the event table
# (1/64 of the range: 256 KiB), then the names
scratch() { echo $((ADDR + $(od -An -t u4 -j $((ADDR + 44)) -N 4 "$RAM" | tr -d ' '))); }
table() { echo $(($(scratch) + 8192 + 262144)); }

# names OP...: the host's view of the table (see commtab_* in kernel/trace/trace_range_comm.c)
names() {
	python3 - "$RAM" "$(table)" "$@" <<'EOF'
import os, struct, sys
ram, table, op, args = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
M = 0xffffffff
def rol(x, k): return ((x << k) | (x >> (32 - k))) & M
def mix(a, b, c):
    a = (a - c) & M; a ^= rol(c, 4); c = (c + b) & M
    b = (b - a) & M; b ^= rol(a, 6); a = (a + c) & M
    c = (c - b) & M; c ^= rol(b, 8); b = (b + a) & M
    a = (a - c) & M; a ^= rol(c, 16); c = (c + b) & M
    b = (b - a) & M; b ^= rol(a, 19); a = (a + c) & M
    c = (c - b) & M; c ^= rol(b, 4); b = (b + a) & M
    return a, b, c
def final(a, b, c):
    c ^= b; c = (c - rol(b, 14)) & M
    a ^= c; a = (a - rol(c, 11)) & M
    b ^= a; b = (b - rol(a, 25)) & M
    c ^= b; c = (c - rol(b, 16)) & M
    a ^= c; a = (a - rol(c, 4)) & M
    b ^= a; b = (b - rol(a, 14)) & M
    c ^= b; c = (c - rol(b, 24)) & M
    return a, b, c
def jhash2(words, seed):	# three words
    a = b = c = (0xdeadbeef + 12 + seed) & M
    a, b, c = (a + words[0]) & M, (b + words[1]) & M, (c + words[2]) & M
    return final(a, b, c)[2]
def jhash16(data, seed):	# sixteen bytes
    a = b = c = (0xdeadbeef + 16 + seed) & M
    w = struct.unpack('<4I', data)
    a, b, c = mix((a + w[0]) & M, (b + w[1]) & M, (c + w[2]) & M)
    a = (a + w[3]) & M
    return final(a, b, c)[2]
def check(pid, tgid, idx, comm, seed):
    return jhash16(comm, jhash2([pid, tgid, idx], seed)) or 1
def bucket(pid, nr):
    bits = (nr // 4).bit_length() - 1
    return (((pid * 0x61C88647) & M) >> (32 - bits)) * 4
f = open(ram, 'r+b')
f.seek(table); magic, version, nr, seed, stamp = struct.unpack('<5I', f.read(20))
def slot(i):
    f.seek(table + 32 + 32 * i); return struct.unpack('<4I16s', f.read(32))
def put(i, pid, tgid, comm, seed=seed, chk=None):
    comm = comm.ljust(16, b'\0')[:16]
    f.seek(table + 32 + 32 * i)
    f.write(struct.pack('<4I16s', pid, tgid, 0, chk if chk is not None else check(pid, tgid, i, comm, seed), comm))
def free_way(first):
    return next(i for i in range(first, first + 4) if slot(i)[3] == 0)
if op == 'header':
    print(hex(magic), nr)
elif op == 'verify':	# how many written slots check out by the host's reckoning, of how many
    good = used = 0
    for i in range(nr):
        pid, tgid, st, chk, comm = slot(i)
        if chk:
            used += 1
            good += chk == check(pid, tgid, i, comm, seed) and bucket(pid, nr) == i // 4 * 4
    print(good, used)
elif op == 'forge':	# forge KTHREAD_PID WORKER_B_PID: five slots with right checks, each breaking a rule
    kt, wb = int(args[0]), int(args[1])
    put(free_way(bucket(kt, nr)), kt, kt, b'forged-twin')
    other = (bucket(wb, nr) + 4) % nr
    put(free_way(other), wb, wb, b'wrong-bucket')
    pid = next(p for p in range(30000, 40000) if all(slot(i)[3] == 0 for i in range(bucket(p, nr), bucket(p, nr) + 4)))
    put(bucket(pid, nr), pid, pid, b'X' * 16)
    big = 0x7ffffff0
    put(free_way(bucket(big, nr)), big, big, b'too-big')
    pid2 = next(p for p in range(40000, 50000) if all(slot(i)[3] == 0 for i in range(bucket(p, nr), bucket(p, nr) + 4)))
    put(bucket(pid2, nr), pid2, pid2, b'other-seed', seed=seed ^ 1)
    print(5)
elif op == 'nr':	# nr N: write N as the number of slots
    f.seek(table + 8); f.write(struct.pack('<I', int(args[0])))
elif op == 'random':	# every slot random
    f.seek(table + 32); f.write(os.urandom(32 * nr)); print(nr)
EOF
}

host1() {
	local at good used kt wb
	check_eq "the host finds the table of names, of 1024 slots" "0x4d4d4f43 1024" "$(names header)"
	read -r good used <<< "$(names verify)"
	check "boot 1 wrote slots" test "${used:-0}" -gt 0
	check_eq "the host's check agrees with every slot boot 1 wrote ($used)" "$used" "$good"
	sent 1 named > "$LOGDIR/named1"
	kt=$(grep -E ' (kworker|ksoftirqd|rcu_|migration)' "$LOGDIR/named1" | head -1 | cut -d' ' -f1)
	wb=$(sed -n 's/ pf-worker-B$//p' "$LOGDIR/named1")
	check "boot 1 named a kernel thread and pf-worker-B" test -n "$kt" -a -n "$wb"
	echo "$kt $wb" > "$LOGDIR/pids"
	at=$(dd if="$RAM" bs=1 skip="$(table)" count=32800 2>/dev/null |
		grep -obaP 'pf-worker-A\x00' | head -1 | cut -d: -f1)
	check "the host finds pf-worker-A's slot" test -n "$at"
	# "pf-worker-A" becomes "pf-worker-Z", its check unchanged
	poke $(($(table) + at + 10)) 'Z'
	check_eq "the host forges five slots with right checks" 5 "$(names forge "$kt" "$wb")"
}

boot2() {
	cat $B/trace > /tmp/trace
	named /tmp/trace > /tmp/named
	send named /tmp/named
	check "nobody is named pf-worker-Z" sh -c "! grep -q 'pf-worker-Z' /tmp/trace $B/last_boot_cmdlines"
	check "pf-worker-A's marker is there, from <...>" grep -qE '<\.\.\.>-[0-9]+ .*worker-A$' /tmp/trace
	check "pf-worker-B is named" grep -qE 'pf-worker-B-[0-9]+ .*worker-B$' /tmp/trace
	check "no forged name is shown" \
		sh -c "! grep -qE 'forged-twin|wrong-bucket|XXXXXXXX|too-big|other-seed' /tmp/trace $B/last_boot_cmdlines"
	check "last_boot_status counts the seven damaged slots" \
		grep -qE '^task names: [1-9][0-9]* kept, 7 damaged$' $B/last_boot_status
	grep '^task names' $B/last_boot_status | sed 's/^/# /' > "$RESULTS"
	reboot_now
}

host2() {
	local kt wb
	read -r kt wb < "$LOGDIR/pids"
	sent 2 named > "$LOGDIR/named2"
	check "the kernel thread whose pid got a second slot is not named" \
		sh -c "! grep -q '^$kt ' '$LOGDIR/named2'"
	check_eq "pf-worker-B has its name, not the one outside its bucket" "$wb pf-worker-B" \
		"$(grep "^$wb " "$LOGDIR/named2")"
	# a pid boot 1's trace showed as <...> may be named from the table: with the name
	# the task had in boot 1
	sent 1 procnames > "$LOGDIR/procnames1"
	awk 'NR == FNR { named[$1] = 1; print; next } !($1 in named)' "$LOGDIR/named1" \
		"$LOGDIR/procnames1" > "$LOGDIR/allowed1"
	check_eq "every other pid has its boot-1 name" "" \
		"$(grep -vxFf "$LOGDIR/allowed1" "$LOGDIR/named2")"
	names nr $((0x40000000))
	check_eq "the host damaged the header" "0x4d4d4f43 1073741824" "$(names header)"
}

boot3() {
	cat $B/trace > /tmp/trace
	named /tmp/trace > /tmp/named
	check "with its header damaged, the table gives no names" test ! -s /tmp/named
	check "and says so" grep -q '^task names: none kept' $B/last_boot_status
	check "last_boot_cmdlines is empty" test -z "$(cat $B/last_boot_cmdlines)"
	check "the events are all there" grep -q 'worker-B$' /tmp/trace
	reboot_now
}

host3() {
	names nr 1024
	check_eq "the host filled every slot with random bytes" 1024 "$(names random)"
}

boot4() {
	cat $B/trace > /tmp/trace
	cat $B/last_boot_cmdlines $B/last_boot_tgids > /dev/null
	named /tmp/trace > /tmp/named
	check "random slots give no names" test ! -s /tmp/named
	grep '^task names' $B/last_boot_status | sed 's/^/# /' > "$RESULTS"
	check "last_boot_status counts them damaged" \
		grep -qE '^task names: 0 kept, [0-9]{3,4} damaged$' $B/last_boot_status
	check "the events are all there" grep -q 'worker-B$' /tmp/trace
}
