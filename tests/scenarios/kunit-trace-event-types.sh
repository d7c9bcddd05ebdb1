# shellcheck shell=bash disable=SC2034
# Scenario: the trace_event_types KUnit suite (in the series) passes: a previous boot's event type
# whose fingerprint matches this kernel's is taken for it only if its fields are the same one by
# one (a __data_loc field retyped, a field renamed, moved, of another sign, added or missing: each
# with the fingerprint kept, as a second preimage would give it), and bool fields are checked per
# event, a printer's own string constants are told by what they say, and only %pS, %ps and %pB
# are taken for symbols (15 cases).
# 32-bit x86 as well: sizes and lengths are 32-bit words there
ARCHES='x86_64 i386'
CMDLINE="kunit.enable=1 kunit.filter_glob=trace_event_types"
TIMEOUT=120

boot1() {
	kunit_suite trace_event_types evtab_ 15
}
