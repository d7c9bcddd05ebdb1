#!/usr/bin/env bash
# make compare: this series' kernel next to Debian's linux-source-6.12, which has mainline's own
# persistent ring buffer (with the same config fragments), as it is and with the 6.12 series
# (patches-6.12/). The same workloads (the scenarios of GROUP=compare, which use
# only the interface the two share) run on both kernels, each figure taken in one run; prints one
# table and writes it to build/compare/table.md. Not part of make check (it takes about 15
# minutes, and two cold 6.12 builds of about 7 minutes each). Installs linux-source-6.12 with apt-get if it is missing (root).
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

[ "$ARCH" = x86_64 ] || die "make compare runs on x86_64"
out=$BUILD/compare
mkdir -p "$out"
if [ ! -f "$V612_TARBALL" ]; then
	[ "$(id -u)" = 0 ] || die "$V612_TARBALL is missing: install linux-source-6.12 (as root)"
	say "installing linux-source-6.12"
	apt-get install -y -qq --no-install-recommends linux-source-6.12 >/dev/null
fi
"$TOP/harness/kernel.sh" test
"$TOP/harness/kernel.sh" v6.12
"$TOP/harness/kernel.sh" v6.12pf
kernels=(test v6.12 v6.12pf)
for v in "${kernels[@]}"; do bench_files "$(variant_obj "$v")" "$out/$v"; done

for s in $(group_scenarios compare); do
	for v in "${kernels[@]}"; do
		say "$(basename "$s" .sh) on the $v kernel"
		EXTRA_DIR=$out/$v VARIANT=$v SCENARIO_SUFFIX=-$v "$TOP/harness/scenario.sh" "$s" \
			> "$out/$(basename "$s" .sh)-$v.tap" || true
		grep -E '^(compare:|not ok)' "$out/$(basename "$s" .sh)-$v.tap" | sed 's/^/  /' || true
	done
done

# figure KEY: the row of KEY, each kernel's value (or "-" where it gave none)
label() {
	case $1 in
	write_cost) echo "write cost, persistent / ordinary instance (same boot)" ;;
	raw_read) echo "raw read of the previous boot / ordinary instance, same events" ;;
	validation) echo "checking the previous boot's range at boot (64 MiB)" ;;
	damage_kept) echo "markers kept after 3 damaged 200-byte spots" ;;
	bad_cmdlines_booted) echo "bad boot instance lines that reach user space" ;;
	modules_right) echo "module events printed right after a reorder (name, first fields)" ;;
	kaslr_names) echo "function names right after a KASLR move" ;;
	*) echo "$1" ;;
	esac
}
value() { # value KERNEL KEY
	sed -n "s/^compare: $2 //p" "$out"/compare-*-"$1".tap | head -1 | grep . || echo "-"
}
{
	echo "| figure | persistent-ftrace (6.1) | Debian 6.12 | Debian 6.12 with the 6.12 series |"
	echo "|---|---|---|---|"
	for k in write_cost raw_read validation damage_kept bad_cmdlines_booted modules_right kaslr_names; do
		echo "| $(label $k) | $(value test $k) | $(value v6.12 $k) | $(value v6.12pf $k) |"
	done
} > "$out/table.md"
echo
cat "$out/table.md"
echo
echo "($(date -u +%Y-%m-%d), $(nproc) CPUs, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1); QEMU TCG;" \
	"ratios and ns from -icount shift=0 runs)"
