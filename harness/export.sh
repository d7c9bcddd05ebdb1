#!/usr/bin/env bash
# Write build/linux's commits since "base" back to patches/ (one file per commit, stable names) and
# rewrite patches/series. Patches are never edited by hand: edit and commit in build/linux, then export.
# SERIES=6.12: build/linux-6.12 to patches-6.12/.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
untracked=$(git -C "$TREE" ls-files --others -- . ':!*.orig' ':!*.rej' | head -20)
[ -z "$untracked" ] || say "warning: untracked files in build/linux are not exported (new files need 'git add -f',
Debian's .gitignore hides the top level):
$untracked"
git -C "$TREE" diff --quiet HEAD || say "warning: build/linux has uncommitted changes; they are not exported"

# The section headers of patches/series (the comment and blank lines before a patch's name, after
# the first line) stay with that patch, found by its name without the number (a patch put before
# it renumbers it); a header whose patch is gone is dropped, and said so.
headers=$(mktemp)
trap 'rm -f "$headers"' EXIT
# headers: "NAME<tab>LINE\nLINE..." (NAME without its number, the lines joined with a literal \n)
mkdir -p "$PATCHES"
[ ! -f "$PATCHES/series" ] || awk 'NR == 1 { next }
	/^#/ || /^[[:space:]]*$/ { h = (n++ ? h "\\n" : "") $0; next }
	{ if (n) print substr($0, 6) "\t" h; h = ""; n = 0 }' "$PATCHES/series" > "$headers"

rm -f "$PATCHES"/*.patch
git -C "$TREE" format-patch -q -N --no-signature --zero-commit --stat=80 -o "$PATCHES" base..HEAD
{
	echo "# The persistent-ftrace series, in order, for $BASE_PKG $BASE_VERSION (apply with git am)."
	find "$PATCHES" -maxdepth 1 -name '*.patch' -printf '%f\n' | sort | while read -r p; do
		h=$(awk -F'\t' -v p="${p#[0-9][0-9][0-9][0-9]-}" '$1 == p { print $2; exit }' "$headers")
		[ -z "$h" ] || printf '%b\n' "$h"
		echo "$p"
	done
} > "$PATCHES/series"
cut -f1 "$headers" | while read -r p; do
	compgen -G "$PATCHES/[0-9][0-9][0-9][0-9]-$p" > /dev/null ||
		say "warning: the section header before $p in ${PATCHES#"$TOP"/}/series is dropped: no such patch now"
done
echo "$(series_digest) $(git -C "$TREE" rev-parse HEAD)" > "$TREE/.git/pf-series"
say "exported $(series_patches | wc -l) patches to ${PATCHES#"$TOP"/}/"
