#!/usr/bin/env bash
# Install what the harness needs from Debian's archive (as root). Quiet when all is there.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

pkgs=(linux-source-6.1 linux-config-6.1 gcc make bc bison flex libelf-dev libssl-dev dwarves cpio
	gzip xz-utils kmod ccache rsync git perl python3 qemu-system-x86 busybox-static trace-cmd
	kexec-tools shellcheck socat gcc-aarch64-linux-gnu qemu-system-arm device-tree-compiler)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
# the arm64 guest's busybox and bash come from Debian's arm64 packages (apt-get download)
arm64=$(dpkg --print-foreign-architectures | grep -cx arm64 || true)
[ ${#missing[@]} = 0 ] && [ "$arm64" != 0 ] && exit 0
[ "$(id -u)" = 0 ] ||
	die "missing packages (${missing[*]:-none}; arm64 packages: $arm64): run 'make deps' as root"
export DEBIAN_FRONTEND=noninteractive
[ "$arm64" != 0 ] || { say "adding the arm64 architecture to apt"; dpkg --add-architecture arm64; }
apt-get update -qq
[ ${#missing[@]} = 0 ] && exit 0
say "installing: ${missing[*]}"
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
found=$(base_found)
[ "$found" = "$BASE_VERSION" ] ||
	say "warning: apt gave $BASE_PKG $found; the series is tested on $BASE_VERSION"
