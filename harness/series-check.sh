#!/usr/bin/env bash
# Checks of the series itself and of the harness: patches/series lists exactly the patch files,
# every patch is checkpatch --strict clean, the harness scripts are shellcheck clean.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

listed=$(series_patches | sort)
present=$(find "$TOP/patches" -maxdepth 1 -name '*.patch' -printf '%f\n' | sort)
if [ "$listed" = "$present" ]; then echo "ok - series: patches/series lists every patch file"
else echo "not ok - series: patches/series and the patch files differ"; fi

for p in $(series_patches); do
	if report=$("$TREE/scripts/checkpatch.pl" --strict --no-tree --quiet --no-summary \
			--ignore FILE_PATH_CHANGES "$TOP/patches/$p" 2>&1) && [ -z "$report" ]; then
		echo "ok - series: checkpatch --strict clean: $p"
	else
		echo "not ok - series: checkpatch --strict clean: $p"
		echo "$report" | head -30 | sed 's/^/#   /'
	fi
done

if command -v shellcheck >/dev/null; then
	if report=$( (cd "$TOP" && shellcheck -x -s bash harness/*.sh tests/*.sh tests/scenarios/*.sh .ci/run) 2>&1); then
		echo "ok - series: harness scripts are shellcheck clean"
	else
		echo "not ok - series: harness scripts are shellcheck clean"
		echo "$report" | head -30 | sed 's/^/#   /'
	fi
else
	echo "ok - series: harness scripts are shellcheck clean # SKIP shellcheck not installed"
fi
