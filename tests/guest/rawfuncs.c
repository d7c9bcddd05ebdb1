// SPDX-License-Identifier: GPL-2.0
/*
 * Guest test helper of persistent-ftrace: read raw ring buffer pages (per_cpu/cpuN/trace_pipe_raw)
 * the way a tool's page parser does, and print fields of the pointer's size of each event of one
 * type, as numbers: the addresses exactly as the raw pages hand them out.
 *
 *   pf-rawfuncs ID OFFSET[,OFFSET...] FILE...
 *     ID: the "ID:" of the event's format file; OFFSET: a field's "offset:" there
 *     (the function tracer's entries: 8,16 for ip and parent_ip)
 *   pf-rawfuncs 0 0 FILE... > PAGES      the pages as read, to parse again later
 *
 * A page: a 64-bit time stamp, a commit word (data size; its top bits flag lost events), then
 * events. An event header is 32 bits: type_len (5 bits), time delta (27). type_len 1..28: that
 * many 32-bit words of data follow; 0: the next word is the data length, data after it; 29:
 * padding (delta 0: the rest of the page is empty); 30, 31: 64-bit time events.
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PAGE 4096
#define COMMIT_SIZE_MASK 0x3fffffffUL	/* above: the missed-events flags */

static unsigned int offs[16], nr_offs;

static void page_funcs(const unsigned char *page, ssize_t len, unsigned int id)
{
	uint64_t commit;
	const unsigned char *data = page + 16;
	size_t size, off = 0;

	if (len < 16)
		return;
	memcpy(&commit, page + 8, 8);
	size = commit & COMMIT_SIZE_MASK;
	if (size > (size_t)len - 16)
		size = len - 16;
	while (off + 4 <= size) {
		uint32_t hdr, word = 0;
		unsigned int type_len;
		size_t total, at;

		memcpy(&hdr, data + off, 4);
		type_len = hdr & 0x1f;
		if (off + 8 <= size)
			memcpy(&word, data + off + 4, 4);
		if (type_len == 29 && !(hdr >> 5))
			return;
		if (type_len >= 30) {
			off += 8;
			continue;
		}
		if (type_len == 29 || type_len == 0) {
			total = (size_t)word + 4;
			at = off + 8;
		} else {
			total = type_len * 4 + 4;
			at = off + 4;
		}
		if (total < 8 || off + total > size)
			return;
		if (type_len != 29 && at + 2 <= off + total) {
			uint16_t type;
			uint64_t val;
			unsigned int i;

			memcpy(&type, data + at, 2);
			for (i = 0; type == id && i < nr_offs; i++) {
				if (at + offs[i] + 8 > off + total)
					break;
				memcpy(&val, data + at + offs[i], 8);
				printf("%s0x%016llx", i ? " " : "", (unsigned long long)val);
			}
			if (type == id && i)
				printf("\n");
		}
		off += total;
	}
}

int main(int argc, char **argv)
{
	unsigned char page[PAGE];
	unsigned int id;
	ssize_t n;
	int i, fd;

	char *p;

	if (argc < 4) {
		fprintf(stderr, "usage: pf-rawfuncs ID OFFSET[,OFFSET...] FILE...\n");
		return 2;
	}
	/* ID 0: copy the pages as they come, for parsing later (reading consumes them) */
	id = strtoul(argv[1], NULL, 0);
	for (p = argv[2]; *p && nr_offs < 16; p++) {
		offs[nr_offs++] = strtoul(p, &p, 0);
		if (*p != ',')
			break;
	}
	for (i = 3; i < argc; i++) {
		fd = open(argv[i], O_RDONLY | O_NONBLOCK);
		if (fd < 0) {
			perror(argv[i]);
			return 1;
		}
		while ((n = read(fd, page, sizeof(page))) > 0) {
			if (!id && fwrite(page, 1, n, stdout) != (size_t)n)
				return 1;
			if (id)
				page_funcs(page, n, id);
		}
		close(fd);
	}
	return 0;
}
