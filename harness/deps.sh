#!/usr/bin/env bash
# Install what the harness needs from Debian's archive (as root). Quiet when all is there.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

pkgs=(linux-source-6.1 linux-config-6.1 gcc make bc bison flex libelf-dev libssl-dev dwarves cpio
	gzip xz-utils kmod ccache rsync git perl python3 qemu-system-x86 busybox-static trace-cmd
	kexec-tools shellcheck socat)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
[ ${#missing[@]} = 0 ] && exit 0
[ "$(id -u)" = 0 ] || die "missing packages (${missing[*]}): run 'make deps' as root"
say "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
found=$(base_found)
[ "$found" = "$BASE_VERSION" ] ||
	say "warning: apt gave $BASE_PKG $found; the series is tested on $BASE_VERSION"
