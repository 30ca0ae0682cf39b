import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from '../storage/storage.ts';

/**
 * The uploads folder (`<DATA_DIR>/uploads`) in a backup: every stored file under its storage key.
 * A `.tmp` file is a write in progress (storage.put renames it when done) and is left out.
 */
export async function uploadFiles(dir: string): Promise<{ key: string; file: string }[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { key: path.relative(dir, file).split(path.sep).join('/'), file };
    })
    .filter((u) => isSafeKey(u.key))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** True when the folder holds at least one file (at any depth), whatever its name. */
export async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true, recursive: true })).some((e) => e.isFile());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Where an archived upload goes under `root`, or null for a name that is not a storage key (refused). */
export function uploadTarget(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const full = path.resolve(root, key);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}
