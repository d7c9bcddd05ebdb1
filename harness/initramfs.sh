#!/usr/bin/env bash
# Make build/initramfs.cpio.gz: busybox, bash, trace-cmd, kexec and their libraries, the test
# modules (flat, in /modules), the tree's ftracetest (in /ftracetest) and the guest test helpers.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

root=$BUILD/initramfs
rm -rf "$root" && mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,lib,lib64,proc,sys,dev,tmp,root,etc,modules,test}
cp /bin/busybox "$root/bin/busybox"
busybox --list-full | while read -r app; do
	[ -e "$root/$app" ] || ln -s /bin/busybox "$root/$app"
done

# A host binary and the shared libraries it needs, at the same paths.
add_binary() {
	local bin lib
	bin=$(command -v "$1") || die "$1 is not installed (make deps)"
	rm -f "$root/usr/bin/$1" "$root/bin/$1" "$root/sbin/$1" "$root/usr/sbin/$1"
	cp -L "$bin" "$root/usr/bin/$1"
	for lib in $(ldd "$bin" | grep -o '/[^ ]*'); do
		mkdir -p "$root$(dirname "$lib")" && cp -Ln "$lib" "$root$lib"
	done
}
for b in bash trace-cmd kexec; do add_binary "$b"; done
ln -sf /usr/bin/bash "$root/bin/bash"
echo "root:x:0:0:root:/root:/bin/sh" > "$root/etc/passwd"
echo "nobody:x:65534:65534:nobody:/:/bin/sh" >> "$root/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' > "$root/etc/group"

cp "$TOP/tests/guest/init" "$root/init" && chmod +x "$root/init"
cp "$TOP/tests/guest/tap.sh" "$root/test/tap.sh"
cp "$BUILD"/modules/*.ko "$root/modules/" 2>/dev/null || true
cp -r "$TREE/tools/testing/selftests/ftrace" "$root/ftracetest"

(cd "$root" && find . | cpio -o -H newc --quiet | gzip -1) > "$BUILD/initramfs.cpio.gz"
say "initramfs ready: build/initramfs.cpio.gz ($(du -h "$BUILD/initramfs.cpio.gz" | cut -f1))"
