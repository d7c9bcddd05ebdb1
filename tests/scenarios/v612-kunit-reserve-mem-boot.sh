# shellcheck shell=bash disable=SC2034
# Scenario (6.12 series): the reserve_mem_boot KUnit suite (in the series) passes: the helpers of
# <linux/reserve_mem_boot.h>, with which the x86 decompressor and the EFI stubs read reserve_mem=,
# crashkernel=, log_buf_len=, cma= and hugetlb_cma= to keep a randomized kernel below the ranges,
# read them as the kernel takes them: a range's size with its alignment, a dash for an underscore,
# what the kernel refuses not counted and not using up one of the eight, sizes capped; the crash
# kernel with its part below 4G only where asked (a plain crashkernel= takes the default there
# whatever crashkernel=,low says; a second reading of the patches found both); log_buf_len='s power
# of two and descriptors, hugetlb_cma= per node; the margin at the top of memory that memblock
# keeps the ranges below. 5 cases; stock 6.12 has no such suite.
VARIANT=${KERNEL612:-v6.12pf}
CMDLINE="kunit.enable=1 kunit.filter_glob=reserve_mem_boot"
TIMEOUT=120

boot1() {
	kunit_suite reserve_mem_boot test_ 5
}
