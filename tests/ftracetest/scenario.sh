# shellcheck shell=bash disable=SC2034
# Scenario: the 6.1 tree's own ftracetest (tools/testing/selftests/ftrace), run in the guest and
# compared test by test with tests/ftracetest/baseline.txt, the results on the unpatched base
# kernel (make ftracetest-baseline records it). A test that passed on the base must pass with
# the series; a test the series adds must pass; a test that fails on the base too is skipped.
TIMEOUT=3000
BASELINE=tests/ftracetest/baseline.txt

boot1() {
	cd /ftracetest || return
	# "[12] Some test<TAB>[PASS]" -> "# ftracetest: PASS Some test"
	local start=$SECONDS
	./ftracetest 2>&1 | sed -un 's/^\[[0-9]*\] \(.*\)\t\[\([A-Z]*\)\]$/# ftracetest: \2 \1/p' |
		while read -r line; do emit "$line"; emit "#   at $((SECONDS - start))s"; done
}

host1() {
	local results=$LOGDIR/boot1.tap now was name
	results=$(sed -n 's/^# ftracetest: //p' "$results")
	if [ -n "${FTRACETEST_RECORD:-}" ]; then
		echo "$results" > "$TOP/$BASELINE"
		check "recorded $(echo "$results" | grep -c .) results in $BASELINE" test -n "$results"
		return
	fi
	check "ftracetest ran" test -n "$results"
	while read -r now name; do
		was=$(grep -xF -e "PASS $name" -e "FAIL $name" -e "UNSUPPORTED $name" -e "UNRESOLVED $name" \
			-e "UNTESTED $name" -e "XFAIL $name" "$TOP/$BASELINE" | cut -d' ' -f1 || true)
		case "$now:${was:-new}" in
		PASS:*) ok "ftracetest: $name" ;;
		*:PASS|*:new) not_ok "ftracetest: $name ($now; on the base: ${was:-not there})" ;;
		*) ok "ftracetest: $name # SKIP $now, as on the unpatched base" ;;
		esac
	done <<< "$results"
	while read -r was name; do
		[ "$was" = PASS ] || continue
		grep -qxF "PASS $name" <<< "$results" || echo "$results" | grep -qF " $name" ||
			not_ok "ftracetest: $name (passed on the base, did not run)"
	done < "$TOP/$BASELINE"
}
