#!/usr/bin/env bash
# shellcheck disable=SC2016  # the backquotes in the patterns are Markdown's
# The facts the docs name, against the repository and the trees: every relative link and every
# repository path in backticks exists; every kernel path in backticks exists in one of the two
# trees (build/linux, build/linux-6.12) or is one the series adds; every "patch N" of the docs is a
# patch of its series (the 6.12 series where the line says 6.12 first); every patch subject that
# docs/series.md lists is one of a series; every "the `SUITE` KUnit suite ... N cases" counts the
# suite's cases in the 6.1 tree. Prints one TAP line per kind of fact, and what is wrong.
# Usage: docs-check.sh   (series-check.sh runs it with the 6.1 series)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

cd "$TOP"
docs=(README.md docs/*.md tests/scenarios/README.md)
count() { grep -cv -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$1/series"; } # count DIR: its patches
n61=$(count patches) n612=$(count patches-6.12)
# the Subject: lines, unfolded (format-patch folds a long one onto lines that begin with a blank)
subjects=$(awk '/^Subject: / { s = $0; while ((getline l) > 0 && l ~ /^[ \t]/) s = s l; sub(/^Subject: \[PATCH[^]]*\] /, "", s); print s; nextfile }' patches/*.patch patches-6.12/*.patch)
added=$(cat patches/*.patch patches-6.12/*.patch | sed -n 's|^+++ b/||p' | sort -u)

# fact KIND: the TAP line of one kind of fact, from the problems on stdin (one a line)
fact() {
	local wrong
	wrong=$(sort -u)
	verdict "docs: $1" test -z "$wrong" || while IFS= read -r l; do echo "#   $l"; done <<< "$wrong"
}

for d in "${docs[@]}"; do
	{ grep -oE '\]\([^)#: ]+(#[^)]*)?\)' "$d" || true; } | sed -E 's/^\]\(//; s/[#)].*//' | while read -r l; do
		[ -e "$(dirname "$d")/$l" ] || echo "$d: link to $l"
	done
done | fact "every relative link resolves"

# a path of the repository in backticks; placeholders (NAME, ARCH, N, X) and globs are left out
for d in "${docs[@]}"; do
	{ grep -oE '`(harness|tests|docs|config|patches|patches-6\.12|\.ci)/[^` ]*`' "$d" || true; } |
		tr -d '`' | { grep -vE '[A-Z]{2,}|\*|/N\b|/X\.|\.\.\.' || true; } | while read -r p; do
			[ -e "${p%/}" ] || echo "$d: $p"
		done
done | fact "every repository path named in backticks exists"

if [ -d "$BUILD/linux/kernel" ] && [ -d "$BUILD/linux-6.12/kernel" ]; then
	for d in "${docs[@]}"; do
		{ grep -oE '`(kernel|mm|arch|include|lib|Documentation|tools|samples|scripts|drivers|fs|init)/[^` :]*`' \
			"$d" || true; } | tr -d '`' | { grep -vE '[*]|/N\b|\.\.\.' || true; } | while read -r p; do
				[ -e "$BUILD/linux/${p%/}" ] || [ -e "$BUILD/linux-6.12/${p%/}" ] ||
					grep -qxF "$p" <<< "$added" || echo "$d: $p"
			done
	done | fact "every kernel path named in backticks is in a tree or added by the series"
else
	tap_result skip "docs: every kernel path named in backticks is in a tree or added by the series" \
		"build/linux or build/linux-6.12 not made"
fi

# patch N, patches N-M, patches N and M, patches N, M: N within its series
for d in "${docs[@]}"; do
	{ grep -noE '(6\.12[^|.;]*)?\bpatch(es)? [0-9]+((-| and |, )[0-9]+)*' "$d" || true; } | while IFS=: read -r line m; do
		max=$n61 which=6.1
		[[ $m != 6.12* ]] || max=$n612 which=6.12
		while read -r n; do
			[ "$((10#$n))" -ge 1 ] && [ "$((10#$n))" -le "$max" ] ||
				echo "$d:$line: patch $n of the $which series (it has $max)"
		done < <(grep -oE '[0-9]+((-| and |, )[0-9]+)*$' <<< "$m" | grep -oE '[0-9]+')
	done
done | fact "every patch number is a patch of its series"

sed -n 's/^| `\([^`]*\)` |.*/\1/p' docs/series.md | while IFS= read -r s; do
	grep -qxF "$s" <<< "$subjects" || echo "docs/series.md: $s"
done | fact "every patch docs/series.md lists is in a series"

# the suites are in either series' tree (the 6.12 one where it is made)
suite_dirs=("$BUILD/linux/kernel" "$BUILD/linux/lib")
[ ! -d "$BUILD/linux-6.12/lib" ] || suite_dirs+=("$BUILD/linux-6.12/kernel" "$BUILD/linux-6.12/lib")
if [ -d "$BUILD/linux/kernel" ]; then
	for d in "${docs[@]}" tests/scenarios/*.sh; do
		{ grep -noE '`?[a-z_]+`? KUnit suite[^|]*\b[0-9]+ cases' "$d" || true; } |
		while IFS=: read -r line m; do
			suite=$(grep -oE '^`?[a-z_]+' <<< "$m" | tr -d '`')
			said=$(grep -oE '[0-9]+ cases$' <<< "$m" | cut -d' ' -f1)
			f=$(grep -rl --include='*.c' "\.name = \"$suite\"" "${suite_dirs[@]}" | head -1 || true)
			has=$( [ -z "$f" ] || grep -cE '^\s*KUNIT_CASE(_PARAM)?\(' "$f")
			[ "$said" = "${has:-none}" ] || echo "$d:$line: $suite has ${has:-no suite}, not $said cases"
		done
	done | fact "every KUnit suite's case count is its count"
else
	tap_result skip "docs: every KUnit suite's case count is its count" "build/linux not made"
fi
