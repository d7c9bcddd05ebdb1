#!/usr/bin/env bash
# Make the initrd of one test boot: the initramfs, then a cpio archive with the guest script as
# /test/run and the files of DIR (if given) at their places under the guest's root.
# Usage: guest-initrd.sh SCRIPT OUTPUT [DIR]   (SCRIPT -: no /test/run, a shell boots)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

script=$1 out=$2 dir=${3:-}
[ -f "$INITRAMFS" ] || die "no initramfs at ${INITRAMFS#"$TOP"/}: run 'ARCH=$ARCH make initramfs'"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/test"
[ -z "$dir" ] || cp -a "$dir/." "$root/"
[ "$script" = - ] || { cp "$script" "$root/test/run" && chmod +x "$root/test/run"; }
{
	cat "$INITRAMFS"
	(cd "$root" && find . | cpio -o -H newc --quiet | gzip -1)
} > "$out"
