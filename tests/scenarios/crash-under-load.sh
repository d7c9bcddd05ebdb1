# shellcheck shell=bash disable=SC2034,SC2016
# Scenario: a panic at a random moment under load, CYCLES times over (8 in make check, 20 in
# make soak). Every boot first checks what
# survived the previous boot's panic, then loads the machine and panics: a writer on each CPU
# writes numbered markers (trace_marker), the function tracer and sched events run, a reader
# consumes trace_pipe, and after a random delay a task on CPU 1 writes a last marker and panics
# the machine. After each panic, for each CPU, the markers that survived are in order, without
# a duplicate, and without a hole (overwrite mode loses the oldest only; what the reader
# consumed comes back); the panicking CPU's last marker is there.

GUEST_ENV='CRASH_CYCLES'	# make check: 8 panics; make soak: 20
CYCLES=${CRASH_CYCLES:-8}
# the CPUs race each other: a host thread each (MTTCG, not the harness's turns on one)
MTTCG=1
CMDLINE='memmap=8M$0x18000000 trace_instance=load@0x18000000:8M'
T=/sys/kernel/tracing
B=$T/instances/load
TIMEOUT=90

# check_order TRACE: per CPU, the markers come in order, each once, and a number is skipped only
# where the trace says events were lost (overwrite: a reader held a page while the writer
# lapped the ring). Prints "markers first..last" per CPU and the problems found.
check_order() {
	awk '
	/^CPU:[0-9]+ \[LOST/ { c = $1; sub(/^CPU:/, "", c); lost[c + 0] = 1; next }
	/ load [0-9]+ cpu [0-9]+ seq [0-9]+$/ {
		if (!match($0, /\[[0-9]+\]/)) next
		c = substr($0, RSTART + 1, RLENGTH - 2) + 0
		s = $NF + 0
		if (c in last) {
			if (s <= last[c]) { bad++; print "# cpu" c ": " s " after " last[c] }
			else if (s > last[c] + 1 && !lost[c]) { bad++; print "# cpu" c ": hole " last[c] ".." s }
		} else first[c] = s
		last[c] = s; lost[c] = 0; n[c]++
	}
	END {
		for (c in n) print "# cpu" c ": markers " first[c] ".." last[c] " (" n[c] ")"
		print (bad ? "bad " bad : "good")
	}' "$1"
}

check_survivors() { # check_survivors TRACE BOOT
	check_order "$1" > /tmp/order
	grep '^#' /tmp/order > "$RESULTS"
	emit "# $(grep '^ring buffer:' $B/last_boot_status)"
	check "markers of boot $2 survived" grep -q 'markers' /tmp/order
	check "each CPU's markers are in order, once each, with no hole but where events were lost" \
		grep -qx good /tmp/order
	check "the panicking CPU's last marker survived" grep -q "load $2 last marker before the panic$" "$1"
}

load_and_crash() { # load_and_crash BOOT
	local boot=$1 cpu
	# the filter first: every function of a lockdep kernel traced under TCG is too slow to use
	echo 'vfs_* ksys_*' > $B/set_ftrace_filter
	echo function > $B/current_tracer
	echo 1 > $B/events/sched/sched_switch/enable
	for cpu in 0 1; do
		taskset -c $cpu sh -c "i=0; while :; do echo \"load $boot cpu $cpu seq \$i\" > $B/trace_marker || exit; i=\$((i + 1)); done" &
	done
	cat $B/trace_pipe > /dev/null &
	# a random moment, up to 2 s from now
	sleep "$((RANDOM % 3)).$((RANDOM % 10))"
	control crash
	taskset -c 1 sh -c "echo 'load $boot last marker before the panic' > $B/trace_marker; echo c > /proc/sysrq-trigger"
	sleep 10
}

boot1() {
	load_and_crash 1
}

n=2
while [ $n -le $((CYCLES + 1)) ]; do
	eval "boot$n() {
		cat \$B/trace > /tmp/trace
		check_survivors /tmp/trace $((n - 1))
		[ $n -le $CYCLES ] || return 0
		load_and_crash $n
	}"
	n=$((n + 1))
done
