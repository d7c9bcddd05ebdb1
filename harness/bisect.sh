#!/usr/bin/env bash
# make bisect: build the test kernel after each patch of the series (build/linux's commits since
# "base"), in the worktree build/bisect, to show that every patch builds on its own. One
# incremental build per patch (ccache helps): about half an hour for the whole series.
# Prints a TAP line per patch and exits non-zero if one does not build.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
wt=$BUILD/bisect
git -C "$TREE" worktree prune
[ -d "$wt" ] || git -C "$TREE" worktree add -q --detach "$wt" base
failed=0 n=0
for c in $(git -C "$TREE" rev-list --reverse base..HEAD); do
	n=$((n + 1))
	subject=$(git -C "$TREE" log -1 --format=%s "$c")
	git -C "$wt" checkout -q --detach "$c"
	if "$TOP/harness/kernel.sh" bisect > "$BUILD/bisect-$n.log" 2>&1; then
		echo "ok - bisect: patch $n builds: $subject"
	else
		echo "not ok - bisect: patch $n builds: $subject"
		grep -E 'error:|Error [0-9]' "$BUILD/bisect-$n.log" | head -10 | sed 's/^/#   /'
		failed=1
	fi
done
[ "$n" -gt 0 ] || die "build/linux has no patches on its base"
exit "$failed"
