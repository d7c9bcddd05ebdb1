#!/usr/bin/env bash
# Checks of the series itself and of the harness: patches/series lists exactly the patch files,
# every patch is checkpatch --strict clean, the series applies with git apply onto a fresh base,
# kernel-doc finds no new warning in the files it touches, the harness scripts are shellcheck
# clean, the facts the docs name exist (docs-check.sh). SERIES=6.12: the same checks of the 6.12 series (patches-6.12/, build/linux-6.12), as
# "series-6.12", without the harness's.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ "$SERIES" = 6.1 ] || "$TOP/harness/tree.sh" > /dev/null 2>&1 || die "cannot make ${TREE#"$TOP"/}"
name=series
[ "$SERIES" = 6.1 ] || name=series-$SERIES
listed=$(series_patches | sort)
present=$(find "$PATCHES" -maxdepth 1 -name '*.patch' -printf '%f\n' | sort)
verdict "$name: ${PATCHES#"$TOP"/}/series lists every patch file" test "$listed" = "$present" || true

# UNKNOWN_COMMIT_ID: checkpatch looks the ids of Fixes: and "commit ..." up in the git repository
# it runs in; the base is a Debian source package without upstream's history, so every upstream
# id would be unknown here (they are upstream's, as cited by the stable tree).
for p in $(series_patches); do
	rc=0
	report=$("$TREE/scripts/checkpatch.pl" --strict --no-tree --quiet --no-summary \
		--ignore FILE_PATH_CHANGES,UNKNOWN_COMMIT_ID "$PATCHES/$p" 2>&1) || rc=$?
	verdict "$name: checkpatch --strict clean: $p" test "$rc" = 0 -a -z "$report" ||
		echo "$report" | head -30 | sed 's/^/#   /'
done

# The whole series applies, patch after patch, to a fresh base (what a reader of the patches
# does): git apply into a scratch index made from the base commit, which takes a second where a
# worktree to git am into takes half a minute to check out.
idx=$(mktemp)
mapfile -t series < <(series_patches | sed "s|^|$PATCHES/|")
rc=0
out=$(export GIT_INDEX_FILE=$idx
	git -C "$TREE" read-tree base 2>&1 &&
	for p in "${series[@]}"; do
		git -C "$TREE" apply --cached "$p" 2>&1 || { echo "error: ${p##*/} does not apply"; exit 1; }
	done) || rc=$?
verdict "$name: all $(series_patches | wc -l) patches apply in order to a fresh base" test "$rc" = 0 ||
	git_said "$out" 2>&1 | sed 's/^/#/'
rm -f "$idx"

# kernel-doc: no file the series touches has more warnings than on the base (new files none)
kdoc_warnings() { "$TREE/scripts/kernel-doc" -none "$1" 2>&1 | grep -c "warning:" || true; }
tmp=$(mktemp)
for f in $(git -C "$TREE" diff --name-only base..HEAD -- '*.c' '*.h'); do
	[ -f "$TREE/$f" ] || continue
	now=$(kdoc_warnings "$TREE/$f")
	if git -C "$TREE" cat-file -e "base:$f" 2>/dev/null; then
		git -C "$TREE" show "base:$f" > "$tmp"
		was=$(kdoc_warnings "$tmp")
	else
		was=0
	fi
	verdict "$name: kernel-doc adds no warning: $f ($now, base $was)" test "$now" -le "$was" ||
		"$TREE/scripts/kernel-doc" -none "$TREE/$f" 2>&1 | head -10 | sed 's/^/#   /'
done
rm -f "$tmp"

# memblock's simulator (tools/testing/memblock, which mm's maintainers run) builds the series'
# mm/memblock.c and passes its cases, as on the base: in a scratch copy of the files it reads,
# where the series touches memblock
if [ -n "$(git -C "$TREE" diff --name-only base..HEAD -- mm/memblock.c include/linux/memblock.h)" ]
then
	sim=$(mktemp -d)
	rc=0
	out=$(git -C "$TREE" archive HEAD tools mm include arch/x86/include lib | tar -x -C "$sim" &&
		make -s -C "$sim/tools/testing/memblock" -j"$(nproc)" 2>&1 &&
		"$sim/tools/testing/memblock/main" -v 2>&1) || rc=$?
	cases=$(grep -c '^ok ' <<< "$out" || true)
	verdict "$name: memblock's simulator builds the series' memblock and passes ($cases cases)" \
		test "$rc" = 0 -a "$cases" -gt 0 || grep -m 10 -e error -e 'not ok' <<< "$out" | sed 's/^/#   /'
	rm -rf "$sim"
fi

# the facts the docs name (the harness and the docs are checked once, with the 6.1 series)
[ "$SERIES" != 6.1 ] || "$TOP/harness/docs-check.sh" || true
if [ "$SERIES" != 6.1 ]; then
	:
elif command -v shellcheck >/dev/null; then
	rc=0
	report=$( (cd "$TOP" && shellcheck -x -s bash harness/*.sh tests/*.sh tests/scenarios/*.sh \
		tests/guest/tap.sh .ci/run && shellcheck -s sh tests/guest/init) 2>&1) || rc=$?
	verdict "series: harness scripts are shellcheck clean" test "$rc" = 0 ||
		echo "$report" | head -30 | sed 's/^/#   /'
else
	tap_result skip "series: harness scripts are shellcheck clean" "shellcheck not installed"
fi
