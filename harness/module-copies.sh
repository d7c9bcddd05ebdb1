#!/usr/bin/env bash
# Many modules for one scenario's guest (a scenario's PREPARE=harness/module-copies.sh): more than
# a boot-mapped instance can describe in its range. Each is the test kernel's pf_rebuild.ko with
# its name changed in place ("pf_rebuild" to "pf_rb_NNNN", as long, in .modinfo and in its struct
# module), so that the kernel takes it for another module.
# Usage: module-copies.sh DIR [COUNT]: DIR/many/pf_rb_0001.ko ... pf_rb_COUNT.ko (default 130)
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ $# -ge 1 ] || die "usage: module-copies.sh DIR [COUNT]"
out=$1/many count=${2:-130}
ko=$(variant_dir "${VARIANT:-test}")/modules/pf_rebuild.ko
[ -f "$ko" ] || die "no $ko: run 'make kernel'"
mkdir -p "$out"
for ((i = 1; i <= count; i++)); do
	name=$(printf 'pf_rb_%04d' "$i")
	NAME=$name perl -0777 -pe 's/pf_rebuild\0/$ENV{NAME}\0/g' "$ko" > "$out/$name.ko"
	# the name is in .modinfo and in the module's struct module: both, or the copy is no module
	[ "$(NAME=$name perl -0777 -ne 'print scalar(() = /$ENV{NAME}\0/g)' "$out/$name.ko")" -ge 2 ] ||
		die "$ko: its name is not where module-copies.sh changes it"
done
say "module-copies: $count copies of pf_rebuild.ko in ${out#"$TOP"/}"
