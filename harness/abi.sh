#!/usr/bin/env bash
# make abi: does the series keep 6.1's module ABI under Debian 12's own configurations?
# For Debian's amd64 and arm64 configurations (linux-config-6.1, the arm64 one fetched with apt-get
# download), builds the objects the series changes twice, once from the base and once from the
# series, and compares:
#   - the modversions CRC of every exported symbol the base has (genksyms's "#SYMVER" lines in the
#     objects' .cmd files); symbols the series adds are listed, not counted;
#   - the layout of every structure and union both builds define (pahole on the objects' DWARF),
#     whatever exported symbol reaches it or not: the series' own state goes in types of its own.
# A changed CRC is explained by genksyms's type dump (.symtypes): the types whose expansion differs.
# Prints a TAP line per architecture and check, and "abi: ARCH: N of M CRCs changed, K layouts".
# The base's side can be read from tests/abi/ARCH.base instead of built (ABI_BASE=recorded: make
# check, which then builds the series' side only), and written there (ABI_RECORD=1): its CRCs,
# and a digest of each layout. It names the base version and the configuration it was made from.
# SERIES=6.12: the same for the 6.12 series under linux-config-6.12, the configurations of Debian
# 13's kernel as Debian 12 carries them (recorded in tests/abi/6.12-ARCH.base).
# Usage: abi.sh [ARCH...]   (x86_64 arm64 by default)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
arches=("$@")
[ ${#arches[@]} -gt 0 ] || arches=(x86_64 arm64)
dir=$BUILD/abi
[ "$SERIES" = 6.1 ] || dir=$BUILD/abi-$SERIES
# Debian's configurations of the kernel the series is for (linux-config-6.1 or linux-config-6.12)
cfgpkg=linux-config-$SERIES
mkdir -p "$dir"
export KBUILD_BUILD_USER=persistent-ftrace KBUILD_BUILD_HOST=qemu
export KBUILD_BUILD_TIMESTAMP="2022-12-11" KBUILD_BUILD_VERSION=1
export CCACHE_BASEDIR=$BUILD CCACHE_NOHASHDIR=1 CCACHE_DEPEND=1

# debian_config ARCH: the path of Debian's configuration for ARCH
debian_config() {
	case $1 in
	x86_64) echo "/usr/src/$cfgpkg/config.amd64_none_amd64.xz" ;;
	arm64)
		local f=$dir/debian-arm64/usr/src/$cfgpkg/config.arm64_none_arm64.xz
		if [ ! -f "$f" ]; then
			say "fetching Debian's arm64 configuration ($cfgpkg:arm64)"
			rm -rf "$dir/debian-arm64" && mkdir -p "$dir/debian-arm64"
			(cd "$dir/debian-arm64" &&
				apt-get download -qq "$cfgpkg:arm64" > download.log 2>&1 &&
				dpkg-deb -x ./*.deb .) || die "apt-get download $cfgpkg:arm64 failed"
		fi
		echo "$f" ;;
	esac
}

# worktree NAME COMMIT: a checkout of COMMIT of the kernel tree at $dir/src-NAME
worktree() {
	local w=$dir/src-$1
	if [ -e "$w/.git" ]; then
		git -C "$w" checkout -q --detach "$2"
	else
		git -C "$TREE" worktree prune
		git -C "$TREE" worktree add -q --detach "$w" "$2"
	fi
	echo "$w"
}

# configured SRC CONFIG FILE: does the configuration build FILE.c? By its directory's Makefile:
# "obj-$(CONFIG_X) += FILE.o" needs CONFIG_X; obj-y, or a part of a composite object, is built;
# a FILE that SRC does not have is not
configured() {
	local name line sym
	# (a file the series adds is not in the base's tree)
	[ -f "$1/$3" ] || return 1
	name=$(basename "$3" .c)
	line=$(grep -E "^[[:space:]]*obj-(\\\$\(CONFIG_[A-Z0-9_]+\)|y)[[:space:]]*[+:]?=.*\b$name\.o\b" \
		"$1/$(dirname "$3")/Makefile" | head -1)
	sym=$(sed -nE 's/.*obj-\$\((CONFIG_[A-Z0-9_]+)\).*/\1/p' <<< "$line")
	[ -z "$sym" ] || grep -q "^$sym=y" "$2"
}

# objects SRC CONFIG ARCH: the objects the series changes that the configuration builds on ARCH,
# besides kernel/trace/ (built whole): a single object is built whatever the configuration says
objects() {
	local srcarch=$3 f
	[ "$3" = x86_64 ] && srcarch=x86
	git -C "$TREE" diff --name-only base HEAD -- '*.c' | while read -r f; do
		case $f in
		kernel/trace/*|tools/*|samples/*|*/libstub/*|arch/*/boot/*) continue ;;
		arch/*) [ "${f#arch/"$srcarch"/}" != "$f" ] || continue ;;
		esac
		if configured "$1" "$2" "$f"; then echo "${f%.c}.o"; fi
	done | sort -u
}

# build SRC OBJ ARCH: Debian's configuration, then kernel/trace/ and the objects, with type dumps
build() {
	local src=$1 obj=$2 arch=$3 cross="" kbarch=$3 o targets=(kernel/trace/)
	[ "$arch" = arm64 ] && cross=aarch64-linux-gnu-
	mkdir -p "$obj"
	kmake() {
		make -s -C "$src" O="$obj" ARCH="$kbarch" CROSS_COMPILE="$cross" \
			CC="ccache ${cross}gcc" HOSTCC="ccache gcc" KBUILD_SYMTYPES=1 "$@"
	}
	xz -dc "$(debian_config "$arch")" > "$obj/.config"
	# Debian signs modules with its own key, which a local build does not have; BTF is made at
	# link time only
	"$src/scripts/config" --file "$obj/.config" --set-str SYSTEM_TRUSTED_KEYS "" \
		--set-str SYSTEM_REVOCATION_KEYS "" --disable MODULE_SIG_ALL --disable DEBUG_INFO_BTF
	kmake olddefconfig > /dev/null
	grep -q '^CONFIG_MODVERSIONS=y' "$obj/.config" || die "$arch: Debian's configuration has no MODVERSIONS"
	mapfile -t -O 1 targets < <(objects "$src" "$obj/.config" "$arch")
	{ kmake -j"$(nproc)" prepare && kmake -j"$(nproc)" "${targets[@]}"; } > "$obj/build.log" 2>&1 || {
		grep -E 'error:|Error [0-9]' "$obj/build.log" | head -10 | sed 's/^/#   /'
		return 1
	}
	printf '%s\n' "${targets[@]}" > "$obj/targets"
}

# crcs OBJ: "SYMBOL CRC" for every exported symbol of the built objects, sorted
crcs() {
	find "$1" -name '.*.o.cmd' -print0 | xargs -0 -r grep -h '^#SYMVER ' |
		awk '{ print $2, $3 }' | sort -u
}

# layouts OBJ OUT: pahole's view of every structure and union the objects define, a file each
layouts() {
	local obj=$1 out=$2 o
	rm -rf "$out" && mkdir -p "$out"
	find "$obj/kernel/trace" -name '*.o' ! -name '*.mod.o' ! -name 'built-in.a' > "$out.list"
	while read -r o; do echo "$obj/$o"; done < <(grep -v '/$' "$obj/targets") >> "$out.list"
	while read -r o; do
		[ -f "$o" ] || continue
		pahole --suppress_aligned_attribute "$o" 2> /dev/null
	done < "$out.list" | awk -v out="$out" '
		/^(struct|union) [A-Za-z_0-9]+ \{/ { name = $1 "_" $2; text = ""; on = 1 }
		on { text = text $0 "\n" }
		on && /^\};/ { on = 0; f = out "/" name; if (!(f in seen)) { seen[f] = 1;
			printf "%s", text > f; close(f) } }'
}

# digests DIR: "NAME SHA1" for each layout file in DIR
digests() { (cd "$1" && sha1sum -- *) | awk '{ print $2, $1 }' | sort; }
# stamp ARCH: what a recorded base was made from
stamp() { echo "# $BASE_PKG $(base_found), Debian's $(basename "$(debian_config "$1")")"; }

failed=0
for arch in "${arches[@]}"; do
	start=$SECONDS
	rec=$TOP/tests/abi/$arch.base
	[ "$SERIES" = 6.1 ] || rec=$TOP/tests/abi/$SERIES-$arch.base
	# the TAP lines of the 6.12 series name it
	what=$arch
	[ "$SERIES" = 6.1 ] || what="$SERIES series: $arch"
	sides=(base series)
	if [ "${ABI_BASE:-}" = recorded ]; then
		if [ ! -f "$rec" ] || [ "$(head -1 "$rec")" != "$(stamp "$arch")" ]; then
			tap_result skip "abi: $what: the series keeps the base's ABI" \
				"${rec#"$TOP"/} is not of $(stamp "$arch" | cut -c3-): make abi ABI_RECORD=1"
			continue
		fi
		sides=(series)
	fi
	say "abi: $what: building ${sides[*]} with Debian's configuration"
	built=1
	for side in "${sides[@]}"; do
		commit=base
		[ "$side" = series ] && commit=$(git -C "$TREE" rev-parse HEAD)
		build "$(worktree "$side" "$commit")" "$dir/obj-$side-$arch" "$arch" || built=0
	done
	verdict "abi: $what: Debian's configuration builds ${sides[*]}" [ $built = 1 ] || {
		failed=1; continue; }
	if [ "${ABI_BASE:-}" = recorded ]; then
		sed -n 's/^crc //p' "$rec" > "$dir/crc-base-$arch"
	else
		crcs "$dir/obj-base-$arch" > "$dir/crc-base-$arch"
	fi
	crcs "$dir/obj-series-$arch" > "$dir/crc-series-$arch"
	# symbols of the base whose CRC differs or that went
	join -a1 "$dir/crc-base-$arch" "$dir/crc-series-$arch" |
		awk 'NF < 3 || $2 != $3 { print $1, $2, (NF < 3 ? "gone" : $3) }' > "$dir/crc-changed-$arch"
	join -v2 "$dir/crc-base-$arch" "$dir/crc-series-$arch" | awk '{ print $1 }' > "$dir/crc-new-$arch"
	total=$(wc -l < "$dir/crc-base-$arch")
	changed=$(wc -l < "$dir/crc-changed-$arch")
	verdict "abi: $what: no exported symbol changes its CRC ($changed of $total changed)" \
		[ "$changed" = 0 ] || {
		failed=1
		sed 's/^/#   /' "$dir/crc-changed-$arch" | head -20
		# what made them change: the types genksyms expanded differently
		# (with the base built here)
		for side in base series; do
			find "$dir/obj-$side-$arch" -name '*.symtypes' -exec cat {} + 2> /dev/null |
				sort -u > "$dir/types-$side"
		done
		awk '$1 ~ /#/ { print $1 }' "$dir/types-base" | sort -u > "$dir/keys-base"
		comm -13 "$dir/types-base" "$dir/types-series" | awk '$1 ~ /#/ { print $1 }' | sort -u |
			comm -12 - "$dir/keys-base" | sed 's/^/#   type changed: /' | head -20
	}
	[ -s "$dir/crc-new-$arch" ] && echo "# $arch: symbols the series adds: $(tr '\n' ' ' < "$dir/crc-new-$arch")"
	layouts "$dir/obj-series-$arch" "$dir/layout-series-$arch"
	digests "$dir/layout-series-$arch" > "$dir/digest-series-$arch"
	if [ "${ABI_BASE:-}" = recorded ]; then
		sed -n 's/^layout //p' "$rec" > "$dir/digest-base-$arch"
	else
		layouts "$dir/obj-base-$arch" "$dir/layout-base-$arch"
		digests "$dir/layout-base-$arch" > "$dir/digest-base-$arch"
	fi
	# the types of the base that the series defines otherwise
	join "$dir/digest-base-$arch" "$dir/digest-series-$arch" | awk '$2 != $3 { print $1 }' \
		> "$dir/layout-changed-$arch"
	nlayout=$(wc -l < "$dir/layout-changed-$arch")
	ntypes=$(wc -l < "$dir/digest-base-$arch")
	if [ -n "${ABI_RECORD:-}" ] && [ "${ABI_BASE:-}" != recorded ]; then
		mkdir -p "$TOP/tests/abi"
		{ stamp "$arch"; sed 's/^/crc /' "$dir/crc-base-$arch"
		  sed 's/^/layout /' "$dir/digest-base-$arch"; } > "$rec"
		echo "# recorded the base's side in ${rec#"$TOP"/}"
	fi
	verdict "abi: $what: no structure of the base changes its layout ($nlayout of $ntypes changed)" \
		[ "$nlayout" = 0 ] || {
		failed=1
		sed 's/_/ /; s/^/#   /' "$dir/layout-changed-$arch" | head -30
		# with the base built here, how each changed
		while read -r t; do
			[ -f "$dir/layout-base-$arch/$t" ] || continue
			diff "$dir/layout-base-$arch/$t" "$dir/layout-series-$arch/$t" | head -20 |
				sed 's/^/#     /'
		done < "$dir/layout-changed-$arch"
	}
	echo "abi: $what: $changed of $total CRCs changed, $nlayout of $ntypes layouts changed ($((SECONDS - start)) s)"
done
exit "$failed"
