#!/usr/bin/env bash
# The harness's own bad-input paths: each must stop with a message that says what is wrong.
# Prints TAP lines. Uses a scratch BUILD directory; never touches build/.
# shellcheck source=harness/common.sh
. "$(dirname "$0")/../harness/common.sh"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
H=$TOP/harness

# expect DESCRIPTION PATTERN COMMAND...: COMMAND fails and its output matches PATTERN
expect() {
	local desc=$1 pattern=$2 out rc=0; shift 2
	out=$("$@" 2>&1) || rc=$?
	verdict "harness: $desc" failed_saying "$rc" "$pattern" "$out" || {
		echo "# exit $rc, output:"; tail -5 <<< "$out" | sed 's/^/#   /'
	}
}
failed_saying() { [ "$1" != 0 ] && grep -q -- "$2" <<< "$3"; } # failed_saying RC PATTERN OUTPUT

expect "a missing base package is named" "is missing: install $BASE_PKG" \
	env BUILD="$scratch" BASE_TARBALL="$scratch/none.tar.xz" "$H/tree.sh"

# one_line_patch FILE SUBJECT PATH OLD NEW: a git format-patch file that changes PATH's one line
one_line_patch() {
	cat > "$1" <<PATCH
From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: t <t@t>
Date: Sun, 11 Dec 2022 00:00:00 +0000
Subject: [PATCH] $2

---
 $3 | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)

diff --git a/$3 b/$3
--- a/$3
+++ b/$3
@@ -1 +1 @@
-$4
+$5
PATCH
}

# A tree made by the harness (tag base, a stamp), and a series whose patch does not apply
tree=$scratch/linux
git init -q -b main "$tree" && echo base > "$tree/file"
git -C "$tree" add file && git -C "$tree" -c user.name=t -c user.email=t@t commit -q -m base
git -C "$tree" tag base
echo "old $(git -C "$tree" rev-parse HEAD)" > "$tree/.git/pf-series"
mkdir -p "$scratch/patches" && : > "$scratch/base.tar.xz"   # a tree exists: the tarball is not read
printf '%s\n' 0001-does-not-apply.patch > "$scratch/patches/series"
one_line_patch "$scratch/patches/0001-does-not-apply.patch" "a patch for another file" nothere old new
# A fresh machine: root has no git identity (no ~/.gitconfig, nothing in the environment)
noid=(env -u GIT_AUTHOR_NAME -u GIT_AUTHOR_EMAIL -u GIT_COMMITTER_NAME -u GIT_COMMITTER_EMAIL
	-u EMAIL HOME="$scratch/home" GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1)
mkdir "$scratch/home"
expect "a patch that does not apply is named, with the versions" \
	"could not apply patch 0001-does-not-apply.patch to $BASE_PKG .* (the series is tested on $BASE_VERSION)" \
	"${noid[@]}" BUILD="$scratch" BASE_TARBALL="$scratch/base.tar.xz" PATCHES="$scratch/patches" "$H/tree.sh"
expect "a patch that does not apply: git's own reason is shown" \
	"git: error: nothere: does not exist in index" \
	"${noid[@]}" BUILD="$scratch" BASE_TARBALL="$scratch/base.tar.xz" PATCHES="$scratch/patches" "$H/tree.sh"

mkdir -p "$scratch/good" && printf '%s\n' 0001-applies.patch > "$scratch/good/series"
one_line_patch "$scratch/good/0001-applies.patch" "a patch that applies" file base patched
rc=0
out=$("${noid[@]}" BUILD="$scratch" BASE_TARBALL="$scratch/base.tar.xz" PATCHES="$scratch/good" \
	"$H/tree.sh" 2>&1) || rc=$?
commit=$(git -C "$tree" log -1 --format='%s|%an|%cn' 2>&1)
verdict "harness: with no git identity at all, tree.sh applies the series (the harness commits)" \
	test "$rc:$commit" = "0:a patch that applies|t|$HARNESS_GIT_NAME" || {
	echo "# exit $rc, last commit '$commit', output:"; tail -8 <<< "$out" | sed 's/^/#   /'
}
git -C "$tree" -c user.name=t -c user.email=t@t commit -q --allow-empty -m work
expect "a tree with unexported commits is never clobbered" "run 'make export' first" \
	env BUILD="$scratch" BASE_TARBALL="$scratch/base.tar.xz" PATCHES="$scratch/patches" "$H/tree.sh"

expect "booting without a kernel says so" "no kernel at $scratch/none" \
	"$H/boot.sh" --kernel "$scratch/none" --script /dev/null
expect "an unknown boot option is named" "unknown option --bogus" "$H/boot.sh" --bogus
printf '#!/bin/sh\nsleep 1000\n' > "$scratch/hang"
rc=0
"$H/boot.sh" --script "$scratch/hang" --ram "$scratch/ram" --log "$scratch/hang" --timeout 12 \
	2> /dev/null || rc=$?
{ echo "exit $rc"; cat "$scratch/hang.console" "$scratch/hang.registers"; } > "$scratch/hang.all"
# has_lines FILE PATTERN...: FILE has a line matching each PATTERN
has_lines() { local f=$1 p; shift; for p; do grep -q -- "$p" "$f" || return 1; done; }
verdict "harness: a boot that hangs is stopped at its timeout (exit 124, said in the console log)" \
	has_lines "$scratch/hang.all" "^exit 124$" "boot timed out after 12s" ||
	echo "# exit $rc"
verdict "harness: a boot that hangs leaves its tasks' stacks and its CPUs' registers" \
	has_lines "$scratch/hang.all" "sysrq: Show Blocked State" "^RIP=" ||
	true
expect "an unknown scenario is named" "no scenario file" "$H/scenario.sh" "$scratch/nothere.sh"
printf 'NIC=bogus\nboot1() { :; }\n' > "$scratch/bad-nic.sh"
expect "a scenario's NIC other than default or none is named" "NIC or NIC1 is 'default' or 'none', not 'bogus'" \
	env BUILD="$scratch" "$H/scenario.sh" "$scratch/bad-nic.sh"
printf 'BIOS=bogus\nboot1() { :; }\n' > "$scratch/bad-bios.sh"
expect "a scenario's BIOS other than qboot, seabios or uefi is named" "BIOS or BIOS1 is 'qboot', 'seabios' or 'uefi', not 'bogus'" \
	env BUILD="$scratch" "$H/scenario.sh" "$scratch/bad-bios.sh"
# a header key that is not one would be left unread without a word (tests/scenarios/keys.txt)
printf 'MEM2=1G\nboot1() { :; }\n' > "$scratch/mem2.sh"
expect "a boot number on a key that is one for every boot is refused (MEM2=)" \
	"MEM2: MEM is one for every boot, it takes no boot number" \
	env BUILD="$scratch" "$H/scenario.sh" "$scratch/mem2.sh"
printf 'TIMEOUTS=400\nKEXEC=test\nboot1() { :; }\n' > "$scratch/typo.sh"
expect "a key one letter off and a per-boot key without its number are named" \
	"KEXEC takes a boot number (KEXEC2=); TIMEOUTS is no header key: TIMEOUT?" \
	env BUILD="$scratch" "$H/scenario.sh" "$scratch/typo.sh"
printf 'OUT=1\nICOUNT3=\nboot1() { :; }\n' > "$scratch/own.sh"
# shellcheck disable=SC2016  # the inner shell expands these
verdict "harness: a scenario's own variables and a per-boot key set to nothing pass the key check" \
	bash -c '. "$0/common.sh" && scenario_key_check "$1"' "$H" "$scratch/own.sh"
# a run of tests/runs.txt names a target that exists, and a scenario's run begins with its name
# shellcheck disable=SC2016
expect "a run of tests/runs.txt of no scenario is refused" "x-y: no scenario nosuch" \
	bash -c '. "$0/common.sh" && run_command x-y A=1 nosuch' "$H"
# shellcheck disable=SC2016
expect "a run of a scenario not named after it is refused" "its name begins with 'template-'" \
	bash -c '. "$0/common.sh" && run_command other template' "$H"
printf 'PREPARE=harness/nothere.sh\nboot1() { :; }\n' > "$scratch/bad-prepare.sh"
expect "a scenario's PREPARE step that is not a script of the tree is named" \
	"PREPARE=harness/nothere.sh is not an executable script of the tree" \
	env BUILD="$scratch" "$H/scenario.sh" "$scratch/bad-prepare.sh"

# A boot whose script ends well but whose results never arrive (here: sent nowhere) is told apart
# from one that stopped half way, so that check.sh can run the scenario again
printf 'boot1() { ok "sent nowhere"; RESULTS=/dev/null; }\n' > "$scratch/lost.sh"
out=$("$H/scenario.sh" "$scratch/lost.sh" 2>&1 || true)
verdict "harness: a boot whose results were lost says so (#! results-lost)" \
	grep -q '^#! results-lost: boot1' <<< "$out" || tail -5 <<< "$out" | sed 's/^/#   /'

# The harness's choices of kernel: what a run boots is what it was asked to boot.
# expect_out DESCRIPTION EXPECTED COMMAND...: COMMAND succeeds and prints EXPECTED (a multi-line text)
expect_out() {
	local desc=$1 want=$2 out rc=0; shift 2
	out=$("$@" 2>&1) || rc=$?
	verdict "harness: $desc" test "$rc:$out" = "0:$want" || {
		echo "# exit $rc, output:"; head -5 <<< "$out" | sed 's/^/#   /'
	}
}
expect_out "a scenario on the debug kernel builds the debug kernel only" "x86_64 debug" \
	env -u ARCH "$H/kernels.sh" "$TOP/tests/scenarios/kernel-selftests.sh"
expect_out "a scenario of both architectures needs both test kernels" "$(printf 'arm64 test\nx86_64 test')" \
	env -u ARCH "$H/kernels.sh" recipe-android
# (the test kernel first: the other build starts from its objects)
expect_out "a kexec into another build needs that build" "$(printf 'x86_64 test\nx86_64 alt')" \
	env -u ARCH "$H/kernels.sh" event-identity-kexec
expect_out "a boot of another build (VARIANT2=) needs that build" "$(printf 'x86_64 test\nx86_64 alt')" \
	env -u ARCH "$H/kernels.sh" kernel-swap-range
expect_out "ARCH=arm64 make check builds the arm64 kernel only" "arm64 test" env ARCH=arm64 "$H/kernels.sh"
expect_out "ARCH=i386 make check builds the i386 kernel only" "i386 test" env ARCH=i386 "$H/kernels.sh"
expect_out "a scenario of three architectures needs three test kernels" \
	"$(printf 'arm64 test\ni386 test\nx86_64 test')" env -u ARCH "$H/kernels.sh" boot-mapped-damage
# make shell VARIANT=debug: the debug kernel, with the debug kernel's modules (a scratch build)
mkdir -p "$scratch/shell/debug/modules" "$scratch/shell/modules"
touch "$scratch/shell/bzImage" "$scratch/shell/debug/bzImage" "$scratch/shell/debug/modules/dbg.ko" \
	"$scratch/shell/modules/test.ko"
printf 'x\n' | gzip > "$scratch/shell/initramfs.cpio.gz"
out=$(env -u ARCH VARIANT=debug BUILD="$scratch/shell" "$H/boot.sh" --print --ram "$scratch/shell/ram" --mem 1M 2>&1)
lines_there() { grep -qx -- "$1" <<< "$3" && grep -qx -- "$2" <<< "$3"; } # lines_there L1 L2 TEXT
verdict "harness: make shell VARIANT=debug boots the debug kernel with its modules" \
	lines_there "$scratch/shell/debug/bzImage" "modules/dbg.ko" "$out" || tail -5 <<< "$out" | sed 's/^/#   /'
# the vCPUs take turns on one host thread unless a scenario asks for one each (MTTCG=1); i386's
# always take turns
mkdir -p "$scratch/shell/i386/modules" && touch "$scratch/shell/i386/bzImage" &&
	cp "$scratch/shell/initramfs.cpio.gz" "$scratch/shell/i386/"
accel_of() { env -u VARIANT BUILD="$scratch/shell" "$H/boot.sh" --print --ram "$scratch/shell/ram" \
	--mem 1M "$@" 2>&1 | grep -x 'tcg,thread=[a-z]*' | paste -sd' '; }
verdict "harness: a guest's vCPUs share one host thread by default, each its own with --mttcg" \
	test "$(accel_of) / $(accel_of --mttcg) / $(ARCH=i386 accel_of --mttcg)" = \
	"tcg,thread=single / tcg,thread=multi / tcg,thread=single" ||
	echo "# got: $(accel_of) / $(accel_of --mttcg) / $(ARCH=i386 accel_of --mttcg)"
verdict "harness: docs/scenarios.md is what make list prints" \
	cmp -s <("$H/list.sh") "$TOP/docs/scenarios.md" || echo "# run: make list"
# make bench, soak and compare read scenarios' logs by the scenarios' names: a renamed scenario
# must not leave them reading a directory that no run writes
stale_logs() {
	local f
	for f in "$H"/bench.sh "$H"/soak.sh "$H"/compare.sh; do
		{ grep -o 'BUILD/scenarios/[a-z0-9-]*' "$f" || true; } | sed 's|.*/||' | sort -u |
			while read -r name; do
				[ -f "$TOP/tests/scenarios/$name.sh" ] ||
					echo "${f##*/} reads build/scenarios/$name"
			done
	done
}
verdict "harness: make bench, soak and compare read the logs of scenarios that exist" \
	test -z "$(stale_logs)" || stale_logs | sed 's/^/#   /'
