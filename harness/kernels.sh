#!/usr/bin/env bash
# The kernels that the given scenarios boot, one "ARCH VARIANT" line each: the architectures of
# each scenario's ARCHES= line (only $ARCH if ARCH was given), its VARIANT= (test if none) and
# every KEXECn= it kexecs into. No scenario: every one of tests/scenarios, and the x86_64 test
# kernel that the groups of harness/check.sh other than scenarios boot. No scenario: those of
# make check (GROUP=check, the default), or of the run that GROUP names (GROUP=soak).
# Usage: kernels.sh [--build] [SCENARIO...]   (--build: build each one with kernel.sh)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

build=""
[ "${1:-}" != --build ] || { build=1; shift; }
files=()
if [ $# = 0 ]; then
	for f in "$TOP"/tests/scenarios/*.sh; do
		[ "$(scenario_group "$f")" != "${GROUP:-check}" ] || files+=("$f")
	done
else
	for s in "$@"; do
		[ -f "$s" ] || s=$TOP/tests/scenarios/${s%.sh}.sh
		[ -f "$s" ] || die "no scenario $s"
		files+=("$s")
	done
fi

list=$(
	{
		[ $# != 0 ] || { [ -n "$ARCH_GIVEN" ] && [ "$ARCH" != x86_64 ]; } || echo "x86_64 test"
		for f in "${files[@]}"; do
			for a in $(scenario_arches "$f"); do
				[ -z "$ARCH_GIVEN" ] || [ "$a" = "$ARCH" ] || continue
				for v in $(scenario_variants "$f"); do echo "$a $v"; done
			done
		done
	  # each architecture's test kernel first: the other variants start from its objects
	} | sort -u | awk '{ print ($2 == "test" ? 0 : 1), $0 }' | sort -k2,2 -k1,1n -k3 | cut -d' ' -f2-
)
if [ -z "$build" ]; then
	[ -z "$list" ] || echo "$list"
	exit 0
fi
# The architectures build at once, each its kernels in turn (a variant starts from its test
# kernel's objects): a build leaves a processor idle while it links, configures and installs
# (x86_64 from a cold ccache: 453 s of compiling in 280 s with two jobs, 81%), and another
# architecture's compiling fills it. Each build runs $(nproc) jobs, so a lane alone keeps the
# processors busy too. A failed build stops its lane; the others finish, then this fails.
lane() { # lane ARCH: build that architecture's kernels of the list, in its order
	local a v
	while read -r a v; do
		[ "$a" != "$1" ] || ARCH=$a "$TOP/harness/kernel.sh" "$v" || return
	done <<< "$list"
}
pids=()
mapfile -t arches < <(cut -d' ' -f1 <<< "$list" | sort -u)
for a in "${arches[@]}"; do
	lane "$a" &
	pids+=($!)
done
failed=""
for i in "${!pids[@]}"; do
	wait "${pids[$i]}" || failed+=" ${arches[$i]}"
done
[ -z "$failed" ] || die "the kernels of$failed did not build (their errors are above)"
# each architecture's initramfs (with its test kernel's modules, if built) comes after its kernels
cut -d' ' -f1 <<< "$list" | sort -u | while read -r a; do
	ARCH=$a "$TOP/harness/initramfs.sh"
done
