// SPDX-License-Identifier: GPL-2.0
/*
 * Guest helper of persistent-ftrace (pf-pages): read a trace_pipe_raw a page
 * at a time until it has nothing more, write the pages to standard output,
 * and print to standard error "pages N dirty M": M pages whose bytes after
 * their events (the 16-byte header, then the header's commit, then the count
 * of lost events if the commit says it is stored there) are not all zero.
 * With -f, each read(2) goes into a new mapping that no one has touched yet,
 * so that the kernel's first copy into it faults. With -s N, each read(2)
 * asks for N bytes (less than a page: the kernel copies the events of a page
 * in parts), and the pages are not checked.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PAGE 4096

int main(int argc, char **argv)
{
	static char page[PAGE];
	long pages = 0, dirty = 0;
	int fresh = 0, fd;
	size_t size = PAGE;

	if (argc == 3 && !strcmp(argv[1], "-f"))
		fresh = 1;
	else if (argc == 4 && !strcmp(argv[1], "-s"))
		size = strtoul(argv[2], NULL, 0);
	else if (argc != 2)
		return 2;
	if (!size || size > PAGE)
		return 2;
	fd = open(argv[argc - 1], O_RDONLY | O_NONBLOCK);
	if (fd < 0)
		return 1;
	for (;;) {
		char *buf = page;
		uint64_t commit;
		ssize_t n;
		size_t i;

		if (fresh) {
			buf = mmap(NULL, PAGE, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
			if (buf == MAP_FAILED)
				return 1;
		}
		n = read(fd, buf, size);
		if (n < 0 && errno != EAGAIN)
			return 1;
		if (n <= 0)
			break;
		if (fwrite(buf, 1, n, stdout) != (size_t)n)
			return 1;
		if (size != PAGE)
			continue;
		if (n != PAGE)
			return 1;
		pages++;
		memcpy(&commit, buf + 8, sizeof(commit));
		/* flags: events lost before the page, and their count stored after it */
		commit = (commit & ((1ULL << 30) - 1)) + (commit & (1ULL << 30) ? 8 : 0);
		for (i = 16 + commit; i < PAGE && commit <= PAGE - 16; i++)
			if (buf[i])
				break;
		if (commit > PAGE - 16 || i < PAGE)
			dirty++;
		if (fresh)
			munmap(buf, PAGE);
	}
	fprintf(stderr, "pages %ld dirty %ld\n", pages, dirty);
	return 0;
}
