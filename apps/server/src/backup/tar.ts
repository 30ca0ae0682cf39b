import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';

/**
 * The few parts of the POSIX tar format (ustar) a backup archive needs: regular files only, names
 * up to 255 characters, written and read as streams (docs/operations.md#backup-and-restore).
 * `tar tzf backup.tar.gz` lists an archive; `tar xzf` opens it.
 */

const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

/** The archive is not a tar stream, or it was cut short. */
export class TarError extends Error {}

/** name ≤ 100 bytes, or prefix ≤ 155 + '/' + name ≤ 100, split at a slash (ustar). */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base.length > 0) return { prefix, base };
  }
  throw new TarError(`name too long for the archive: ${name}`);
}

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      out.off('drain', done);
      out.off('error', done);
      if (err) reject(err);
      else resolve();
    };
    out.on('drain', done);
    out.on('error', done);
  });
}

/** Writes tar entries into `out` (e.g. a gzip stream), waiting whenever it asks to. */
export function tarWriter(out: Writable, mtime: Date) {
  const pad = (size: number) => (size % BLOCK === 0 ? null : Buffer.alloc(BLOCK - (size % BLOCK)));
  return {
    async add(name: string, bytes: Buffer): Promise<void> {
      await write(out, tarHeader(name, bytes.length, mtime));
      await write(out, bytes);
      const rest = pad(bytes.length);
      if (rest) await write(out, rest);
    },
    /** A file read in pieces (a database dump may not fit in memory). */
    async addFile(name: string, file: FileHandle): Promise<void> {
      const { size } = await file.stat();
      await write(out, tarHeader(name, size, mtime));
      const piece = Buffer.alloc(1 << 20);
      for (let at = 0; at < size;) {
        const { bytesRead } = await file.read(piece, 0, Math.min(piece.length, size - at), at);
        if (bytesRead === 0) throw new TarError(`${name} became shorter while it was archived`);
        await write(out, Buffer.from(piece.subarray(0, bytesRead)));
        at += bytesRead;
      }
      const rest = pad(size);
      if (rest) await write(out, rest);
    },
    async end(): Promise<void> {
      await write(out, END);
    },
  };
}

export interface TarEntry {
  name: string;
  size: number;
}

/** Where an entry's bytes go; null skips them. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

function parseHeader(block: Buffer): TarEntry {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const field = (at: number, len: number) =>
    block
      .subarray(at, at + len)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  const recorded = parseInt(field(148, 8).trim(), 8);
  if (field(257, 5) !== 'ustar' || recorded !== sum) throw new TarError('not a tar archive (bad header)');
  const type = field(156, 1);
  if (type !== '0' && type !== '') throw new TarError(`unexpected entry type '${type}'`);
  const prefix = field(345, 155);
  const base = field(0, 100);
  const size = parseInt(field(124, 12).trim(), 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarError('not a tar archive (bad size)');
  return { name: prefix ? `${prefix}/${base}` : base, size };
}

/**
 * Reads a tar stream, asking `onEntry` where each entry's bytes go. Throws TarError when a header
 * is not a tar header or the stream ends inside an entry or before the end marker.
 */
export async function readTar(input: AsyncIterable<Buffer>, onEntry: (entry: TarEntry) => Promise<EntrySink | null>): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let body: { remaining: number; padding: number; sink: EntrySink | null } | null = null;
  let ended = false;
  for await (const chunk of input) {
    if (ended) continue;
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (body) {
        const take = Math.min(body.remaining, pending.length);
        if (take > 0) {
          await body.sink?.write(pending.subarray(0, take));
          body.remaining -= take;
          pending = pending.subarray(take);
        }
        if (body.remaining > 0) break;
        const skip = Math.min(body.padding, pending.length);
        body.padding -= skip;
        pending = pending.subarray(skip);
        if (body.padding > 0) break;
        await body.sink?.end();
        body = null;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const entry = parseHeader(block);
      body = { remaining: entry.size, padding: (BLOCK - (entry.size % BLOCK)) % BLOCK, sink: await onEntry(entry) };
    }
  }
  if (!ended) throw new TarError('the archive is cut short');
}
