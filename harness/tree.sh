#!/usr/bin/env bash
# Make build/linux: the Debian base as one commit (tag "base"), the series applied on top with git am.
# An existing tree is left alone if it already holds the series; it is re-made if patches/ changed and
# the tree has no commits of its own (FRESH=1 forces a new tree, discarding work not exported).
# SERIES=6.12: build/linux-6.12, linux-source-6.12 and patches-6.12/ instead.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -f "$BASE_TARBALL" ] || die "$BASE_TARBALL is missing: install $BASE_PKG (make deps)"
found=$(base_found)
[ "$found" = "$BASE_VERSION" ] ||
	say "warning: $BASE_PKG $found is installed; the series is tested on $BASE_VERSION"

# one tree.sh a tree at a time: kernel.sh (a 6.12 kernel) and initramfs.sh (6.12's ftracetest), run
# side by side by kernels.sh, may both ask for build/linux-6.12 while it is being unpacked
exec 9> "$(tree_lock "$TREE")"
flock 9
stamp=$TREE/.git/pf-series
if [ -d "$TREE/.git" ] && [ "${FRESH:-0}" != 1 ]; then
	git -C "$TREE" rev-parse -q --verify base >/dev/null ||
		die "$TREE is a git tree without a 'base' tag: not made by this harness; move it away"
	want=$(series_digest)
	read -r have head < "$stamp" || true
	if [ "${have:-}" = "$want" ]; then
		say "tree up to date: $(git -C "$TREE" rev-list --count base..HEAD) patches on $BASE_PKG $found"
		exit 0
	fi
	if [ "$(git -C "$TREE" rev-parse HEAD)" != "${head:-}" ]; then
		[ "$(git -C "$TREE" rev-list --count base..HEAD)" = 0 ] && [ "$(series_patches | wc -l)" = 0 ] && {
			echo "$want $(git -C "$TREE" rev-parse HEAD)" > "$stamp"; exit 0; }
		die "${TREE#"$TOP"/} has commits that are not in ${PATCHES#"$TOP"/}/: run 'make export' first (or FRESH=1 make tree to discard them)"
	fi
	say "${PATCHES#"$TOP"/}/ changed: re-applying the series"
	git -C "$TREE" reset -q --hard base
	git -C "$TREE" clean -qfdx
else
	say "unpacking $BASE_PKG $found into $TREE"
	rm -rf "$TREE" "${BUILD:?}/$BASE_PKG"
	mkdir -p "$BUILD"
	tar -C "$BUILD" -xf "$BASE_TARBALL"
	mv "$BUILD/$BASE_PKG" "$TREE"
	say "making the base commit"
	git -C "$TREE" init -q -b main
	git -C "$TREE" config core.autocrlf false
	git -C "$TREE" config gc.auto 0
	git -C "$TREE" add -A -f   # Debian's .gitignore ignores the top level
	# a fixed identity and date: the same base makes the same base commit (whatever identity,
	# if any, the user's git config or environment holds)
	GIT_AUTHOR_NAME=base GIT_AUTHOR_EMAIL=base@localhost GIT_COMMITTER_NAME=base \
	GIT_COMMITTER_EMAIL=base@localhost \
	GIT_AUTHOR_DATE="2022-12-11 00:00 +0000" GIT_COMMITTER_DATE="2022-12-11 00:00 +0000" \
		git -C "$TREE" -c user.name=base -c user.email=base@localhost -c commit.gpgsign=false \
		commit -q -m "base: Debian $BASE_PKG $found" ||
		die "git could not make the base commit in $TREE (git's message above)"
	git -C "$TREE" tag base
fi

# one git am for the whole series (about three times as fast as one git am a patch, each
# refreshing the index of the whole tree); on a failure, the patch that failed is the one after
# those applied
mapfile -t series < <(series_patches)
for p in "${series[@]}"; do
	[ -f "$PATCHES/$p" ] || die "${PATCHES#"$TOP"/}/series names $p, which is not there"
done
if [ ${#series[@]} -gt 0 ] &&
	! out=$(git_harness -C "$TREE" am -q --keep-cr "${series[@]/#/$PATCHES/}" < /dev/null 2>&1); then
	p=${series[$(git -C "$TREE" rev-list --count base..HEAD)]:-?}
	git_harness -C "$TREE" am --abort >/dev/null 2>&1 || true   # it too wants an identity
	git_said "$out"
	die "git am could not apply patch $p to $BASE_PKG $found (the series is tested on $BASE_VERSION); git's reason is above"
fi
n=${#series[@]}
echo "$(series_digest) $(git -C "$TREE" rev-parse HEAD)" > "$stamp"
say "tree ready: $n patches applied on $BASE_PKG $found"
