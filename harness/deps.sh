#!/usr/bin/env bash
# Install what the harness needs from Debian's archive (as root). Quiet when all is there.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

pkgs=(linux-source-6.1 linux-config-6.1 linux-source-6.12 linux-config-6.12 gcc make bc bison flex libelf-dev libssl-dev dwarves cpio
	gzip xz-utils kmod ccache rsync git perl python3 qemu-system-x86 busybox-static trace-cmd
	kexec-tools shellcheck socat gcc-aarch64-linux-gnu qemu-system-arm device-tree-compiler)
pkgs+=(libtraceevent-dev libcunit1-dev pkg-config)	# libtracefs's unit tests (libtracefs.sh)
pkgs+=(ovmf qemu-efi-aarch64)	# UEFI firmware: boot.sh --bios uefi
pkgs+=(liburcu-dev)	# memblock's simulator, tools/testing/memblock (series-check.sh)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
# the arm64 and i386 guests' tools come from Debian's packages of those architectures (apt-get
# download)
foreign=$(dpkg --print-foreign-architectures)
need_archs=()
for a in arm64 i386; do grep -qx "$a" <<< "$foreign" || need_archs+=("$a"); done
[ ${#missing[@]} = 0 ] && [ ${#need_archs[@]} = 0 ] && exit 0
[ "$(id -u)" = 0 ] ||
	die "missing packages (${missing[*]:-none}; architectures: ${need_archs[*]:-none}): run 'make deps' as root"
export DEBIAN_FRONTEND=noninteractive
for a in "${need_archs[@]}"; do say "adding the $a architecture to apt"; dpkg --add-architecture "$a"; done
# an index that is being synced on a mirror fails now and then: what the others give is enough
apt-get update -qq || say "warning: apt-get update reported errors (above); going on"

[ ${#missing[@]} = 0 ] && exit 0
say "installing: ${missing[*]}"
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
found=$(base_found)
[ "$found" = "$BASE_VERSION" ] ||
	say "warning: apt gave $BASE_PKG $found; the series is tested on $BASE_VERSION"
