#!/usr/bin/env bash
# make bisect: every commit of the series (build/linux's commits since "base"), checked out in the
# worktree build/bisect, is built and booted on x86_64 and arm64, so that a user who bisects meets
# no commit that fails to build or to boot:
#   - the test kernel builds (variant bisect: the test config less the options the commit lacks);
#   - it boots with a reserve_mem= range and a boot instance on it, and again after a warm reboot,
#     with its initrd intact, and from the first commit that keeps a boot instance's buffer the
#     second boot shows the first one's trace (tests/scenarios/bisect-boot.sh); x86_64 commits
#     whose decompressor does not yet keep the randomized kernel off the ranges' places boot with
#     nokaslr, as KASLR may move a range there, and its trace with it (BISECT_NOKASLR);
#   - x86_64: kexec -l (kexec_load(), as Debian's kexec-load service) loads and boots the same
#     kernel with that command line, and from the commit that keeps a range through kexec_load()
#     the trace too (tests/scenarios/bisect-kexec-load.sh; the arm64 initramfs has no kexec-tools).
# Environment: ARCHES (default "x86_64 arm64"), FROM and TO (patch numbers, default the whole
# series), BOOT=0 to build only. One incremental build per commit and architecture (ccache helps)
# and two (arm64) or four (x86_64) boots: about 40 s a commit (docs/figures.md).
# Prints a TAP line per check and exits non-zero if one fails.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
wt=$BUILD/bisect
git -C "$TREE" worktree prune
[ -d "$wt" ] || git -C "$TREE" worktree add -q --detach "$wt" base
commits=$(git -C "$TREE" rev-list --reverse base..HEAD)
[ -n "$commits" ] || die "build/linux has no patches on its base"
total=$(echo "$commits" | wc -l)
from=${FROM:-1} to=${TO:-$total}
# shellcheck disable=SC2317  # called through verdict
build() { "$TOP/harness/kernel.sh" bisect > "$BUILD/bisect-$ARCH-$1.log" 2>&1; }
# shellcheck disable=SC2317  # called through verdict
boot() { # boot N SCENARIO: the scenario on commit N's kernel, its TAP in bisect-ARCH-N-SCENARIO.tap
	VARIANT=bisect SCENARIO_SUFFIX="-bisect-$ARCH-$1" "$TOP/harness/scenario.sh" \
		"$TOP/tests/scenarios/$2.sh" > "$BUILD/bisect-$ARCH-$1-$2.tap" 2>&1
}
failed=0
for arch in ${ARCHES:-x86_64 arm64}; do
	export ARCH=$arch
	# shellcheck source=harness/common.sh
	. "$TOP/harness/common.sh" # IMAGE, the initramfs and QEMU of this architecture
	[ "${BOOT:-1}" = 0 ] || [ -f "$INITRAMFS" ] ||
		die "no ${INITRAMFS#"$TOP"/}: run 'ARCH=$arch make initramfs' first"
	n=0
	for c in $commits; do
		n=$((n + 1))
		if [ "$n" -lt "$from" ] || [ "$n" -gt "$to" ]; then continue; fi
		subject=$(git -C "$TREE" log -1 --format=%s "$c")
		git -C "$wt" checkout -q --detach "$c"
		if ! verdict "bisect: $arch: patch $n builds: $subject" build "$n"; then
			grep -E 'error:|Error [0-9]' "$BUILD/bisect-$arch-$n.log" | head -10 | sed 's/^/#   /'
			failed=1
			continue
		fi
		[ "${BOOT:-1}" != 0 ] || continue
		# what the commit can do, from its source: the guest checks only what it has
		export BISECT_PERSISTS="" BISECT_KEXEC_LOAD_KEEPS="" BISECT_NOKASLR=""
		! git -C "$wt" grep -q reserve_mem_find -- kernel/trace/trace.c || BISECT_PERSISTS=1
		! git -C "$wt" grep -q reserve_mem_adopt -- arch/x86/kernel/e820.c || BISECT_KEXEC_LOAD_KEEPS=1
		# x86_64 before the decompressor keeps the randomized kernel off the ranges' places:
		# KASLR may put the kernel there and the range moves (with its trace), by design
		[ "$arch" != x86_64 ] || git -C "$wt" grep -q MEM_AVOID_RESERVE_SPOT_BEGIN -- \
			arch/x86/boot/compressed/kaslr.c || BISECT_NOKASLR=1
		scenarios=bisect-boot
		[ "$arch" != x86_64 ] || scenarios="$scenarios bisect-kexec-load"
		for s in $scenarios; do
			if ! verdict "bisect: $arch: patch $n: $s" boot "$n" "$s"; then
				grep -E '^not ok|^#   ' "$BUILD/bisect-$arch-$n-$s.tap" | head -10 | sed 's/^/#   /'
				failed=1
			fi
		done
	done
done
exit "$failed"
