/**
 * The backup archive's pieces (docs/operations.md#backup-and-restore): the tar format read back
 * whatever the chunking, long names, a cut archive refused; the restore's search path rewritten in
 * statements only, never in a COPY block's rows. The whole drill: test/operations/backup-restore.test.ts.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withPublicSearchPath } from '../../src/backup/postgres.ts';
import { readTar, TarError, tarWriter } from '../../src/backup/tar.ts';

async function archiveOf(entries: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = tarWriter(out, new Date('2026-11-24T12:30:00Z'));
  for (const [name, bytes] of entries) await tar.add(name, bytes);
  await tar.end();
  return Buffer.concat(chunks);
}

async function* pieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(input: AsyncIterable<Buffer>): Promise<[string, string][]> {
  const got: [string, string][] = [];
  await readTar(input, async (entry) => {
    const parts: Buffer[] = [];
    return {
      write: async (c) => void parts.push(Buffer.from(c)),
      end: async () => void got.push([entry.name, Buffer.concat(parts).toString()]),
    };
  });
  return got;
}

const longName = `uploads/catalogues/${'a'.repeat(60)}/pages/${'b'.repeat(90)}.webp`;
const entries: [string, Buffer][] = [
  ['qadhya-backup.json', Buffer.from('{"a":1}')],
  ['empty', Buffer.alloc(0)],
  [longName, Buffer.from('x'.repeat(1500))],
];

describe('tar', () => {
  it('reads back every entry, names over 100 characters included, however the stream is cut', async () => {
    const bytes = await archiveOf(entries);
    const expected = entries.map(([n, b]) => [n, b.toString()]);
    for (const size of [1, 7, 511, 512, 513, 100_000]) expect(await read(pieces(bytes, size))).toEqual(expected);
  });

  it('is what tar itself writes: a ustar header with its checksum', async () => {
    const bytes = await archiveOf([['a.txt', Buffer.from('hi')]]);
    expect(bytes.subarray(257, 262).toString()).toBe('ustar');
    expect(bytes.length % 512).toBe(0);
  });

  it('refuses an archive cut short, and bytes that are not tar', async () => {
    const bytes = await archiveOf(entries);
    await expect(read(pieces(bytes.subarray(0, 1200), 100))).rejects.toThrow(TarError);
    await expect(read(pieces(Buffer.alloc(1024, 7), 512))).rejects.toThrow(/not a tar archive/);
  });
});

describe('the restore’s search path', () => {
  const empty = "SELECT pg_catalog.set_config('search_path', '', false);";
  const script = [
    'SET lock_timeout = 0;',
    empty,
    'COPY public.notes (id, body) FROM stdin;',
    `1\t${empty}`,
    empty,
    '2\tسوق القدس', // split inside its letters by 1-byte chunks
    '\\.',
    'CREATE INDEX x ON public.stores USING gist (public.ll_to_earth(lat, lng));',
    '',
  ].join('\n');

  it('becomes public in statements, whatever the chunks (UTF-8 included); a COPY block’s rows are left as they are', async () => {
    for (const size of [1, 13, 10_000]) {
      let out = '';
      for await (const text of withPublicSearchPath(pieces(Buffer.from(script), size))) out += text;
      expect(out).toBe(script.replace(`${empty}\nCOPY`, "SELECT pg_catalog.set_config('search_path', 'public', false);\nCOPY"));
    }
  });
});
