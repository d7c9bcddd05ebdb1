#!/usr/bin/env bash
# Make build/initramfs.cpio.gz: busybox, bash, trace-cmd, kexec and their libraries, the test
# modules (flat, in /modules), the tree's ftracetest (in /ftracetest; x86_64: the 6.12 tree's too, in
# /ftracetest-6.12) and the guest test helpers
# (x86_64: pf-rawfuncs, tests/guest/rawfuncs.c; pf-splice, tests/guest/splice.c; pf-pages,
# tests/guest/pages.c; pf-rawread, tests/bench/rawread.c).
# With ARCH=arm64, build/arm64/initramfs.cpio.gz: Debian's arm64 busybox-static and bash, with
# their libraries (packages fetched with apt-get download: make deps adds the arm64 and i386
# architectures), trace-cmd, the arm64 kernel's modules and ftracetest (the pf- helpers are
# x86_64's); no kexec-tools
# (its arm64 package pulls in Xen's libraries). ARCH=i386: build/i386/initramfs.cpio.gz, Debian's
# i386 packages of the same tools, kexec-tools included; none of the pf- helpers.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

root=$(variant_dir test)/initramfs
rm -rf "$root" && mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,lib,lib64,proc,sys,dev,tmp,root,etc,modules,test}

# foreign_debs DIR PACKAGE...: the packages' builds for the guest's architecture (DEB_ARCH),
# unpacked into DIR (fetched once)
foreign_debs() {
	local dir=$1 cache p; shift
	cache=$(variant_dir test)/debs
	mkdir -p "$cache"
	for p in "$@"; do
		if [ -z "$(find "$cache" -name "${p}_*_$DEB_ARCH.deb")" ]; then
			(cd "$cache" && apt-get download -q "$p:$DEB_ARCH" > /dev/null 2>&1) ||
				die "cannot fetch $p:$DEB_ARCH: run 'make deps' (dpkg --add-architecture $DEB_ARCH, apt-get update)"
		fi
		dpkg-deb -x "$(find "$cache" -name "${p}_*_$DEB_ARCH.deb" | sort | tail -n1)" "$dir"
	done
}
case $ARCH in
arm64)
	debs=$(mktemp -d)
	trap 'rm -rf "$debs"' EXIT
	foreign_debs "$debs" busybox-static bash libc6 libtinfo6
	cp "$debs/bin/busybox" "$root/bin/busybox"
	cp "$debs/bin/bash" "$root/usr/bin/bash"
	mkdir -p "$root/lib/aarch64-linux-gnu"
	cp -P "$debs"/lib/aarch64-linux-gnu/{ld-linux-aarch64.so.1,libc.so.6,libtinfo.so.6*} \
		"$root/lib/aarch64-linux-gnu/"
	cp -P "$debs/lib/ld-linux-aarch64.so.1" "$root/lib/"
	# trace-cmd and its libraries, whole
	foreign_debs "$root" trace-cmd libtraceevent1 libtracefs1 libzstd1
	rm -rf "${root:?}/usr/share" ;;
i386)
	# Debian's i386 packages, whole: busybox, bash, kexec-tools (kexec -l), trace-cmd, and
	# their libraries; less their documentation and glibc's character set modules
	foreign_debs "$root" busybox-static bash libc6 libtinfo6 kexec-tools trace-cmd \
		libtraceevent1 libtracefs1 libzstd1
	mv "$root/bin/bash" "$root/usr/bin/bash"
	rm -rf "${root:?}"/usr/share "$root"/usr/lib/i386-linux-gnu/gconv "$root"/etc/init.d \
		"$root"/etc/default "$root"/lib/systemd ;;
*)
	cp /bin/busybox "$root/bin/busybox" ;;
esac
# the applets of Debian's busybox (the same version on both architectures)
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
if [ "$ARCH" = x86_64 ]; then
	for b in bash trace-cmd kexec; do add_binary "$b"; done
	# a raw page reader that prints function entries' addresses as numbers (raw-in-place)
	gcc -O2 -Wall -o "$root/usr/bin/pf-rawfuncs" "$TOP/tests/guest/rawfuncs.c" ||
		die "cannot build tests/guest/rawfuncs.c (gcc's message above)"
	# trace_pipe_raw read as trace-cmd records, with splice (raw-in-place)
	gcc -O2 -Wall -o "$root/usr/bin/pf-splice" "$TOP/tests/guest/splice.c" ||
		die "cannot build tests/guest/splice.c (gcc's message above)"
	# trace_pipe_raw read a page at a time, the pages checked (v612-raw-read)
	gcc -O2 -Wall -o "$root/usr/bin/pf-pages" "$TOP/tests/guest/pages.c" ||
		die "cannot build tests/guest/pages.c (gcc's message above)"
	# trace_pipe_raw read a page at a time, timed (v612-raw-read)
	gcc -O2 -Wall -o "$root/usr/bin/pf-rawread" "$TOP/tests/bench/rawread.c" ||
		die "cannot build tests/bench/rawread.c (gcc's message above)"
fi
ln -sf /usr/bin/bash "$root/bin/bash"
echo "root:x:0:0:root:/root:/bin/sh" > "$root/etc/passwd"
echo "nobody:x:65534:65534:nobody:/:/bin/sh" >> "$root/etc/passwd"
printf 'root:x:0:\nnogroup:x:65534:\n' > "$root/etc/group"

cp "$TOP/tests/guest/init" "$root/init" && chmod +x "$root/init"
cp "$TOP/tests/guest/tap.sh" "$root/test/tap.sh"
cp "$(variant_dir test)"/modules/*.ko "$root/modules/" 2>/dev/null || true
cp -r "$TREE/tools/testing/selftests/ftrace" "$root/ftracetest"
if [ "$ARCH" = x86_64 ]; then
	# the 6.12 tree's, with the 6.12 series (v612-ftracetest)
	# (tree.sh waits for a tree.sh already at work on it; the copy, too)
	[ -d "$TREE612/tools/testing/selftests/ftrace" ] || SERIES=6.12 "$TOP/harness/tree.sh" > /dev/null
	flock "$(tree_lock "$TREE612")" cp -r "$TREE612/tools/testing/selftests/ftrace" "$root/ftracetest-6.12"
fi

(cd "$root" && find . | cpio -o -H newc --quiet | gzip -1) > "$INITRAMFS"
say "initramfs ready: ${INITRAMFS#"$TOP"/} ($(du -h "$INITRAMFS" | cut -f1))"
