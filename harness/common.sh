# shellcheck shell=bash disable=SC2034  # the variables are for the scripts that source this
# One place for the facts the harness needs. Sourced by every harness script.
set -euo pipefail

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The base each series is written and tested against: Debian's kernel source package. SERIES=6.12
# (for make tree, make export and the series' checks) is the second series, for linux-source-6.12:
# patches-6.12/, applied in build/linux-6.12.
SERIES=${SERIES:-6.1}
case $SERIES in
6.1) BASE_PKG=linux-source-6.1 BASE_VERSION=6.1.192-3 ;;
6.12) BASE_PKG=linux-source-6.12 BASE_VERSION=6.12.118-1~deb12u1 ;;
*) printf 'error: SERIES is 6.1 or 6.12, not %s\n' "$SERIES" >&2; exit 1 ;;
esac
# 6.12's source: the base of the second series, and mainline's own persistent buffer for make
# compare (kernel.sh's variants v6.12, Debian's 6.12 as it is, and v6.12pf, with the series)
V612_TARBALL=${V612_TARBALL:-/usr/src/linux-source-6.12.tar.xz}
if [ "$SERIES" = 6.1 ]; then BASE_TARBALL=${BASE_TARBALL:-/usr/src/$BASE_PKG.tar.xz}
else BASE_TARBALL=$V612_TARBALL; fi

BUILD=${BUILD:-$TOP/build}
TREE612=$BUILD/linux-6.12  # the same for the 6.12 series
TREE=$BUILD/linux          # git tree: base commit + the series as commits
[ "$SERIES" = 6.1 ] || TREE=$TREE612
# tree_lock TREE: a lock file for TREE; tree.sh holds it while it makes or re-applies TREE, and a
# reader of TREE that runs beside it (initramfs.sh in the background of kernels.sh) takes it too
tree_lock() { mkdir -p "$BUILD" && echo "$BUILD/.${1##*/}.lock"; }
OBJ=$BUILD/obj             # out-of-tree kernel build
FRAGMENT=$TOP/config/test.config

# The architecture of the guests: x86_64 or i386 (QEMU's pc machine; i386 as Debian's 686-pae
# kernel) or arm64 (QEMU's virt machine, as Android's GKI). ARCH=arm64 on make's command line;
# kernel.sh exports kbuild's own ARCH. SRCARCH is the tree's arch/ directory.
ARCH_GIVEN=${ARCH:-}	# set: the user asked for one architecture only
case ${ARCH:-x86_64} in
x86_64|x86) ARCH=x86_64 SRCARCH=x86 IMAGE=bzImage RAM_BASE=0 ;;
i386|i686) ARCH=i386 SRCARCH=x86 IMAGE=bzImage RAM_BASE=0 ;;
arm64|aarch64) ARCH=arm64 SRCARCH=arm64 IMAGE=Image RAM_BASE=$((0x40000000)) ;;
*) printf 'error: ARCH is x86_64, i386 or arm64, not %s\n' "$ARCH" >&2; exit 1 ;;
esac
# the Debian architecture of the guest's packages (none: the host's own binaries)
case $ARCH in i386) DEB_ARCH=i386 ;; arm64) DEB_ARCH=arm64 ;; *) DEB_ARCH="" ;; esac
# variant_dir VARIANT: where kernel.sh leaves a variant's image and modules/
variant_dir() {
	local d=$BUILD v=$1
	# build/bisect is the worktree that variant bisect builds: its image and modules go beside it
	[ "$v" != bisect ] || v=bisect-out
	[ "$ARCH" = x86_64 ] || d=$BUILD/$ARCH
	if [ "$v" = test ]; then echo "$d"; elif [ "$ARCH" = x86_64 ]; then echo "$d/$v"; else
		echo "$d-$v"; fi
}
kernel_image() { echo "$(variant_dir "$1")/$IMAGE"; }  # kernel_image VARIANT
# ram_file NAME: a path for the RAM file of a test's guest (boot.sh --ram). QEMU maps guest RAM
# from that file, shared: every page the guest touches is a page of the file. On the build tree's
# disk file system those faults cost a third of a boot's time and the kernel writes the dirty
# pages back to disk; on a tmpfs they do not (boot-mapped-damage, 11 boots: 30.4 s with 8.4 s of
# system time on ext4, 22.8 s with 2.8 s on /dev/shm). So the RAM files go to RAM_DIR if set, else
# to /dev/shm (a directory for this tree) when it is a tmpfs with 8 GiB free (two guests of 2 GiB
# at once and room to spare), else beside the build (a container's 64 MiB /dev/shm).
ram_file() {
	local dir=${RAM_DIR:-}
	if [ -z "$dir" ]; then
		dir=$BUILD/ram-files
		if [ "$(stat -f -c %T /dev/shm 2> /dev/null)" = tmpfs ] &&
			[ "$(df -k --output=avail /dev/shm 2> /dev/null | tail -1)" -ge $((8 << 20)) ]; then
			dir=/dev/shm/persistent-ftrace-$(id -u)-$(printf %s "$BUILD" | md5sum | cut -c1-8)
		fi
	fi
	mkdir -p "$dir" && echo "$dir/$1"
}
# variant_obj VARIANT: where kernel.sh builds a variant (its objects, .config and headers)
variant_obj() {
	local o=$OBJ
	[ "$ARCH" = x86_64 ] || o=$BUILD/obj-$ARCH
	if [ "$1" = test ]; then echo "$o"; else echo "$o-$1"; fi
}
# scenario_header FILE KEY...: the values a scenario gives these header keys, one line each (empty
# for a key it does not set), read the way harness/scenario.sh reads them: by sourcing the file
# after tests/range-layout.sh, here in an empty environment, so that VARIANT=${VARIANT:-test}
# reads as test. A KEY ending in '*' stands for every key of that prefix the file sets, in
# number order (KEXEC*: KEXEC2's value, KEXEC3's...). tests/scenarios/README.md lists the keys.
scenario_header() {
	# shellcheck disable=SC2016  # the inner shell expands these
	env -i PATH="$PATH" bash -c '
		f=$1; shift
		. "$0" && . "$f" > /dev/null || exit 1
		for k in "$@"; do
			if [ "${k%\*}" != "$k" ]; then
				for v in $(compgen -v "${k%\*}" | sort -V); do echo "${!v}"; done
			else
				echo "${!k:-}"
			fi
		done' "$TOP/tests/range-layout.sh" "$@" || die "cannot read the headers of $1"
}
# The header keys (tests/scenarios/keys.txt): KEY_BOOT[NAME] is each, only or no (whether a boot
# may have its own value), KEY_DEFAULT[NAME] the default
declare -A KEY_BOOT=() KEY_DEFAULT=()
while IFS= read -r line; do
	[[ $line =~ ^([A-Z_]+)\ +(each|only|no)\ +([^ ]+) ]] || continue
	KEY_BOOT[${BASH_REMATCH[1]}]=${BASH_REMATCH[2]}
	KEY_DEFAULT[${BASH_REMATCH[1]}]=${BASH_REMATCH[3]#-}
done < "$TOP/tests/scenarios/keys.txt"
unset line
# boot_key KEY N: boot N's value of a header key, for scenario.sh, which has sourced the scenario:
# KEYn if the scenario sets it, even to nothing, else KEY; an empty value is the key's default
boot_key() {
	local v=$1$2 val
	if [ -n "${!v+set}" ]; then val=${!v}; else val=${!1:-}; fi
	echo "${val:-${KEY_DEFAULT[$1]}}"
}
# one_apart A B: A and B differ by one letter (one changed, added or left out) or two swapped
one_apart() {
	local a=$1 b=$2 i=0
	[ "$a" != "$b" ] || return 1
	while [ "${a:i:1}" = "${b:i:1}" ]; do i=$((i + 1)); done
	[ "${a:i+1}" = "${b:i+1}" ] || [ "${a:i+1}" = "${b:i}" ] || [ "${a:i}" = "${b:i+1}" ] ||
		{ [ "${a:i:1}${a:i+1:1}" = "${b:i+1:1}${b:i:1}" ] && [ "${a:i+2}" = "${b:i+2}" ]; }
}
# scenario_key_check FILE: dies if the scenario sets a header key that is not one, as it would
# otherwise be left unread without a word: a boot number on a key that is one for every boot
# (MEM2=), none on a key that is per boot alone (KEXEC=), a name one letter from a key's
# (TIMEOUTS=, CMDLINE_2=). The scenario's own variables are its business.
scenario_key_check() {
	local v k n bad=()
	# shellcheck disable=SC2016  # the inner shell expands these
	for v in $(env -i PATH="$PATH" bash -c '. "$0"; a=$(compgen -v | sort); . "$1" > /dev/null
		comm -13 <(echo "$a") <(compgen -v | sort)' "$TOP/tests/range-layout.sh" "$1"); do
		[[ $v =~ ^[A-Z][A-Z0-9_]*$ ]] || continue
		k=$v n=
		[[ ! $v =~ ^(.*[^0-9])([0-9]+)$ ]] || k=${BASH_REMATCH[1]} n=${BASH_REMATCH[2]}
		case ${KEY_BOOT[$v]:-}:${KEY_BOOT[$k]:-} in
		only:*) bad+=("$v takes a boot number (${v}2=)") ;;
		?*:*|:each|:only) ;;
		:no) bad+=("$v: $k is one for every boot, it takes no boot number") ;;
		*) for k in "${!KEY_BOOT[@]}"; do
			! one_apart "${v%"$n"}" "$k" || bad+=("$v is no header key: $k?")
		done ;;
		esac
	done
	[ ${#bad[@]} = 0 ] ||
		die "$1: $(printf '%s; ' "${bad[@]}")the keys are tests/scenarios/keys.txt"
}
# scenario_arches FILE: the architectures a scenario runs on (its ARCHES=; x86_64 if none)
scenario_arches() {
	local a
	a=$(scenario_header "$1" ARCHES)
	echo "${a:-x86_64}"
}
# scenario_group FILE: the run a scenario belongs to (its GROUP=): check (make check, the default),
# soak, bench, compare, demo or bisect
scenario_group() {
	local g
	g=$(scenario_header "$1" GROUP)
	echo "${g:-check}"
}
# group_scenarios GROUP: the scenario files of a run (their GROUP=), in name order
group_scenarios() {
	local f
	for f in "$TOP"/tests/scenarios/*.sh; do
		[ "$f" = "$TOP/tests/scenarios/template.sh" ] || [ "$(scenario_group "$f")" != "$1" ] ||
			echo "$f"
	done
}
# declared_runs RUN: the runs tests/runs.txt declares for RUN (check, soak), one line each, "NAME
# SETTING... TARGET ARG..." (a line that begins with a blank goes on with the one before)
declared_runs() {
	awk -v r="$1" 'function out() { if (split(line, w) && w[1] == r) print substr(line, index(line, w[2])) }
		/^#/ || /^$/ { next } /^[ \t]/ { line = line " " $0; next } { out(); line = $0 }
		END { out() }' "$TOP/tests/runs.txt" | tr -s ' \t' ' '
}
# declared_run NAME: the line of declared_runs (check or soak) for the run NAME, or nothing
declared_run() { (declared_runs check; declared_runs soak) | awk -v n="$1" '$1 == n'; }
# run_command NAME SETTING... TARGET ARG...: one run of declared_runs as the array RUN_CMD, and its
# architecture as RUN_ARCH: env with the settings (a value ${VAR:-DEFAULT} is the environment's VAR,
# else DEFAULT), then the script (a path) with its arguments, or scenario.sh with the scenario (a
# name) and the suffix that makes its name NAME
run_command() {
	local name=$1 v n
	shift
	RUN_ARCH=x86_64 RUN_CMD=(env)
	while [[ ${1:-} == *=* ]]; do
		v=${1#*=}
		if [[ $v =~ ^\$\{([A-Z_][A-Z0-9_]*):-([^}]*)\}$ ]]; then
			n=${BASH_REMATCH[1]} v=${BASH_REMATCH[2]}
			v=${!n:-$v}
		fi
		[ "${1%%=*}" != ARCH ] || RUN_ARCH=$v
		RUN_CMD+=("${1%%=*}=$v")
		shift
	done
	[ $# -gt 0 ] || die "tests/runs.txt: $name runs nothing"
	if [[ $1 == */* ]]; then
		[ -x "$TOP/$1" ] || die "tests/runs.txt: $name: $1 is not a script of the tree"
		RUN_CMD+=("$TOP/$1" "${@:2}")
	else
		[ -f "$TOP/tests/scenarios/$1.sh" ] || die "tests/runs.txt: $name: no scenario $1"
		[[ $name == "$1"-* ]] || die "tests/runs.txt: $name runs $1: its name begins with '$1-'"
		RUN_CMD+=("SCENARIO_SUFFIX=${name#"$1"}" "$TOP/harness/scenario.sh"
			"$TOP/tests/scenarios/$1.sh")
	fi
}
# scenario_story FILE: a scenario's story (its first comment block), after "Scenario: ", one line
scenario_story() {
	awk 'NR == 1 && /shellcheck/ { next } /^#/ { sub(/^# ?/, ""); printf "%s ", $0; next } { exit }' \
		"$1" | sed -e 's/^Scenario[^:]*: //' -e 's/ *$//'
}
# scenario_gist FILE: the first sentence of its story
scenario_gist() { scenario_story "$1" | sed 's/\. .*//'; }
# scenario_soak FILE: the kernel variants make soak runs a scenario on again (its SOAK_KERNELS=)
scenario_soak() { scenario_header "$1" SOAK_KERNELS; }
# arch_suffix ARCH: what a scenario's name gains on ARCH (nothing on x86_64, -arm64, -i386)
arch_suffix() { [ "$1" = x86_64 ] || echo "-$1"; }
# scenario_variants FILE: the kernels a scenario boots: its VARIANT= (test if none), each VARIANTn=
# a boot of it boots and each KEXECn= it kexecs into
scenario_variants() {
	local v
	v=$(scenario_header "$1" VARIANT)
	echo "${v:-test}"
	scenario_header "$1" 'VARIANT*' 'KEXEC*' | grep . || true
}
# the initramfs: x86_64's in build/, another architecture's beside its kernel
INITRAMFS=$(variant_dir test)/initramfs.cpio.gz
# the series (other values only for the harness's own tests)
if [ "$SERIES" = 6.1 ]; then PATCHES=${PATCHES:-$TOP/patches}; else PATCHES=${PATCHES:-$TOP/patches-$SERIES}; fi


say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# The commits the harness makes (git am of the series) carry its own identity as committer, the
# patches' authors kept: a fresh machine (root with no ~/.gitconfig) has no identity of its own.
HARNESS_GIT_NAME="persistent-ftrace harness" HARNESS_GIT_EMAIL=harness@localhost
git_harness() { # git_harness ARGS...: git, committing as the harness, whatever the user's config
	GIT_COMMITTER_NAME=$HARNESS_GIT_NAME GIT_COMMITTER_EMAIL=$HARNESS_GIT_EMAIL \
		git -c user.name="$HARNESS_GIT_NAME" -c user.email="$HARNESS_GIT_EMAIL" \
		-c commit.gpgsign=false "$@"
}
# git_said OUTPUT: the last lines of a failed git command's output, indented, without the hints on
# how to go on (the harness aborts the operation); for the harness's message that follows
git_said() {
	grep -v -e '^hint: ' -e '^When you have resolved' -e '^If you prefer to skip' \
		-e '^To restore the original branch' <<< "$1" | tail -n 12 | sed 's/^/    git: /' >&2
}

# Host-side results are TAP lines, as the guest's (tests/guest/tap.sh):
# tap_result ok|not-ok|skip DESCRIPTION [WHY]: one result, as every check on the host writes it
# (the guest's are tests/guest/tap.sh's; check.sh numbers them all)
tap_result() {
	case $1 in
	ok) echo "ok - $2" ;;
	not-ok) echo "not ok - $2" ;;
	skip) echo "ok - $2 # SKIP${3:+ $3}" ;;
	*) die "tap_result: ok, not-ok or skip, not '$1'" ;;
	esac
}
# verdict DESCRIPTION COMMAND...: "ok - DESCRIPTION" if COMMAND succeeds, else "not ok - ..." and
# a failure return, after which the caller may say what went wrong
verdict() {
	local desc=$1
	shift
	if "$@"; then
		tap_result ok "$desc"
	else
		tap_result not-ok "$desc"
		return 1
	fi
}
# tally_counts FILE: "PASSED FAILED SKIPPED", the counts of the TAP lines in FILE
tally_counts() {
	local skipped
	skipped=$(grep -c '^ok .*# SKIP' "$1" || true)
	echo "$(($(grep -c '^ok ' "$1" || true) - skipped)) $(grep -c '^not ok ' "$1" || true) $skipped"
}
# tally FILE: "N passed, N failed[, N skipped]" for the TAP lines in FILE
tally() {
	local skipped passed failed line
	read -r passed failed skipped <<< "$(tally_counts "$1")"
	line="$passed passed, $failed failed"
	[ "$skipped" = 0 ] || line="$line, $skipped skipped"
	echo "$line"
}

base_found() { dpkg-query -W -f='${Version}' "$BASE_PKG" 2>/dev/null || echo "not installed"; }

# The patches of the series, in order, as listed in patches/series.
series_patches() {
	[ -f "$PATCHES/series" ] || return 0
	grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$PATCHES/series"
}

# A digest of the series as it stands in patches/, to see whether the tree holds it.
series_digest() {
	( [ ! -d "$PATCHES" ] || { cd "$PATCHES" && series_patches | xargs -r cat; } ) | sha256sum |
		cut -d' ' -f1
}

# bench_files OBJ DIR: tests/bench's pf_bench.ko, built against the kernel built in OBJ, and the raw
# reader, into DIR/bench (a guest's /bench, through EXTRA_DIR): for make bench and make compare
bench_files() {
	local src
	src=$BUILD/bench-src/$(basename "$1")
	rm -rf "$src" "$2" && mkdir -p "$src" "$2/bench"
	cp "$TOP"/tests/bench/{Kbuild,pf_bench.c,pf_bench.h} "$src/"
	make -s -C "$1" M="$src" CC="ccache gcc" modules > "$src/build.log" 2>&1 ||
		die "pf_bench.ko did not build against $1: see $src/build.log"
	cp "$src/pf_bench.ko" "$2/bench/"
	gcc -static -O2 -o "$2/bench/rawread" "$TOP/tests/bench/rawread.c" ||
		die "the raw reader did not build"
}
# bootconfig_tool: the path of tools/bootconfig's "bootconfig", built from the tree on first use
bootconfig_tool() {
	local tool=$BUILD/tools/bootconfig
	if [ ! -x "$tool" ] || [ "$TREE/lib/bootconfig.c" -nt "$tool" ]; then
		mkdir -p "$BUILD/tools"
		gcc -Wall -I"$TREE/tools/bootconfig/include" -o "$tool" \
			"$TREE/tools/bootconfig/main.c" "$TREE/lib/bootconfig.c" ||
			die "could not build tools/bootconfig"
	fi
	echo "$tool"
}
