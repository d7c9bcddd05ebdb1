#!/usr/bin/env bash
# libtracefs's own unit tests for the guest: utest/trace-utest (CUnit) of libtracefs 1.6.4, Debian
# 12's version, built against Debian's libtraceevent-dev and libcunit1-dev (make deps) and linked
# statically, left as DIR/usr/bin/trace-utest (the PREPARE= step of the scenario
# libtracefs-utest).
# The source, the first of: $LIBTRACEFS_SRC (the upstream tag libtracefs-1.6.4, a directory or a
# tarball); build/libtracefs/libtracefs-1.6.4.tar, kept from an earlier run; Debian's source
# package libtracefs 1.6.4-1 (its upstream tarball, fetched with apt-get source through a deb-src
# list of its own under build/libtracefs). When none can be had, DIR/test/libtracefs.missing says
# why and the status is 0: the scenario then skips, saying so.
# Usage: libtracefs.sh DIR
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

out=${1:?usage: libtracefs.sh DIR}
VERSION=1.6.4 DEBIAN_VERSION=1.6.4-1
work=$BUILD/libtracefs
tarball=$work/libtracefs-$VERSION.tar
bin=$work/trace-utest
mkdir -p "$work" "$out"

missing() { # missing REASON: no trace-utest for the guest, and why
	mkdir -p "$out/test"
	echo "$*" > "$out/test/libtracefs.missing"
	say "libtracefs: $*"
	exit 0
}

# get_source: the source as $tarball (a tar of the tree, its top directory libtracefs-VERSION)
get_source() {
	local src=${LIBTRACEFS_SRC:-} apt=$work/apt dl orig opts top mirror
	if [ -n "$src" ]; then
		[ -e "$src" ] || die "LIBTRACEFS_SRC=$src: no such file or directory"
		if [ -d "$src" ]; then
			tar -C "$(dirname "$src")" --transform "s,^$(basename "$src"),libtracefs-$VERSION," \
				-cf "$tarball.new" "$(basename "$src")"
		else
			tar -xOf "$src" > /dev/null || die "LIBTRACEFS_SRC=$src is not a tarball tar can read"
			rm -rf "$work/unpack" && mkdir -p "$work/unpack"
			tar -C "$work/unpack" -xf "$src"
			top=$(ls "$work/unpack")
			if [ "$(wc -l <<< "$top")" != 1 ] || [ ! -d "$work/unpack/$top" ]; then
				die "LIBTRACEFS_SRC=$src does not hold one top directory"
			fi
			tar -C "$work/unpack" --transform "s,^$top,libtracefs-$VERSION," -cf "$tarball.new" "$top"
			rm -rf "$work/unpack"
		fi
		mv "$tarball.new" "$tarball"
		return 0
	fi
	[ ! -s "$tarball" ] || return 0
	# Debian's source package, through apt's ordinary client with lists of its own: a deb-src
	# line for the machine's own Debian mirror (its sources have no deb-src line)
	mirror=$({ sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources
		sed -n 's/^deb \(\[[^]]*\] \)\? *\([^ ]*\) .*/\2/p' /etc/apt/sources.list
		} 2> /dev/null | grep -v security | head -n1 || true)
	[ -n "$mirror" ] || { say "libtracefs: apt's sources name no Debian mirror"; return 1; }
	mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
	echo "deb-src $mirror bookworm main" > "$apt/sources.list"
	opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache")
	dl=$work/dl
	rm -rf "$dl" && mkdir -p "$dl"
	if ! apt-get -qq "${opts[@]}" update > "$dl/log" 2>&1 ||
		! (cd "$dl" && apt-get -q "${opts[@]}" source --download-only \
			"libtracefs=$DEBIAN_VERSION") >> "$dl/log" 2>&1; then
		grep '^E:' "$dl/log" | head -3 | sed 's/^/    apt: /' >&2
		return 1
	fi
	orig=$(find "$dl" -name "libtracefs_$VERSION.orig.tar.*" | head -n1)
	[ -n "$orig" ] || return 1
	LIBTRACEFS_SRC=$orig get_source
	rm -rf "$dl"
}

if [ ! -x "$bin" ] || [ -n "${LIBTRACEFS_SRC:-}" ]; then
	get_source || missing "libtracefs $VERSION's source could not be had: Debian's archive" \
		"did not give libtracefs $DEBIAN_VERSION's source package, and LIBTRACEFS_SRC is not set" \
		"(a directory or tarball of the upstream tag libtracefs-$VERSION)"
	tree=$work/libtracefs-$VERSION
	rm -rf "$tree" && tar -C "$work" -xf "$tarball"
	got=$(sed -n 's/^TFS_\(VERSION\|PATCHLEVEL\|EXTRAVERSION\) = //p' "$tree/Makefile" | paste -sd.)
	[ "$got" = "$VERSION" ] || die "the libtracefs source is version ${got:-unknown}, not $VERSION"
	for p in libtraceevent-dev libcunit1-dev; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
			die "$p is not installed (make deps)"
	done
	# the library and the test objects with upstream's Makefile (its test target links them
	# with the shared libraries), then the same objects linked statically for the guest
	if ! make -C "$tree" libs > "$work/build.log" 2>&1 ||
		! make -C "$tree" test >> "$work/build.log" 2>&1; then
		tail -n 20 "$work/build.log" >&2
		die "libtracefs $VERSION did not build (above)"
	fi
	# libtraceevent dlopen()s its plugins: none in the guest, which it tolerates
	gcc -static -o "$bin.new" "$tree"/utest/trace-utest.o "$tree"/utest/tracefs-utest.o \
		"$tree/lib/libtracefs.a" -l:libtraceevent.a -l:libcunit.a -ldl 2>> "$work/build.log" ||
		{ tail -n 20 "$work/build.log" >&2; die "trace-utest did not link statically (above)"; }
	mv "$bin.new" "$bin"
	say "libtracefs $VERSION: trace-utest built (${bin#"$TOP"/})"
fi
mkdir -p "$out/usr/bin"
cp "$bin" "$out/usr/bin/trace-utest"
