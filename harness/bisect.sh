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
# shellcheck disable=SC2317  # called through verdict
build() { "$TOP/harness/kernel.sh" bisect > "$BUILD/bisect-$1.log" 2>&1; } # build N: into bisect-N.log
failed=0 n=0
for c in $(git -C "$TREE" rev-list --reverse base..HEAD); do
	n=$((n + 1))
	subject=$(git -C "$TREE" log -1 --format=%s "$c")
	git -C "$wt" checkout -q --detach "$c"
	verdict "bisect: patch $n builds: $subject" build "$n" || {
		grep -E 'error:|Error [0-9]' "$BUILD/bisect-$n.log" | head -10 | sed 's/^/#   /'
		failed=1
	}
done
[ "$n" -gt 0 ] || die "build/linux has no patches on its base"
exit "$failed"
