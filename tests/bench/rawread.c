// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark helper of persistent-ftrace: read a file (a trace_pipe_raw)
 * without blocking until it has nothing more, and print the bytes read
 * and the nanoseconds it took (guest time: instructions under -icount).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec a, b;
	char buf[4096];
	long long total = 0;
	ssize_t n;
	int fd;

	if (argc != 2)
		return 2;
	fd = open(argv[1], O_RDONLY | O_NONBLOCK);
	if (fd < 0)
		return 1;
	clock_gettime(CLOCK_MONOTONIC, &a);
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		total += n;
	clock_gettime(CLOCK_MONOTONIC, &b);
	if (n < 0 && errno != EAGAIN)
		return 1;
	printf("%lld %lld\n", total,
	       (b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec));
	return 0;
}
