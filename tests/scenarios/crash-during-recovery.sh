# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a crash while the next kernel recovers a range costs the boot after it nothing.
# Boot 1 fills a small range more than twice, with a reader in between (so that the ring is not
# in slot order), and panics. The host makes one page of it out of time's order, which recovery
# takes out of the middle of the ring: recovery then rewrites links. Boot 2 recovers and shows
# what survived; the host keeps the range as it was before boot 2 and as boot 2 left it.
# A crash during boot 2's recovery leaves the first with any part of recovery's stores on top,
# short of its one store that switches to the new links. The host writes such images into the
# guest's RAM: all of the stores but the switch, then random halves of them. Each next boot
# must show exactly the markers boot 2 showed, and never reset the range.

CPUS=1
ADDR=$((0x18000000))
SIZE=$((64 * 1024))
CMDLINE='memmap=64K$0x18000000 trace_instance=cr@0x18000000:64K'
B=/sys/kernel/tracing/instances/cr
N=600
PAD=$(printf '%0600d' 0)	# 600 bytes: a few markers a page, so that 600 wrap the range

boot1() {
	local i=1
	while [ $i -le $N ]; do
		echo "$PAD marker $i" > $B/trace_marker
		# a reader takes a page's worth once, early
		[ $i != 40 ] || dd if=$B/trace_pipe of=/dev/null bs=4096 count=1 2>/dev/null
		i=$((i + 1))
	done
	check_eq "boot 1's buffer ends with the last marker" "$N" "$(markers $B/trace | tail -1)"
	crash
}

# The range's layout from its header, and images of it, in Python: word by word
range_py() {
	RB_HDR_SIZE=$RB_HDR_SIZE RB_HDR_NR_SUBBUFS=$RB_HDR_NR_SUBBUFS RB_HDR_DATA_OFFSET=$RB_HDR_DATA_OFFSET \
	RB_HDR_SCRATCH_OFFSET=$RB_HDR_SCRATCH_OFFSET RB_CPU_LINKS_IN_USE=$RB_CPU_LINKS_IN_USE \
	RB_CPU_LINKS=$RB_CPU_LINKS RB_CPU_COMMIT=$RB_CPU_COMMIT \
	python3 - "$RAM" "$ADDR" "$SIZE" "$LOGDIR" "$@" <<'EOF'
import os, random, struct, sys
ram, addr, size, logdir, op = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
L = {k: int(v) for k, v in os.environ.items() if k.startswith('RB_')}   # tests/range-layout.sh
with open(ram, 'rb') as f:
    f.seek(addr)
    cur = bytearray(f.read(size))
u32 = lambda b, o: struct.unpack_from('<I', b, o)[0]
HDR = L['RB_HDR_SIZE']                # CPU 0's meta: commit, overrun, links (the switch), tables
n, scratch = u32(cur, L['RB_HDR_NR_SUBBUFS']), u32(cur, L['RB_HDR_SCRATCH_OFFSET'])
data = struct.unpack_from('<Q', cur, L['RB_HDR_DATA_OFFSET'])[0]
SWITCH = HDR + L['RB_CPU_LINKS_IN_USE']
def links(b):
    t = u32(b, SWITCH)
    return [u32(b, HDR + L['RB_CPU_LINKS'] + (t * n + i) * 4) for i in range(n)]
def write(b):
    with open(ram, 'r+b') as f:
        f.seek(addr)
        f.write(b)
if op == 'damage':                    # the page two before the commit page: far ahead in time
    nx, commit = links(cur), u32(cur, HDR + L['RB_CPU_COMMIT'])
    reader = (set(range(n)) - set(nx)).pop()
    prev = lambda s: next(i for i in range(n) if nx[i] == s and i != reader)
    slot = prev(prev(commit))
    struct.pack_into('<Q', cur, data + slot * 4096, 1 << 62)
    write(cur)
    with open(logdir + '/before', 'wb') as f:
        f.write(cur)
    print(f'# page in slot {slot} of {n} put far ahead in time')
elif op == 'save':                    # the range as recovery left it
    with open(logdir + '/after', 'wb') as f:
        f.write(cur)
elif op == 'crash':                   # crash MODE SEED: before + part of recovery's stores
    mode, seed = sys.argv[6], int(sys.argv[7])
    before = bytearray(open(logdir + '/before', 'rb').read())
    cur = bytearray(open(logdir + '/after', 'rb').read())
    words = [o for o in range(0, size, 4)
             if before[o:o + 4] != cur[o:o + 4] and o != SWITCH and not scratch <= o < data]
    rnd = random.Random(seed)
    img = bytearray(before)
    took = 0
    for o in words:
        if mode == 'all' or rnd.random() < 0.5:
            img[o:o + 4] = cur[o:o + 4]
            took += 1
    write(img)
    print(f'# recovery stored {len(words)} words outside the owner\'s area; the image has {took}')
    print(f'# the old links {"and the new differ" if links(before) != links(cur) else "= the new"}')
EOF
}

host1() { range_py damage; }

boot2() {
	markers $B/trace > /tmp/got
	emit "# boot 2: $(wc -l < /tmp/got) markers; $(grep '^ring buffer:' $B/last_boot_status)"
	check "boot 2 recovered boot 1's newest marker" grep -qx $N /tmp/got
	check "and dropped the damaged page" grep -q '^ring buffer: .*cpu0: damage: 1 pages dropped' \
		$B/last_boot_status
	send got /tmp/got
	reboot_now
}

same_as_boot2() { # same_as_boot2 WHAT: what the image holds
	markers $B/trace > /tmp/got
	emit "# $1: $(wc -l < /tmp/got) markers; $(grep '^ring buffer:' $B/last_boot_status)"
	send got /tmp/got
	check "$1: the range was not reset" sh -c "! grep -q 'link\|ring of' $B/last_boot_status"
	reboot_now
}
host2() {
	range_py save
	range_py crash all 0 > "$LOGDIR/image"
	cat "$LOGDIR/image"
	check "boot 2's recovery rewrote the links" grep -q 'and the new differ' "$LOGDIR/image"
}
boot3() { same_as_boot2 "all of recovery's stores but the switch"; }
host3() {
	check_eq "boot 3 shows boot 2's markers" "$(sent 2 got)" "$(sent 3 got)"
	range_py crash half 1
}
boot4() { same_as_boot2 "a random half of them"; }
host4() {
	check_eq "boot 4 shows boot 2's markers" "$(sent 2 got)" "$(sent 4 got)"
	range_py crash half 2
}
boot5() { same_as_boot2 "another random half"; }
host5() { check_eq "boot 5 shows boot 2's markers" "$(sent 2 got)" "$(sent 5 got)"; }
