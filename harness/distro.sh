#!/usr/bin/env bash
# The series under configurations other than the test kernel's: Debian's amd64 configuration
# (linux-config-6.1) as it is, the same with the series' options on (KUnit built in, the KUnit
# suites, the sample driver), and a small tracing configuration without snapshots, kexec_file or
# modules (the code's other branches). Each builds the directories the series touches. Prints a
# TAP line per configuration. Slow the first time (Debian's configuration builds much more).
# shellcheck source=harness/common.sh
. "$(dirname "$0")/common.sh"

debian=/usr/src/linux-config-6.1/config.amd64_none_amd64.xz
[ -f "$debian" ] || die "no $debian: install linux-config-6.1 (make deps)"
[ -d "$TREE/.git" ] || die "no kernel tree: run 'make tree' first"
targets=(kernel/ mm/ arch/x86/kernel/ samples/ftrace/)
export ARCH=x86_64 KBUILD_BUILD_USER=persistent-ftrace KBUILD_BUILD_HOST=qemu
export CCACHE_BASEDIR=$BUILD CCACHE_NOHASHDIR=1 CCACHE_DEPEND=1

kmake() { make -s -C "$TREE" O="$obj" CC="ccache gcc" HOSTCC="ccache gcc" "$@"; }

configure() { # configure NAME: build/obj-distro-NAME/.config
	case $1 in
	debian|debian-on)
		xz -dc "$debian" > "$obj/.config"
		# Debian signs modules with its own key, which a local build does not have
		"$TREE/scripts/config" --file "$obj/.config" --set-str SYSTEM_TRUSTED_KEYS "" \
			--set-str SYSTEM_REVOCATION_KEYS "" --disable MODULE_SIG_ALL \
			--disable DEBUG_INFO_BTF
		if [ "$1" = debian-on ]; then
			"$TREE/scripts/config" --file "$obj/.config" --enable KUNIT \
				--enable RING_BUFFER_RANGE_KUNIT_TEST --enable TRACE_INSTANCE_API_KUNIT_TEST \
				--enable SAMPLES --module SAMPLE_TRACE_FLIGHT_RECORDER
		fi ;;
	small)
		kmake tinyconfig > /dev/null
		"$TREE/scripts/config" --file "$obj/.config" --enable 64BIT --enable PRINTK \
			--enable FTRACE --enable FUNCTION_TRACER --enable DYNAMIC_FTRACE \
			--disable TRACER_SNAPSHOT --disable MODULES --disable KEXEC_FILE ;;
	esac
	kmake olddefconfig > /dev/null
}

# shellcheck disable=SC2317  # called through verdict
builds() { { kmake init/version-timestamp.o && kmake -j"$(nproc)" "${these[@]}"; } > "$obj/build.log" 2>&1; }

failed=0
for conf in debian debian-on small; do
	obj=$BUILD/obj-distro-$conf
	mkdir -p "$obj"
	start=$SECONDS
	configure "$conf"
	say "building what the series touches with the $conf configuration"
	# the KASLR code where the configuration has it (misc.h has a stub otherwise); kaslr.c
	# includes the version header that a full build makes for the link, so make that first
	these=("${targets[@]}")
	grep -q '^CONFIG_RANDOMIZE_BASE=y' "$obj/.config" && these+=(arch/x86/boot/compressed/kaslr.o)
	verdict "distro: the $conf configuration builds what the series touches" builds || {
		grep -E 'error:|Error [0-9]' "$obj/build.log" | head -10 | sed 's/^/#   /'
		failed=1
	}
	echo "# $conf: $((SECONDS - start)) s"
	if [ "$conf" = debian-on ]; then
		verdict "distro: the series' options are on in debian-on" \
			grep -q '^CONFIG_TRACE_INSTANCE_API_KUNIT_TEST=y' "$obj/.config" || failed=1
	fi
done
exit "$failed"
