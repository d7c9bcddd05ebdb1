#!/usr/bin/env bash
# The kernels that the given scenarios boot, one "ARCH VARIANT" line each: the architectures of
# each scenario's ARCHES= line (only $ARCH if ARCH was given), its VARIANT= (test if none) and
# every KEXECn= it kexecs into. No scenario: those of make check (GROUP=check, the default), or of
# the run that GROUP names (GROUP=soak), and the kernels of that run's lines in tests/runs.txt
# (their ARCH= and VARIANT=, else x86_64 and test; a scenario's own kernels on that ARCH).
# Usage: kernels.sh [--build] [SCENARIO...]   (--build: build each one with kernel.sh; a SCENARIO
# may also be the name of a run in tests/runs.txt, as for check.sh)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

build=""
[ "${1:-}" != --build ] || { build=1; shift; }
files=() runs=()
if [ $# = 0 ]; then
	for f in "$TOP"/tests/scenarios/*.sh; do
		[ "$(scenario_group "$f")" != "${GROUP:-check}" ] || files+=("$f")
	done
else
	for s in "$@"; do
		# a run of tests/runs.txt by its name (as check.sh takes it), or a scenario
		line=$(declared_run "$s")
		if [ -n "$line" ]; then runs+=("$line"); continue; fi
		[ -f "$s" ] || s=$TOP/tests/scenarios/${s%.sh}.sh
		[ -f "$s" ] || die "no scenario $s"
		files+=("$s")
	done
fi

list=$(
	{
		{ [ $# != 0 ] || declared_runs "${GROUP:-check}"; printf '%s\n' "${runs[@]}"; } |
		while read -ra words; do
			[ ${#words[@]} != 0 ] || continue
			run_command "${words[@]}"
			[ -z "$ARCH_GIVEN" ] || [ "$RUN_ARCH" = "$ARCH" ] || continue
			v=$(printf '%s\n' "${RUN_CMD[@]}" | sed -n 's/^VARIANT=//p')
			t=${RUN_CMD[-1]}
			# a 6.12 scenario's kernel, named by the run (KERNEL612=v6.12pf-lockdep)
			printf '%s\n' "${RUN_CMD[@]}" | sed -n "s/^KERNEL612=/$RUN_ARCH /p"
			if [ -n "$v" ] || [[ $t != */tests/scenarios/*.sh ]]; then echo "$RUN_ARCH ${v:-test}"
			else scenario_variants "$t" | sed "s/^/$RUN_ARCH /"; fi
		done
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
# One kernel at a time, each with $(nproc) jobs: the compiler keeps both processors busy, and
# building the architectures at once (a lane each) takes no less (cold: 717 s against 704 s).
# Each architecture's initramfs (with its test kernel's modules, if built) is made in the
# background once that kernel is ready, while the next kernel compiles: it is mostly fetching
# packages and copying (51 s for the three, one after another, after the last kernel).
made="" pids=()
initramfs() { # initramfs ARCH: start making ARCH's initramfs, once
	case " $made " in *" $1 "*) return ;; esac
	made="$made $1"
	ARCH=$1 "$TOP/harness/initramfs.sh" &
	pids+=($!)
}
while read -r a v; do
	[ -n "$a" ] || continue
	ARCH=$a "$TOP/harness/kernel.sh" "$v"
	[ "$v" != test ] || initramfs "$a"
done <<< "$list"
mapfile -t arches < <(cut -d' ' -f1 <<< "$list" | sort -u)
for a in "${arches[@]}"; do initramfs "$a"; done
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=1; done
[ "$rc" = 0 ] || die "an initramfs could not be made (its message above)"
