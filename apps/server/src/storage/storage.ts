import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are made by the server (e.g. avatars/<uuid>.webp), never taken
 * from user input; `isSafeKey` still guards every call.
 */
export interface Storage {
  /** Writes the bytes under the key (replacing any file there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file of a key; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The bytes of a key, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Absolute path of a key's file on disk, or null when the key is not safe. */
  pathOf(key: string): string | null;
}

/** A key is lowercase letters, digits, dashes, dots and underscores in up to 4 segments; no '..'. */
const KEY = /^(?:[a-z0-9_-]+\/){0,3}[a-z0-9_-]+(?:\.[a-z0-9]+)?$/i;
export const isSafeKey = (key: string) => key.length <= 200 && KEY.test(key) && !key.includes('..');

/** A fresh server-made key: `<folder>/<uuid>.<ext>`. */
export const newKey = (folder: string, ext: string) => `${folder}/${crypto.randomUUID()}.${ext}`;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Files in a local folder (default `<DATA_DIR>/uploads`). Writes go to a temp file, then a rename. */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) return null;
    const full = path.resolve(base, key);
    return full.startsWith(base + path.sep) ? full : null;
  };
  const need = (key: string) => {
    const full = pathOf(key);
    if (!full) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return full;
  };
  return {
    pathOf,
    async put(key, bytes) {
      const full = need(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, full);
    },
    async delete(key) {
      await fs.rm(need(key), { force: true });
    },
    async read(key) {
      const full = pathOf(key);
      if (!full) return null;
      try {
        return await fs.readFile(full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },
  };
}
