#!/usr/bin/env bash
# Build the test kernel from build/linux: tinyconfig + config/test.config + config/$ARCH.config
# (+ config/VARIANT.config). Leaves build/bzImage and build/modules/*.ko (variant "debug":
# build/debug/bzImage, build/debug/modules). With ARCH=arm64 it cross-builds (gcc-aarch64-linux-gnu)
# build/arm64/Image and build/arm64/modules (variant V: build/arm64-V/).
# Variant "base" builds the unpatched base (a worktree of build/linux at tag "base") with the same
# config, less the options the series adds, into build/base/: the baseline for comparisons.
# Variant "bisect" builds whatever build/bisect (a worktree of build/linux) has checked out, with the
# test config less the options its patches do not have yet: harness/bisect.sh walks the series.
# Variant "v6.12" builds Debian's linux-source-6.12 as it is (mainline's own persistent ring buffer;
# a worktree of build/linux-6.12 at its tag "base"), variant "v6.12pf" the same with the 6.12 series
# (patches-6.12/, build/linux-6.12 as make tree SERIES=6.12 makes it), each with the same config
# less the options 6.12 does not have, into build/v6.12/ and build/v6.12pf/.
# Variants v6.12-selftest and v6.12pf-selftest: the same with the boot-time self-tests of tracing
# (config/selftest.config), built from the objects of v6.12 or v6.12pf where those are there;
# v6.12pf-lockdep: with lock dependency checking (config/lockdep.config), likewise.
# Usage: kernel.sh [test|debug|alt|kasan|lockdep|nopae|base|bisect|v6.12|v6.12pf|v6.12-selftest|
#                  v6.12pf-selftest|v6.12pf-lockdep]
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

variant=${1:-test}
frags=("$FRAGMENT" "$TOP/config/$ARCH.config")
out=$(variant_dir "$variant") obj=$(variant_obj "$variant") src=$TREE
from="test"  # the variant whose objects a variant made by a fragment starts from
case $variant in v6.12*) ;; *) [ -e "$TREE/.git" ] || die "no kernel tree: run 'make tree' first" ;; esac
case $variant in
test) ;;
base)
	src=$BUILD/linux-base
	if [ ! -d "$src" ]; then
		git -C "$TREE" worktree prune
		git -C "$TREE" worktree add -q --detach "$src" base
	fi ;;
v6.12|v6.12pf|v6.12-selftest|v6.12pf-selftest|v6.12pf-lockdep)
	SERIES=6.12 "$TOP/harness/tree.sh"
	src=$TREE612
	frags+=("$TOP/config/v6.12.config")
	# -selftest: with the kernel's boot-time self-tests of tracing, from the objects of the
	# kernel without them
	case $variant in
	*-selftest) frags+=("$TOP/config/selftest.config") from=${variant%-selftest} ;;
	*-lockdep) frags+=("$TOP/config/lockdep.config") from=${variant%-lockdep} ;;
	esac
	if [ "${variant%-selftest}" = v6.12 ]; then
		src=$BUILD/linux-6.12-base
		# (made anew where FRESH=1 make tree took the tree it was a worktree of)
		if ! git -C "$src" rev-parse -q --verify HEAD > /dev/null 2>&1; then
			rm -rf "$src"
			git -C "$TREE612" worktree prune
			git -C "$TREE612" worktree add -q --detach "$src" base
		fi
	fi ;;
bisect)
	src=$BUILD/bisect
	[ -d "$src" ] || die "no $src: harness/bisect.sh makes it" ;;
*)
	[ -f "$TOP/config/$variant.config" ] || die "no config/$variant.config"
	frags+=("$TOP/config/$variant.config") ;;
esac

# a fixed build time and number: a tree and a config give the same banner here and in a clean CI
# clone (so two variants share a banner, which the series must tell apart all the same)
export ARCH KBUILD_BUILD_USER=persistent-ftrace KBUILD_BUILD_HOST=qemu
export KBUILD_BUILD_TIMESTAMP="2022-12-11" KBUILD_BUILD_VERSION=1 CCACHE_BASEDIR=$BUILD CCACHE_NOHASHDIR=1
# ccache's depend mode: a miss compiles once, where the default mode runs the preprocessor first
# to hash its output; kbuild's -Wp,-MMD depfiles give ccache the headers instead: a cold i386
# build (a new CI machine) takes about a quarter less than in the default mode, no more than
# without ccache, and a build again from this cache well under a minute.
export CCACHE_DEPEND=1
cross=""
if [ "$ARCH" = arm64 ]; then
	cross=aarch64-linux-gnu-
	command -v ${cross}gcc >/dev/null || die "no ${cross}gcc: run 'make deps' (gcc-aarch64-linux-gnu)"
fi
kmake() {
	make -s -C "$src" O="$obj" CROSS_COMPILE="$cross" CC="ccache ${cross}gcc" HOSTCC="ccache gcc" "$@"
}

# A variant made by a fragment on top of the test kernel (alt, debug, kasan, lockdep) starts from the test
# kernel's objects when it has none of its own: make then compiles only what the fragment
# changes, where with a cold ccache (a new CI machine) it would compile everything once more
# (alt: seconds after the test kernel, where a cold build takes minutes)
if [ "$variant" != "$from" ] && { [ -f "$TOP/config/$variant.config" ] || [ "$from" != test ]; } &&
	[ ! -f "$obj/.config" ] && [ -f "$(variant_obj "$from")/vmlinux" ]; then
	say "starting ($variant, $ARCH) from the $from kernel's objects"
	rm -rf "$obj" && cp -a "$(variant_obj "$from")" "$obj"
	# the records of how tools (objtool) were built name their directory: made to name the copy,
	# or objtool would be linked again, and every object, which depends on it, redone
	# (grep -r, not find | xargs grep: a batch of names with no match would fail the pipe,
	# and where xargs splits the list depends on how long the clone's path is)
	fromdir=$(variant_obj "$from")/
	{ grep -rlIZF --include='.*.cmd' "$fromdir" "$obj" || [ $? = 1 ]
	  [ ! -d "$obj/tools" ] || grep -rlIZF "$fromdir" "$obj/tools" || [ $? = 1 ]; } |
		xargs -0 -r sed -i "s|$fromdir|$obj/|g"
fi
mkdir -p "$obj" "$out"
say "configuring ($variant, $ARCH): tinyconfig + ${frags[*]##*/}"
kmake tinyconfig >/dev/null
"$src/scripts/kconfig/merge_config.sh" -m -O "$obj" "$obj/.config" "${frags[@]}" >/dev/null
kmake olddefconfig >/dev/null
# (a symbol that a later fragment sets again is checked by its last line: config/nopae.config's
# HIGHMEM4G replaces i386.config's HIGHMEM64G)
missing=$(cat "${frags[@]}" | grep -E '^(CONFIG_[A-Z0-9_]+=|# CONFIG_[A-Z0-9_]+ is not set)' |
	awk '{ s = $0; sub(/^# /, "", s); sub(/[= ].*/, "", s); last[s] = $0; if (!(s in at)) order[n++] = s; at[s] = 1 }
		END { for (i = 0; i < n; i++) print last[order[i]] }' |
	while read -r line; do
		grep -qxF "$line" "$obj/.config" && continue
		# the base (and the series half way) lacks the options the series adds
		sym=$(echo "$line" | grep -o 'CONFIG_[A-Z0-9_]*' | sed 's/^CONFIG_//')
		case $variant in base|bisect|v6.12*)
			grep -rqx --include='Kconfig*' "config $sym" "$src" || continue ;;
		esac
		echo "  $line"
	done)
[ -z "$missing" ] || die "config lines that did not survive olddefconfig (a missing dependency?):
$missing"

say "building ($variant, $ARCH) with $(nproc) jobs; ccache: $(ccache -s 2>/dev/null | grep -m1 -i 'hits' || echo n/a)"
start=$SECONDS
# A cold build takes minutes: say every 30 s how far it got (object files newer than the start)
stamp=$(mktemp) && trap 'rm -f "$stamp"' EXIT
( while sleep 30 && kill -0 $$ 2>/dev/null; do
	say "  still building ($variant, $ARCH): $((SECONDS - start))s, $(find "$obj" -name '*.o' -newer "$stamp" | wc -l) objects compiled"
done ) &
ticker=$!
rc=0
kmake -j"$(nproc)" "$IMAGE" modules || rc=$?
kill "$ticker" 2>/dev/null || true
[ "$rc" = 0 ] || die "the $variant kernel did not build (make exit $rc); the errors are above"
cp "$obj/arch/$SRCARCH/boot/$IMAGE" "$out/$IMAGE"
rm -rf "$out/modules" && mkdir -p "$out/modules"
find "$obj" -name '*.ko' -not -path "$obj/pf-test-modules/*" -exec cp {} "$out/modules/" \;
# The project's test modules (tests/modules), built against this kernel; they use the series'
# API: for the base and a bisect step only pf_printk (trace_printk() alone, for the
# nonuser-identical scenario). M= builds in place: from a copy in the build tree.
case $variant in v6.12*) ;; *)
	tm=$obj/pf-test-modules
	rm -rf "$tm" && mkdir -p "$tm" && cp "$TOP"/tests/modules/{Kbuild,*.c,*.h} "$tm/"
	case $variant in base|bisect) echo 'obj-m := pf_printk.o' > "$tm/Kbuild" ;; esac
	kmake M="$tm" modules > "$tm/build.log" 2>&1 ||
		die "tests/modules did not build against the $variant kernel: see ${tm#"$TOP"/}/build.log"
	cp "$tm"/*.ko "$out/modules/"
	# pf_rebuild built again with PF_REBUILD_B: the same module rebuilt with a change, as
	# pf_rebuild_b.ko (the file's name only: the module is pf_rebuild either way)
	if [ -f "$tm/pf_rebuild.ko" ]; then
		mkdir -p "$tm/b" && cp "$TOP/tests/modules/pf_rebuild.c" "$tm/b/"
		printf 'ccflags-y := -DPF_REBUILD_B\nobj-m := pf_rebuild.o\n' > "$tm/b/Kbuild"
		kmake M="$tm/b" modules > "$tm/b/build.log" 2>&1 ||
			die "pf_rebuild (build B) did not build: see ${tm#"$TOP"/}/b/build.log"
		cp "$tm/b/pf_rebuild.ko" "$out/modules/pf_rebuild_b.ko"
	fi ;;
esac
say "kernel ($variant, $ARCH) ready in $((SECONDS - start))s: ${out#"$TOP"/}/$IMAGE, $(find "$out/modules" -name '*.ko' | wc -l) modules"
