# persistent-ftrace: the front door. Each target is a thin call into harness/.
#   make deps       install the Debian packages the harness needs (root)
#   make tree       build/linux: Debian's linux-source-6.1 + patches/ as git commits
#   make export     write build/linux's commits back to patches/
#   make kernel     build/bzImage and build/modules/*.ko (VARIANT=debug, alt, kasan, lockdep,
#                   nopae; v6.12, v6.12pf and their -selftest variants: the 6.12 kernels)
#   make initramfs  build/initramfs.cpio.gz
#   make shell      boot the test kernel with a shell on this terminal (Ctrl-a x quits)
#   make check      every test; ends with "N passed, N failed" (SCENARIOS='a b': those only, and
#                   only the kernels they boot: harness/kernels.sh)
#   ARCH=arm64      with kernel, initramfs, shell, check or demo: the arm64 kernel
#                   (build/arm64/Image, cross-built) under qemu-system-aarch64 -M virt; make check
#                   runs the arm64 scenarios only. A plain make check runs them too.
#   make demo       build, boot, trace, panic, reboot, show the trace that survived
#   make bench      the benchmark figures (icount; not part of make check)
#   make compare    this kernel next to Debian's linux-source-6.12 on the same workloads: one table
#   make soak       the KASAN and lockdep kernels' runs, the long damage runs (not make check)
#   make bisect     build and boot the kernel of each commit of the series, x86_64 and arm64 (slow;
#                   not part of make check; ARCHES=, FROM=, TO=, BOOT=0)
#   make distro     build what the series touches with Debian's config, options on and off (slow)
#   make abi        Debian's amd64 and arm64 configs, base and series: changed modversions CRCs and
#                   layouts (ABI_RECORD=1 records the base's side in tests/abi/ for make check;
#                   SERIES=6.12: the 6.12 series under Debian 13's configs, linux-config-6.12)
#   make ftracetest-baseline  record ftracetest's results on the unpatched base kernel (and 6.12's
#                   on Debian's 6.12 as it is)
#   make nonuser-baseline  record what the unpatched base shows a non-user (tests/nonuser/)
#   make list       writes docs/scenarios.md, the scenarios from their headers
H := harness
VARIANT ?= test

.PHONY: deps tree export kernel initramfs shell check demo clean ftracetest-baseline nonuser-baseline abi bisect bench compare soak distro list
deps:
	@$(H)/deps.sh
tree: deps
	@$(H)/tree.sh
export:
	@$(H)/export.sh
kernel: tree
	@$(H)/kernel.sh $(VARIANT)
initramfs: kernel
	@$(H)/initramfs.sh
shell: initramfs
	@VARIANT=$(VARIANT) $(H)/boot.sh --append "$(APPEND)"
check: tree
	@$(H)/kernels.sh --build $(SCENARIOS)
	@$(H)/check.sh $(SCENARIOS)
demo: initramfs
	@$(H)/demo.sh
bisect: tree
	@$(H)/bisect.sh
distro: tree
	@$(H)/distro.sh
abi: tree
	@$(H)/abi.sh $(ARCHES)
bench: initramfs
	@$(H)/kernel.sh base
	@$(H)/bench.sh
compare: initramfs
	@$(H)/compare.sh
soak: initramfs
	@GROUP=soak $(H)/kernels.sh --build
	@$(H)/kernel.sh debug
	@$(H)/kernel.sh kasan
	@$(H)/kernel.sh lockdep
	@ARCH=arm64 $(H)/kernel.sh lockdep
	@ARCH=arm64 $(H)/kernel.sh && ARCH=arm64 $(H)/initramfs.sh
	@$(H)/soak.sh
ftracetest-baseline: initramfs
	@$(H)/kernel.sh base
	@FTRACETEST_RECORD=1 VARIANT=base $(H)/scenario.sh tests/scenarios/ftracetest.sh
	@$(H)/kernel.sh v6.12
	@FTRACETEST_RECORD=1 KERNEL612=v6.12 $(H)/scenario.sh tests/scenarios/v612-ftracetest.sh
nonuser-baseline: initramfs
	@$(H)/kernel.sh base
	@mkdir -p tests/nonuser
	@NONUSER_RECORD=1 VARIANT=base $(H)/scenario.sh tests/scenarios/nonuser-identical.sh
list:
	@$(H)/list.sh > docs/scenarios.md.new && mv docs/scenarios.md.new docs/scenarios.md
clean:
	rm -rf build/obj build/obj-* build/results build/scenarios
