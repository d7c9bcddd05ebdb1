#!/usr/bin/env bash
# Debian unstable's trace-cmd (3.4 or later, with libtraceevent 1.9 or later: the client that saves
# an instance's last_boot_info with the data and applies it) for one scenario's guest, next to
# Debian 12's trace-cmd 3.1.6 of the initramfs, without touching the host's packages.
# Usage: sid-tools.sh DIR
# Lays out in DIR, a tree of files for a guest's root (a scenario's PREPARE=harness/sid-tools.sh):
#   /sid/bin/trace-cmd, /sid/lib/ (its libraries and sid's own glibc and loader), /sid/plugins/
#   (libtraceevent's plugins), and /usr/bin/trace-cmd-sid, which runs it through sid's loader:
#   ld-linux-x86-64.so.2 --library-path /sid/lib /sid/bin/trace-cmd ARGS
# The packages are fetched once with apt-get download from a private sources list (unstable), then
# unpacked with dpkg-deb -x; all of it is kept in build/sid-tools, so a second run downloads
# nothing. Before handing the tool to a guest it runs it here, on the host, the same way.
# When the tool cannot be had (no network, unstable moved past what this expects, not x86_64),
# DIR/sid/unavailable says why (one line, for the guest's "# SKIP") and the exit status is 0.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ $# = 1 ] || die "usage: sid-tools.sh DIR"
out=$1
cache=$BUILD/sid-tools
# trace-cmd's Depends in unstable (libtraceevent1-plugin: the plugins), and glibc for the loader
PACKAGES="trace-cmd libtraceevent1 libtraceevent1-plugin libtracefs1 libzstd1 zlib1g libc6"
MULTIARCH=x86_64-linux-gnu

# unavailable REASON: say why in DIR and stop
unavailable() {
	mkdir -p "$out/sid"
	echo "$*" > "$out/sid/unavailable"
	say "sid-tools: $*"
	exit 0
}

[ "$ARCH" = x86_64 ] || unavailable "unstable's trace-cmd is fetched for x86_64 guests only, not $ARCH"
mkdir -p "$cache"
# one fetch at a time (two scenarios may ask at once)
exec 9> "$cache/.lock"
flock 9

# apt-get and apt-cache on a sources list of their own, with no local package state: the host's
# apt configuration, lists and dpkg database are neither read nor changed
apt_sid() {
	"$1" -q -o Dir::Etc::SourceList="$cache/sources.list" -o Dir::Etc::SourceParts=/dev/null \
		-o Dir::State::Lists="$cache/lists" -o Dir::Cache="$cache/apt" \
		-o Dir::State::status=/dev/null -o APT::Architecture=amd64 \
		-o APT::Architectures=amd64 -o APT::Sandbox::User=root "${@:2}"
}
root=$cache/root
if [ ! -x "$root/usr/bin/trace-cmd" ]; then
	rm -rf "$cache/debs" "$root.new"
	mkdir -p "$cache/lists/partial" "$cache/apt/archives/partial" "$cache/debs" "$root.new"
	echo "deb http://deb.debian.org/debian unstable main" > "$cache/sources.list"
	apt_sid apt-get update > "$cache/fetch.log" 2>&1 ||
		unavailable "apt-get update of Debian unstable failed (no network?): see build/sid-tools/fetch.log"
	# shellcheck disable=SC2086  # one word a package
	(cd "$cache/debs" && apt_sid apt-get download $PACKAGES) >> "$cache/fetch.log" 2>&1 ||
		unavailable "apt-get download of unstable's $PACKAGES failed: see build/sid-tools/fetch.log"
	for deb in "$cache"/debs/*.deb; do
		dpkg-deb -x "$deb" "$root.new" || unavailable "dpkg-deb -x $(basename "$deb") failed"
	done
	rm -rf "$root" && mv "$root.new" "$root"
	# the index is 30 MB and says nothing once the packages are here
	rm -rf "$cache/lists" "$cache/apt"
fi
lib=$root/usr/lib/$MULTIARCH
[ -x "$lib/ld-linux-x86-64.so.2" ] || unavailable "unstable's libc6 has no $MULTIARCH/ld-linux-x86-64.so.2"

# run on the host, through its own loader: the version it says (3.4.0 and so on)
version=$("$lib/ld-linux-x86-64.so.2" --library-path "$lib" "$root/usr/bin/trace-cmd" --version 2>&1 |
	sed -n 's/^trace-cmd version \([0-9][0-9.]*\).*/\1/p') || true
[ -n "$version" ] || unavailable "unstable's trace-cmd does not run on the host through its own loader"
# last_boot_info came with trace-cmd 3.4 and libtraceevent 1.9
printf '%s\n' 3.4 "$version" | sort -C -V ||
	unavailable "unstable's trace-cmd is $version, older than 3.4"
libversion=$(basename "$(readlink -f "$lib/libtraceevent.so.1")")
libversion=${libversion#libtraceevent.so.}
printf '%s\n' 1.9 "$libversion" | sort -C -V ||
	unavailable "unstable's libtraceevent is $libversion, older than 1.9"

# the guest's files: the binary, the libraries it needs (and theirs), the plugins
rm -rf "$out/sid" && mkdir -p "$out/sid/bin" "$out/sid/lib" "$out/sid/plugins" "$out/usr/bin"
cp "$root/usr/bin/trace-cmd" "$out/sid/bin/"
for l in ld-linux-x86-64.so.2 libc.so.6 libtraceevent.so.1 libtracefs.so.1 libzstd.so.1 libz.so.1; do
	cp -L "$lib/$l" "$out/sid/lib/" || unavailable "unstable's packages have no $l"
done
cp "$lib"/traceevent/plugins/*.so "$out/sid/plugins/"
echo "$version libtraceevent $libversion" > "$out/sid/version"
cat > "$out/usr/bin/trace-cmd-sid" << 'EOF'
#!/bin/sh
# Debian unstable's trace-cmd, with its own glibc and libraries (harness/sid-tools.sh)
TRACEEVENT_PLUGIN_DIR=/sid/plugins exec /sid/lib/ld-linux-x86-64.so.2 --library-path /sid/lib \
	/sid/bin/trace-cmd "$@"
EOF
chmod +x "$out/usr/bin/trace-cmd-sid"
say "trace-cmd $version (libtraceevent $libversion) from Debian unstable, for the guest"
