#!/usr/bin/env bash
# Boot the test kernel once under QEMU (TCG) with guest RAM in a file, so that RAM outlives the boot.
# Usage: boot.sh [options]
#   --ram FILE      the guest RAM file (made, zero-filled, if missing)   default build/ram
#   --mem SIZE      guest RAM size                                         default 512M
#   --cpus N        vCPUs                                                  default 2
#   --append ARGS   extra kernel command line
#   --script FILE   guest script run as /test/run (none: an interactive shell on the console)
#   --extra DIR     files to add to the guest's root, as they are laid out in DIR
#   --log PREFIX    write PREFIX.console and PREFIX.results              default build/boot
#   --timeout SEC   kill the boot after SEC seconds                       default 300
#   --kernel FILE   the kernel image                 default build/bzImage (ARCH=arm64: build/arm64/Image);
#                   with VARIANT=V in the environment, V's image, and V's modules in /modules
#   --dtb FILE      (arm64) the device tree to boot with, instead of the one QEMU's virt makes
#   --initrd-at ADDR  (arm64) load the initrd at physical ADDR and name it with initrd=ADDR,SIZE
#                   on the command line, rather than where QEMU puts it (-initrd)
#   --reserve ADDR:SIZE  (arm64) boot with QEMU's virt device tree plus a /reserved-memory node
#                   for [ADDR, ADDR+SIZE): arm64's way to keep memory from the kernel, where x86
#                   has memmap=SIZE$ADDR. no-map (out of the kernel's map, as memmap= is) unless
#                   ADDR:SIZE:map. May be repeated.
#   --icount        deterministic instruction counting, for benchmarks (-icount shift=0,sleep=off:
#                   an idle guest's clock jumps to its next timer at once; with sleep=on it
#                   would wait at the host's pace, idle)
#   --mttcg         a host thread for each vCPU (QEMU's multi-threaded TCG), for a guest whose CPUs
#                   must race each other at the finest grain; x86_64 and arm64 only. Without it all
#                   vCPUs take turns on one host thread (thread=single): with two test groups at
#                   once on two cores, a vCPU that spins waiting for another (an IPI, stop_machine,
#                   a spinlock) does not burn a core while the other waits for one (12% less
#                   time for seven groups of make check)
#   --reset         a reboot or panic resets the machine, as a real one does: the firmware runs
#                   again and boots the same kernel and initrd, with RAM kept (no -no-reboot).
#                   QEMU ends once the guest's results say "#! poweroff" (or on the timeout)
#   --bootconfig FILE  append FILE, a bootconfig (Documentation/admin-guide/bootconfig.rst), to
#                   the initrd, as tools/bootconfig's "bootconfig -a" does; the kernel reads it
#                   with "bootconfig" on its command line
#   --print         print the QEMU command line, one word a line, and the initrd's /modules; boot
#                   nothing (the harness's self-tests)
#   --bios NAME     the firmware: qboot, seabios or uefi                      default qboot
#                   qboot, QEMU's minimal firmware (/usr/share/qemu/qboot.rom), writes below
#                   1 MiB only. SeaBIOS, QEMU's own default, leaves its POST data in the top of
#                   guest RAM on every boot (0x1efe2000-0x1f000000 in a 512M guest), where a
#                   range at the very top would be damaged (the series places ranges below it).
#                   uefi: OVMF (x86_64) or AAVMF (arm64), from Debian's ovmf and qemu-efi-aarch64;
#                   the kernel starts through its EFI stub, as on a UEFI machine
#   --esp           (x86_64, with --bios uefi) start the kernel from the UEFI shell, as a boot
#                   menu entry or the shell starts it, rather than from QEMU's -kernel: a FAT
#                   disk holds the kernel, the initrd and a startup.nsh that runs
#                   "\linux.efi initrd=\initrd.img COMMAND LINE", so the EFI stub loads the
#                   initrd= file itself (QEMU's -kernel gives the stub its initrd through the
#                   Linux initrd device path instead)
#   --nic           keep QEMU's default NIC. Without it the guest has none (-nic none): SeaBIOS
#                   copies the NIC's iPXE option ROM into the top of guest RAM on every boot
#                   (tests/scenarios/firmware-in-range.sh shows both); qboot runs no option ROM
# ARCH=i386 boots qemu-system-i386's pc machine as x86_64 does qemu-system-x86_64's.
# ARCH=arm64 boots QEMU's virt machine (qemu-system-aarch64, TCG, -cpu max): RAM starts at
# 0x40000000 (the RAM file's offset 0), the console is the PL011 (ttyAMA0) and the results go to a
# virtio console (hvc0), since virt has one UART.
# Exits 0 when QEMU ended by itself (power off, reboot or panic: -no-reboot), 124 on a timeout.
# A boot that times out is first asked for its stacks (sysrq w and l, through the QEMU monitor),
# so that its console shows where it hung, and its CPUs' registers go to PREFIX.registers.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

ram=$BUILD/ram mem=512M cpus=2 append="" script="" log=$BUILD/boot timeout=300
kernel=$(kernel_image "${VARIANT:-test}") icount=() mttcg="" extra_dir="" no_reboot=-no-reboot bootconfig="" nic=(-nic none) bios=qboot dtb="" initrd_at="" reserve=() print="" esp=""
qboot=/usr/share/qemu/qboot.rom
while [ $# -gt 0 ]; do
	case $1 in
	--ram) ram=$2; shift ;;
	--mem) mem=$2; shift ;;
	--cpus) cpus=$2; shift ;;
	--append) append=$2; shift ;;
	--script) script=$2; shift ;;
	--extra) extra_dir=$2; shift ;;
	--log) log=$2; shift ;;
	--timeout) timeout=$2; shift ;;
	--kernel) kernel=$2; shift ;;
	--icount) icount=(-icount 'shift=0,sleep=off') ;;
	--mttcg) mttcg=1 ;;
	--reset) no_reboot="" ;;
	--bootconfig) bootconfig=$2; shift ;;
	--print) print=1 ;;
	--nic) nic=() ;;
	--esp) esp=1 ;;
	--bios) bios=$2; shift ;;
	--dtb) dtb=$2; shift ;;
	--initrd-at) initrd_at=$2; shift ;;
	--reserve) reserve+=("$2"); shift ;;
	*) die "boot.sh: unknown option $1" ;;
	esac
	shift
done
[ -f "$kernel" ] || die "no kernel at $kernel: run 'make kernel'"
[ -f "$INITRAMFS" ] || die "no initramfs at ${INITRAMFS#"$TOP"/}: run 'ARCH=$ARCH make initramfs'"
case $bios in
qboot)
	[ "$ARCH" = arm64 ] || [ -f "$qboot" ] ||
		die "no qboot firmware at $qboot: install qemu-system-data (make deps)"
	firmware=(-bios "$qboot") ;;
seabios) firmware=() ;;
uefi)
	uefi=/usr/share/ovmf/OVMF.fd
	[ "$ARCH" != arm64 ] || uefi=/usr/share/qemu-efi-aarch64/QEMU_EFI.fd
	[ "$ARCH" != i386 ] || die "boot.sh: --bios uefi is for x86_64 and arm64"
	[ -f "$uefi" ] || die "no UEFI firmware at $uefi: install ovmf and qemu-efi-aarch64 (make deps)"
	firmware=(-bios "$uefi") ;;
*) die "boot.sh: --bios is qboot, seabios or uefi, not '$bios'" ;;
esac
[ -z "$esp" ] || { [ "$ARCH" = x86_64 ] && [ "$bios" = uefi ]; } ||
	die "boot.sh: --esp is for x86_64 with --bios uefi"
[ "$ARCH" = arm64 ] || [ -z "$dtb$initrd_at${reserve[*]}" ] ||
	die "boot.sh: --dtb, --initrd-at and --reserve are for ARCH=arm64"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bytes=$(numfmt --from=iec "$mem")
if [ ! -f "$ram" ] || [ "$(stat -c %s "$ram")" != "$bytes" ]; then
	rm -f "$ram" && truncate -s "$bytes" "$ram"
fi

# The guest script (and any extra files) ride in a second cpio archive appended to the initramfs.
# A shell on another variant gets that variant's modules (a scenario's extra files have them).
initrd=$INITRAMFS
vmods=$(variant_dir "${VARIANT:-test}")/modules
if [ -z "$script$extra_dir" ] && [ "${VARIANT:-test}" != test ] && [ -d "$vmods" ]; then
	mkdir -p "$work/extra/modules"
	cp "$vmods"/*.ko "$work/extra/modules/" 2> /dev/null || true
	extra_dir=$work/extra
fi
if [ -n "$script$extra_dir" ]; then
	"$TOP/harness/guest-initrd.sh" "${script:--}" "$work/initrd" ${extra_dir:+"$extra_dir"}
	initrd=$work/initrd
fi
if [ -n "$bootconfig" ]; then
	[ "$initrd" = "$work/initrd" ] || cp "$initrd" "$work/initrd"
	initrd=$work/initrd
	"$(bootconfig_tool)" -a "$bootconfig" "$initrd" > /dev/null ||
		die "boot.sh: bootconfig could not append $bootconfig to the initrd"
fi

ram_opts=(-m "$mem" -object "memory-backend-file,id=ram,size=$mem,mem-path=$ram,share=on")
# one host thread for all vCPUs unless --mttcg (above); i386 always (below)
accel=(-accel "tcg,thread=single")
[ -z "$mttcg" ] || [ "$ARCH" = i386 ] || accel=(-accel "tcg,thread=multi")
[ -z "$mttcg" ] || [ ${#icount[@]} = 0 ] || die "boot.sh: --mttcg and --icount exclude each other"
if [ "$ARCH" = arm64 ]; then
	# pauth-impdef: the same pointer authentication with a cheaper hash under TCG
	qemu=(qemu-system-aarch64 "${accel[@]}" -machine "virt,memory-backend=ram" -cpu "max,pauth-impdef=on"
		-smp "$cpus" "${ram_opts[@]}" -kernel "$kernel" ${no_reboot:+"$no_reboot"} -display none
		-nic none -device virtio-serial-device "${icount[@]}")
	# AAVMF hands the kernel QEMU's ACPI tables where it has them, and the test kernel reads
	# the device tree: without ACPI tables the firmware passes the device tree on
	# the firmware's EFI_RNG_PROTOCOL (from a virtio RNG, as servers have one in hardware):
	# the EFI stub then places the kernel at a random physical address
	[ "$bios" != uefi ] || qemu+=("${firmware[@]}" -machine acpi=off -device virtio-rng-pci)
	if [ ${#reserve[@]} -gt 0 ]; then
		[ -z "$dtb" ] || die "boot.sh: --reserve makes its own device tree: not with --dtb"
		"${qemu[@]}" -machine dumpdtb="$work/virt.dtb" > /dev/null 2>&1 ||
			die "qemu-system-aarch64 could not write its device tree"
		command -v dtc > /dev/null || die "no dtc: run 'make deps' (device-tree-compiler)"
		{
			dtc -q -I dtb -O dts "$work/virt.dtb"
			echo '/ { reserved-memory { #address-cells = <2>; #size-cells = <2>; ranges;'
			for r in "${reserve[@]}"; do
				IFS=: read -r a sz how <<< "$r"
				a=$((a)) sz=$(numfmt --from=iec "$sz")
				printf ' pf@%x { reg = <0x%x 0x%x 0x%x 0x%x>; %s };' "$a" $((a >> 32)) \
					$((a & 0xffffffff)) $((sz >> 32)) $((sz & 0xffffffff)) \
					"$([ "$how" = map ] || echo 'no-map;')"
			done
			echo ' }; };'
		} > "$work/virt.dts"
		dtc -q -I dts -O dtb -o "$work/pf.dtb" "$work/virt.dts" || die "dtc failed on $work/virt.dts"
		dtb=$work/pf.dtb
	fi
	[ -z "$dtb" ] || qemu+=(-dtb "$dtb")
	if [ -n "$initrd_at" ]; then
		qemu+=(-device "loader,file=$initrd,addr=$initrd_at,force-raw=on")
		append="initrd=$initrd_at,$(stat -c %s "$initrd") $append"
	else
		qemu+=(-initrd "$initrd")
	fi
	console=ttyAMA0
else
	# qemu-system-i386's "max" CPU says AuthenticAMD, family 6: an Athlon, which a 32-bit SMP
	# kernel warns is not fit for SMP; the same CPU said to be Intel's is not
	cpu=max
	[ "$ARCH" != i386 ] || cpu=max,vendor=GenuineIntel
	# qemu-system-i386 with a vCPU per host thread (QEMU's default) can leave both vCPUs of a
	# 6.1 guest trapping for ever at a static call trampoline that the other vCPU just
	# rewrote (an instance's rmdir turning off the irq events: in 2 to 18 rmdirs, the unpatched
	# base kernel as well); one thread for all vCPUs, or one vCPU, never did in 270 rmdirs:
	# so i386 guests take turns on one thread, --mttcg or not
	qemu=("qemu-system-$ARCH" "${accel[@]}" -machine "pc,memory-backend=ram" -cpu "$cpu" -smp "$cpus" "${ram_opts[@]}"
		${no_reboot:+"$no_reboot"} -display none "${firmware[@]}" "${nic[@]}" "${icount[@]}")
	[ -n "$esp" ] || qemu+=(-kernel "$kernel" -initrd "$initrd")
	console=ttyS0
fi
# A panic reboots at once (panic=-1): panic=1 waited a second of every crashing boot (template:
# 4.3 s against 5.4 s for its two boots). boot-mapped-panic gives panic=1, as users do: the last
# panic= of a command line counts.
cmdline="console=$console panic=-1 oops=panic $append"
append_opt=(-append "$cmdline")
if [ -n "$esp" ]; then
	# QEMU's vvfat makes the folder a FAT disk (read-write: QEMU refuses it read-only as a disk)
	mkdir "$work/esp"
	cp "$kernel" "$work/esp/linux.efi"
	cp "$initrd" "$work/esp/initrd.img"
	printf '\\linux.efi initrd=\\initrd.img %s\r\n' "$cmdline" > "$work/esp/startup.nsh"
	qemu+=(-drive "if=virtio,format=raw,file=fat:rw:$work/esp")
	append_opt=()
fi
if [ -n "$print" ]; then
	printf '%s\n' "${qemu[@]}" "${append_opt[@]}"
	gzip -dc < "$initrd" 2> /dev/null | cpio -it --quiet 2> /dev/null | grep '^modules/' || true
	exit 0
fi

if [ -z "$script" ]; then
	[ "$ARCH" != arm64 ] || qemu+=(-device virtconsole)
	exec "${qemu[@]}" -monitor none -serial mon:stdio "${append_opt[@]}"
fi
: > "$log.results"
results=(-serial "file:$log.results")
[ "$ARCH" != arm64 ] ||
	results=(-chardev "file,id=results,path=$log.results" -device "virtconsole,chardev=results")
mon=$log.monitor
rm -f "$mon" "$log.timeout" "$log.registers"
"${qemu[@]}" -monitor "unix:$mon,server=on,wait=off" -serial "file:$log.console" \
	"${results[@]}" "${append_opt[@]}" < /dev/null &
pid=$!
# on a timeout: the blocked tasks and every CPU's stack into the console, then the end
(
	trap 'kill "$nap" 2> /dev/null; exit 0' TERM
	sleep "$timeout" &
	nap=$!
	wait "$nap"
	kill -0 "$pid" 2> /dev/null || exit 0
	for key in w l; do
		echo "sendkey alt-sysrq-$key" | socat - "UNIX-CONNECT:$mon" > /dev/null 2>&1
		sleep 3
	done
	# a guest that does not answer sysrq still shows where its CPUs are
	for _ in 1 2; do
		printf 'info registers -a\n' | socat -t 2 - "UNIX-CONNECT:$mon" >> "$log.registers" 2>&1
	done
	echo timeout > "$log.timeout"
	kill "$pid" 2> /dev/null
	sleep 5
	kill -9 "$pid" 2> /dev/null
) > /dev/null 2>&1 &
watchdog=$!
# with --reset, a guest that has done (its results say "#! poweroff") ends QEMU: a reboot would
# only reset the machine, and the test kernel has no power-off driver
closer=""
if [ -z "$no_reboot" ]; then
	(
		while kill -0 "$pid" 2> /dev/null; do
			if grep -q '^#! poweroff' "$log.results"; then
				sleep 1
				echo quit | socat - "UNIX-CONNECT:$mon" > /dev/null 2>&1
				exit 0
			fi
			sleep 1
		done
	) > /dev/null 2>&1 &
	closer=$!
fi
rc=0
wait "$pid" || rc=$?
kill "$watchdog" $closer 2> /dev/null || true
wait "$watchdog" $closer 2> /dev/null || true
rm -f "$mon"
if [ -f "$log.timeout" ]; then
	rm -f "$log.timeout"
	echo "boot timed out after ${timeout}s" >> "$log.console"
	exit 124
fi
[ "$rc" = 0 ] || die "qemu failed (exit $rc); see $log.console"
exit 0
