import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, createLocalStorage, isSafeKey, newKey, type Storage } from '../../src/storage/storage.ts';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-storage-'));
  storage = createLocalStorage(path.join(root, 'uploads'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('local storage', () => {
  it('puts, reads and deletes a file under its key', async () => {
    const key = newKey('avatars', 'webp');
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect((await storage.read(key))?.toString()).toBe('bytes');
    expect(storage.pathOf(key)).toBe(path.join(root, 'uploads', key));
    await storage.delete(key);
    expect(await storage.read(key)).toBeNull();
    await storage.delete(key); // deleting twice is no error
    // No temporary file is left behind.
    expect(await fs.readdir(path.join(root, 'uploads', 'avatars'))).toEqual([]);
  });

  it.each([
    '../x.webp',
    'avatars/../../x.webp',
    '/etc/passwd',
    'a\\b.webp',
    'a\0b',
    '',
    '.',
    '..',
    'avatars/',
    'a//b',
    'a/b/c/d/e.webp',
    'x'.repeat(201),
  ])('refuses the unsafe key %j', async (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(storage.pathOf(key)).toBeNull();
    expect(await storage.read(key)).toBeNull();
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.delete(key)).rejects.toThrow(/unsafe/);
  });

  it('a folder is not a file', async () => {
    await storage.put('avatars/a.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.read('avatars')).toBeNull();
  });

  it('knows the content type of the image keys it serves', () => {
    expect(contentTypeOf('avatars/x.webp')).toBe('image/webp');
    expect(contentTypeOf('avatars/x.png')).toBe('image/png');
    expect(contentTypeOf('avatars/x.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('avatars/x.html')).toBe('application/octet-stream');
  });
});
