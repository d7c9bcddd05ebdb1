#!/usr/bin/env bash
# Write build/linux's commits since "base" back to patches/ (one file per commit, stable names) and
# rewrite patches/series. Patches are never edited by hand: edit and commit in build/linux, then export.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
untracked=$(git -C "$TREE" ls-files --others -- . ':!*.orig' ':!*.rej' | head -20)
[ -z "$untracked" ] || say "warning: untracked files in build/linux are not exported (new files need 'git add -f',
Debian's .gitignore hides the top level):
$untracked"
git -C "$TREE" diff --quiet HEAD || say "warning: build/linux has uncommitted changes; they are not exported"

rm -f "$TOP"/patches/*.patch
git -C "$TREE" format-patch -q -N --no-signature --zero-commit --no-stat -o "$TOP/patches" base..HEAD
{
	echo "# The persistent-ftrace series, in order, for $BASE_PKG $BASE_VERSION (apply with git am)."
	find "$TOP/patches" -maxdepth 1 -name '*.patch' -printf '%f\n' | sort
} > "$TOP/patches/series"
echo "$(series_digest) $(git -C "$TREE" rev-parse HEAD)" > "$TREE/.git/pf-series"
say "exported $(series_patches | wc -l) patches to patches/"
