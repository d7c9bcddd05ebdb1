#!/usr/bin/env bash
# Where reserve_mem= puts its ranges, boot after boot, with KASLR on. The decompressor places the
# kernel at random; placed where a range goes, it would push the range elsewhere and the trace in
# it would be lost. Every boot must find every range where the first boot put it.
# Each boot stops as soon as the ranges are placed: the initramfs is the test one (its size and
# place count), but init is not run (rdinit= and init= name no file: the kernel panics and QEMU exits).
# Prints TAP lines: one per guest size, and a comment per range with its places and counts.
# Usage: kaslr-places.sh   env: BOOTS (default 20), MEMS (guest sizes, default "512M 2G"),
#   KERNEL (default the kernel of VARIANT, test if none), RANGES (the reserve_mem= options,
#   default mainline's recipes' sizes and alignments), LABEL (added to the TAP lines, e.g. "before"), WORK (its files,
#   build/kaslr-places-LABEL by default),
#   BIOS (the firmware, as boot.sh --bios: qboot by default; uefi boots through the EFI stub),
#   SAID=0 (leave out the boot that checks what the kernel says when it takes no range's place),
#   APPEND (more options for the command line, not ranges),
#   ESP=1 (with BIOS=uefi: start the kernel from the UEFI shell with initrd= on its command line,
#   boot.sh --esp, so the EFI stub loads the initrd from that file),
#   INITRD_PAD (a size: the initrd carries a file of that many random bytes, as a large initrd),
#   INSTANCES=1 (map a boot instance in each range, whose line gives its place: a 6.12 kernel
#   says nothing of its ranges otherwise),
#   PHYS=1 (count the kernel's physical places too: such a boot runs init, reads "Kernel code" in
#   /proc/iomem, and panics; RANGES='' then measures a boot without reserve_mem=, for comparison)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/../harness/common.sh"

boots=${BOOTS:-20} mems=${MEMS:-512M 2G} kernel=${KERNEL:-$(kernel_image "${VARIANT:-test}")}
ranges=${RANGES-reserve_mem=12M:4096:oops reserve_mem=20M:2M:trace reserve_mem=12M:0x2000000:big}
stop="rdinit=/no-such-init init=/no-such-init"
instances=""
if [ "${INSTANCES:-0}" != 0 ]; then
	for r in $ranges; do instances="$instances trace_instance=${r##*:}@${r##*:}"; done
fi
label=${LABEL:+$LABEL: }
[ -f "$kernel" ] || die "no kernel at $kernel: run 'make kernel'"
work=${WORK:-$BUILD/kaslr-places${LABEL:+-$LABEL}}
mkdir -p "$work"
script=$work/never-run
echo 'echo this boot was to end before init' > "$script"
boot_opts=()
[ "${ESP:-0}" = 0 ] || boot_opts+=(--esp)
if [ -n "${INITRD_PAD:-}" ]; then
	mkdir -p "$work/pad"
	head -c "$(numfmt --from=iec "$INITRD_PAD")" /dev/urandom > "$work/pad/pad.bin"
	boot_opts+=(--extra "$work/pad")
fi
if [ "${PHYS:-0}" != 0 ]; then
	stop=""
	# shellcheck disable=SC2016  # the guest expands it
	printf '%s\n' 'echo "pf-phys $(grep -m1 "Kernel code" /proc/iomem)" > /dev/kmsg' \
		'echo c > /proc/sysrq-trigger' > "$script"
fi

for mem in $mems; do
	: > "$work/$mem.places"
	: > "$work/$mem.offsets"
	: > "$work/$mem.phys"
	noroom=0
	for i in $(seq 1 "$boots"); do
		log=$work/$mem.boot
		"$TOP/harness/boot.sh" --kernel "$kernel" --mem "$mem" --ram "$(ram_file "${work##*/}-$mem")" \
			--append "$ranges$instances ${APPEND:-} $stop" --script "$script" --log "$log" \
			--timeout 120 --bios "${BIOS:-qboot}" "${boot_opts[@]}" || true
		# the panic that ends the boot prints the kernel's (virtual) KASLR offset
		sed -n 's/.*Kernel Offset: \(0x[0-9a-f]*\) .*/\1/p' "$log.console" >> "$work/$mem.offsets"
		# where "Kernel code" starts in /proc/iomem, as init said
		tr -d '\r' < "$log.console" | sed -n 's/.*pf-phys *\([0-9a-f]*\)-.*/\1/p' | head -1 \
			>> "$work/$mem.phys"
		# one line a boot: label=start for each range, in command line order
		# or, with INSTANCES=1, label=start of each boot instance
		sed -n -e 's/.*reserve_mem: \([^:]*\): \(reserved\|kept at\) \[mem \(0x[0-9a-f]*\)-.*/\1=\3/p' \
			-e 's/.*Tracing: mapped boot instance \([^ ]*\) at physical memory \(0x[0-9a-f]*\) .*/\1=\2/p' \
			"$log.console" | paste -sd' ' >> "$work/$mem.places"
		# the 6.12 series' boot code found no room for the kernel below the ranges and
		# randomized it over all memory (as stock 6.12 does): said, and counted
		if grep -ao 'No room below the reserve_mem= ranges[^\r]*' "$log.console" |
			sed "s/^/# boot $i: /"
		then
			noroom=$((noroom + 1))
		fi
		# a range pushed aside by the kernel: said, and counted as moved
		if grep 'reserve_mem: .*usual place' "$log.console" | sed "s/^/# boot $i: /"; then
			echo "pushed aside on boot $i" >> "$work/$mem.places"
		fi
	done
	# the place each boot gave, counted; the most common is where the ranges belong
	usual=$(sort "$work/$mem.places" | uniq -c | sort -rn | head -1 | sed 's/^ *[0-9]* //')
	moved=$(grep -cvxF "$usual" "$work/$mem.places" || true)
	if [ "${PHYS:-0}" != 0 ]; then
		echo "# ${label}$mem: the kernel had $(sort -u "$work/$mem.phys" | wc -l) different" \
			"physical places and $(sort -u "$work/$mem.offsets" | wc -l) different virtual" \
			"offsets in $boots boots (${ranges:-no reserve_mem=})"
		verdict "kaslr-places: ${label}$mem: the physical place read in every boot" \
			test "$(grep -c . "$work/$mem.phys")" = "$boots" || true
		# hundreds of slots: the same place in every one of three boots is a lost randomization
		[ "$boots" -lt 3 ] || verdict "kaslr-places: ${label}$mem: the physical place is random" \
			test "$(sort -u "$work/$mem.phys" | wc -l)" -gt 1 || true
	fi
	[ -n "$ranges" ] || continue
	for r in $ranges; do
		name=${r##*:}
		echo "# ${label}$mem, $name: $(grep -o "\b$name=0x[0-9a-f]*" "$work/$mem.places" |
			cut -d= -f2 | sort | uniq -c | awk '{printf "%s%s in %s boots", s, $2, $1; s=", "}')"
	done
	verdict "kaslr-places: ${label}$mem: every range reserved ($usual)" \
		test -n "$usual" -a "$(wc -w <<< "$usual")" = "$(wc -w <<< "$ranges")" || true
	verdict "kaslr-places: ${label}$mem: the kernel fitted below the ranges in every boot" \
		test "$noroom" = 0 || echo "# no room below the ranges in $noroom of $boots boots"
	verdict "kaslr-places: ${label}$mem: $boots boots, every range at the same place every time" \
		test "$moved" = 0 || echo "# ranges moved in $moved of $boots boots"
	echo "# ${label}$mem: $moved of $boots boots moved a range; the kernel had" \
		"$(sort -u "$work/$mem.offsets" | wc -l) different KASLR offsets in $boots boots"
done

# Without KASLR the kernel is at 16M, in the decompressor's buffer (16M + init_size), where no
# range goes: memmap= leaves RAM at 1M-44M and 496M-512M (the initrd at its top), so a 14M range
# fits neither above the buffer nor in it, and goes below the kernel; the kernel took no range's
# place, and says nothing of one. (Were the buffer not kept clear, the range's usual place would
# be 30M-44M, where an LZ4 kernel's buffer, 16M-34M, overwrites it at every boot.)
if [ "${SAID:-1}" = 1 ]; then
	log=$work/said.boot
	"$TOP/harness/boot.sh" --kernel "$kernel" --mem 512M --ram "$(ram_file "${work##*/}-512M")" \
		--append "nokaslr memmap=452M\$44M reserve_mem=14M:4K:low rdinit=/no-such-init init=/no-such-init" \
		--script "$script" --log "$log" --timeout 120 || true
	said=$(grep -o 'reserve_mem: low: .*' "$log.console" || true)
	while IFS= read -r l; do echo "# without KASLR, memmap=452M\$44M: $l"; done <<< "$said"
	verdict "kaslr-places: a kernel in the decompressor's buffer took no range's place (nothing said)" \
		sh -c '! grep -q "the kernel is loaded at its usual place"' <<< "$said" || true
	verdict "kaslr-places: the range then goes below the kernel" \
		grep -q 'reserve_mem: low: reserved \[mem 0x0*200000-0x0*ffffff\]' <<< "$said" || true
fi
rm -f "$(ram_file "${work##*/}-")"*
rm -rf "$work/pad"
