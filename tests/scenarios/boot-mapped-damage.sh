# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: the host damages a boot-mapped range in the guest RAM file between boots, a different
# way each time. Every boot writes markers 1-300 and panics; the host then damages what it left;
# the next boot must come up without an oops or a hang, show only markers that were written, in
# order, and say in last_boot_status what it found. One vCPU, so every marker is on CPU 0.
#   host1: one byte of the header (the checksum catches it: the range is reset, and says why)
#   host2: the newest page zeroed (the older pages keep their markers; an empty newest page is
#          what a writer leaves when it moves to a new page, so nothing is reported)
#   host3: the first event of the newest page given a length far past the page's commit (the
#          page is cut short, and the damage reported)
#   host4: 64 random bytes in the middle of the newest page (payloads carry no checksum: only
#          safety and order are promised)
#   host5: random bytes over CPU 0's page links (the links are not a ring: CPU 0 is reset)
#   host6: 1 MiB of random bytes over the start of the range (reset, and said why)
#   host7: two pages of CPU 0 swapped (pages out of time's order are dropped, not shown twice)
#   host8: the newest page overwritten with an older page of the range (its events already shown
#          once: the copy is dropped)
#   host9: CPU 0's commit slot out of range, random bytes for its overrun count (CPU 0 is reset)
#   host10: the first event of the newest page given the length word 0xfffffffc (its length
#          plus the event header wraps to 0 in 32-bit arithmetic: a walk that trusted it would
#          never move on; the page is cut short, and the damage reported)
# On i386 as well: a 32-bit kernel computes event lengths in 32 bits.

# make soak runs it again on the KASAN kernel: a read out of bounds is reported there
SOAK_KERNELS='kasan'

ARCHES='x86_64 arm64 i386'
CPUS=1
ADDR=$((0x18000000))
CMDLINE='memmap=16M$0x18000000 trace_instance=dmg@0x18000000:16M'
B=/sys/kernel/tracing/instances/dmg
N=300


write_and_crash() { write_markers $B/trace_marker 1 $N; crash; }

survivors() { # survivors BOOT EXPECT: what the boot found after the damage
	markers $B/trace > /tmp/got
	emit "# $1: $(wc -l < /tmp/got) markers survived; $(grep '^ring buffer:' $B/last_boot_status)"
	check "$1: the survivors are in order" sh -c "sort -n /tmp/got | cmp -s - /tmp/got"
	check "$1: every survivor is a marker that was written" \
		sh -c "! grep -vxE '[1-9][0-9]?|[1-2][0-9][0-9]|300' /tmp/got"
	check "$1: no survivor is there twice" sh -c "test -z \"\$(sort -n /tmp/got | uniq -d)\""
	case $2 in
	reset)
		check_eq "$1: the range was reset" 0 "$(wc -l < /tmp/got)"
		check "$1: last_boot_status says why" sh -c "! grep -q '^ring buffer: nothing amiss' $B/last_boot_status" ;;
	some|reported)
		check "$1: markers older than the damage survived" test "$(wc -l < /tmp/got)" -gt 0
		check "$1: the damage cost markers" test "$(wc -l < /tmp/got)" -lt $N ;;&
	reported)
		check "$1: last_boot_status reports the damage" grep -q '^ring buffer: .*cpu0' $B/last_boot_status ;;
	safe)
		check "$1: markers survived" test "$(wc -l < /tmp/got)" -gt 0 ;;
	esac
	echo > $B/trace
}

# Host side: the range's layout from its own header, and helpers to damage the RAM file
u32() { od -An -t u4 -j $(($1)) -N 4 "$RAM" | tr -d ' '; }
u64() { od -An -t u8 -j $(($1)) -N 8 "$RAM" | tr -d ' '; }
random_at() { head -c "$2" /dev/urandom | dd of="$RAM" bs=1 seek=$(($1)) conv=notrunc 2>/dev/null; }
zero_at() { head -c "$2" /dev/zero | dd of="$RAM" bs=1 seek=$(($1)) conv=notrunc 2>/dev/null; }
newest_page() { # the file offset of CPU 0's commit page
	local data_offset commit
	data_offset=$(u64 $((ADDR + RB_HDR_DATA_OFFSET)))
	commit=$(u32 $((ADDR + RB_HDR_SIZE + RB_CPU_COMMIT)))
	echo $((ADDR + data_offset + commit * 4096))
}
page() { # page N: the file offset of CPU 0's page in slot N
	echo $((ADDR + $(u64 $((ADDR + RB_HDR_DATA_OFFSET))) + $1 * 4096))
}
copy_page() { # copy_page FROM TO: file offsets
	dd if="$RAM" of="$RAM" bs=4096 count=1 skip=$(($1 / 4096)) seek=$(($2 / 4096)) conv=notrunc 2>/dev/null
}
swap_pages() { # swap_pages A B
	dd if="$RAM" of="$LOGDIR/page" bs=4096 count=1 skip=$(($1 / 4096)) 2>/dev/null
	copy_page "$2" "$1"
	dd if="$LOGDIR/page" of="$RAM" bs=4096 count=1 seek=$(($2 / 4096)) conv=notrunc 2>/dev/null
}
host_sane() {
	check_eq "the range holds a ring buffer header" "GRBR" \
		"$(dd if="$RAM" bs=1 skip=$((ADDR)) count=4 2>/dev/null)"
}

boot1() { write_and_crash; }
host1() { host_sane; poke $((ADDR + RB_HDR_PAGE_HEADER_SIZE)) '\x01'; }
boot2() { survivors "header byte" reset; write_and_crash; }
host2() { host_sane; zero_at "$(newest_page)" 4096; }
boot3() { survivors "newest page zeroed" some; write_and_crash; }
# a data event header (type_len 0) whose length runs far past the page's commit
host3() { host_sane; poke $(($(newest_page) + RB_PAGE_DATA)) '\x00\x00\x00\x00\x00\x00\xff\x7f'; }
boot4() { survivors "an event header overwritten" reported; write_and_crash; }
host4() { host_sane; random_at $(($(newest_page) + 2048)) 64; }
boot5() { survivors "random bytes in a page" safe; write_and_crash; }
# CPU 0's meta data: commit, overrun, the number of the link table in use, two tables of links
links_in_use() {
	local cpu0=$((ADDR + RB_HDR_SIZE))
	echo $((cpu0 + RB_CPU_LINKS + $(u32 $((cpu0 + RB_CPU_LINKS_IN_USE))) *
		$(u32 $((ADDR + RB_HDR_NR_SUBBUFS))) * 4))
}
host5() { host_sane; random_at "$(links_in_use)" 256; }
boot6() { survivors "random page links" reset; write_and_crash; }
host6() { host_sane; random_at $((ADDR)) $((1024 * 1024)); }
boot7() {
	survivors "1 MiB of random bytes" reset
	write_and_crash
}
# slots 2 and 5: pages of the 300 markers, the newest is further on
host7() { host_sane; swap_pages "$(page 2)" "$(page 5)"; }
boot8() { survivors "two pages swapped" some; write_and_crash; }
host8() { host_sane; copy_page "$(page 2)" "$(newest_page)"; }
boot9() { survivors "an older page over the newest" some; write_and_crash; }
host9() {
	host_sane
	poke $((ADDR + RB_HDR_SIZE + RB_CPU_COMMIT)) '\xff\xff\xff\xff'
	random_at $((ADDR + RB_HDR_SIZE + RB_CPU_OVERRUN)) 4
}
boot10() { survivors "a commit slot out of range" reset; write_and_crash; }
# a data event header (type_len 0, time delta 0) and its length word
host10() { host_sane; poke $(($(newest_page) + RB_PAGE_DATA)) '\x00\x00\x00\x00\xfc\xff\xff\xff'; }
boot11() {
	survivors "a length word of 0xfffffffc" reported
	check "the instance records again after all that" sh -c "echo again > $B/trace_marker && grep -q again $B/trace"
	# Only root reads the previous boot: tracefs refuses another uid
	check "uid nobody can run commands (the control)" su nobody -s /bin/sh -c "cat /proc/version"
	for f in trace trace_pipe last_boot_info last_boot_status per_cpu/cpu0/buffer_meta \
		per_cpu/cpu0/trace_pipe_raw; do
		check "uid nobody cannot read $f" sh -c "! su nobody -s /bin/sh -c 'cat $B/$f' 2>/dev/null"
	done
	check "buffer_meta shows slots, not addresses" sh -c "! grep -q ffff $B/per_cpu/cpu0/buffer_meta"
}
