# shellcheck shell=bash disable=SC2034  # the variables are for the scripts that source this
# One place for the facts the harness needs. Sourced by every harness script.
set -euo pipefail

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The base the series is written and tested against: Debian's kernel source package.
BASE_PKG=linux-source-6.1
BASE_VERSION=6.1.192-2
BASE_TARBALL=${BASE_TARBALL:-/usr/src/linux-source-6.1.tar.xz}

BUILD=${BUILD:-$TOP/build}
TREE=$BUILD/linux          # git tree: base commit + the series as commits
OBJ=$BUILD/obj             # out-of-tree kernel build
FRAGMENT=$TOP/config/test.config
PATCHES=${PATCHES:-$TOP/patches}   # the series (other values only for the harness's own tests)


say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

base_found() { dpkg-query -W -f='${Version}' "$BASE_PKG" 2>/dev/null || echo "not installed"; }

# The patches of the series, in order, as listed in patches/series.
series_patches() {
	[ -f "$PATCHES/series" ] || return 0
	grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$PATCHES/series"
}

# A digest of the series as it stands in patches/, to see whether the tree holds it.
series_digest() {
	( cd "$PATCHES" && series_patches | xargs -r cat ) | sha256sum | cut -d' ' -f1
}
