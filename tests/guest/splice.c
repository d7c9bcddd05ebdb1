// SPDX-License-Identifier: GPL-2.0
/*
 * Guest test helper of persistent-ftrace: read a per_cpu/cpuN/trace_pipe_raw the way trace-cmd
 * records, with splice(2) (the kernel copies each page it hands out), until it has nothing more,
 * and write the pages to standard output. read(2), as cat does, may be given a page straight
 * from a boot-mapped range instead: the two must give the same bytes.
 *
 *   pf-splice FILE > PAGES
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#define PAGE 4096

int main(int argc, char **argv)
{
	char buf[PAGE];
	ssize_t n, m;
	int fd, p[2];

	if (argc != 2) {
		fprintf(stderr, "usage: pf-splice FILE\n");
		return 2;
	}
	fd = open(argv[1], O_RDONLY | O_NONBLOCK);
	if (fd < 0 || pipe(p)) {
		perror(argv[1]);
		return 1;
	}
	for (;;) {
		n = splice(fd, NULL, p[1], NULL, PAGE, SPLICE_F_NONBLOCK);
		if (n < 0 && errno == EAGAIN)
			break;
		if (n < 0) {
			perror("splice");
			return 1;
		}
		if (!n)
			break;
		for (; n > 0; n -= m) {
			m = read(p[0], buf, n);
			if (m <= 0 || write(1, buf, m) != m) {
				perror("pipe");
				return 1;
			}
		}
	}
	return 0;
}
