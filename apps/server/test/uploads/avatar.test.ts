import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomIp, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, built by hand (so file names can be anything). */
function multipart(parts: Part[]) {
  const boundary = `----qadhya${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'latin1'), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (who: TestAccount, parts: Part[]) => {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/me/avatar',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
};
const avatarPart = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name: 'AVATAR',
  filename,
  contentType,
  data,
});

/** An uncompressed PNG of random pixels, `side` × `side`: about side² × 3 bytes. */
const noisePng = (side: number) =>
  sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const image = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG that says it is width × height: signature, IHDR with its CRC, a tiny IDAT, IEND. Nothing is encoded. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const expectError = (res: { statusCode: number; json: () => { code: string; message: string } }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().code).toBe(code);
  expect(typeof res.json().message).toBe('string');
};

/** The user's avatar column, straight from the database. */
const avatarOf = async (who: TestAccount) =>
  (await app.database.db.selectFrom('users').select('avatar').where('id', '=', who.id).executeTakeFirstOrThrow()).avatar;

describe('POST /users/me/avatar accepts JPEG, PNG and WebP and stores a 512×512 WebP', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)('%s', async (format, filename, contentType) => {
    const me = await createUser(app);
    const res = await upload(me, [avatarPart(await image(format), filename, contentType)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.avatar_url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(body.data).toMatchObject({ ID: me.id, AVATAR: body.avatar_url.slice('/uploads/'.length) });
    expect(await avatarOf(me)).toBe(body.data.AVATAR);
    // Served, as WebP, immutable.
    const served = await app.inject(body.avatar_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(String(served.headers['cache-control'])).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // GET /users/me shows it too.
    const again = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: me.headers });
    expect(again.json().data.AVATAR).toBe(body.data.AVATAR);
  });

  it('the stored file has no EXIF, ICC or XMP, whatever the upload carried; the client name is not used', async () => {
    const me = await createUser(app);
    const withExif = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF-MARKER', Artist: 'GPS 36.8,10.1' } }, orientation: 6 })
      .toBuffer();
    const uploadedMeta = await sharp(withExif).metadata();
    expect(uploadedMeta.exif).toBeDefined();
    expect(withExif.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(true);

    const res = await upload(me, [avatarPart(withExif, 'my-holiday.jpg')]);
    expect(res.statusCode).toBe(200);
    const key = res.json().data.AVATAR as string;
    expect(key).not.toContain('holiday');
    const stored = await app.storage.read(key);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored!.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(false);
    expect(stored!.includes(Buffer.from('EXIF'))).toBe(false);
  });

  it('an EXIF orientation is applied before the metadata goes (the avatar is upright)', async () => {
    const me = await createUser(app);
    // Stored 200×100: top half red, bottom half blue. Orientation 6 shows it turned 90° clockwise
    // (100×200: blue on the left, red on the right); the square crop keeps the middle.
    const red = { r: 255, g: 0, b: 0 };
    const blue = { r: 0, g: 0, b: 255 };
    const half = (c: typeof red) =>
      sharp({ create: { width: 200, height: 50, channels: 3, background: c } })
        .png()
        .toBuffer();
    const stored = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .composite([
        { input: await half(red), top: 0, left: 0 },
        { input: await half(blue), top: 50, left: 0 },
      ])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(me, [avatarPart(stored)]);
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp((await app.storage.read(res.json().data.AVATAR))!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };
    expect(at(60, 256).b).toBeGreaterThan(200);
    expect(at(60, 256).r).toBeLessThan(60);
    expect(at(450, 256).r).toBeGreaterThan(200);
    expect(at(450, 256).b).toBeLessThan(60);
  });

  it('a new avatar replaces the previous file (deleted) under a new name', async () => {
    const me = await createUser(app);
    const first = (await upload(me, [avatarPart(await image('png'), 'a.png', 'image/png')])).json();
    const second = (await upload(me, [avatarPart(await image('jpeg'))])).json();
    expect(second.data.AVATAR).not.toBe(first.data.AVATAR);
    expect(await app.storage.read(first.data.AVATAR)).toBeNull();
    const old = await app.inject(first.avatar_url);
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe('NOT_FOUND');
    expect((await app.inject(second.avatar_url)).statusCode).toBe(200);
  });

  it('an image of 4.5 MB (under the 5 MB limit, above the 1 MB JSON body limit) is accepted', async () => {
    const me = await createUser(app);
    const big = await noisePng(1250);
    expect(big.length).toBeGreaterThan(4.4 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(me, [avatarPart(big, 'big.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
  });

  it('the type is read from the bytes, not from the name or declared type: a PNG named .txt is accepted', async () => {
    const me = await createUser(app);
    const res = await upload(me, [avatarPart(await image('png'), 'notes.txt', 'text/plain')]);
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /users/me/avatar refuses', () => {
  it('a text file renamed .png → 415 UNSUPPORTED_IMAGE_TYPE', async () => {
    const me = await createUser(app);
    expectError(
      await upload(me, [avatarPart('hello, this is not an image\n'.repeat(20), 'photo.png', 'image/png')]),
      415,
      'UNSUPPORTED_IMAGE_TYPE',
    );
    expect(await avatarOf(me)).toBeNull();
  });

  it.each([
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    [
      'a TIFF',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
    ],
  ])('%s → 415 UNSUPPORTED_IMAGE_TYPE', async (_label, make) => {
    const me = await createUser(app);
    expectError(await upload(me, [avatarPart(await make(), 'photo.png', 'image/png')]), 415, 'UNSUPPORTED_IMAGE_TYPE');
  });

  it('a 6 MB image → 413 FILE_TOO_LARGE', async () => {
    const me = await createUser(app);
    const big = await noisePng(1450);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expectError(await upload(me, [avatarPart(big, 'big.png', 'image/png')]), 413, 'FILE_TOO_LARGE');
    expect(await avatarOf(me)).toBeNull();
  });

  it('a 20000×20000 PNG → 422 IMAGE_TOO_LARGE, before any decoding', async () => {
    const me = await createUser(app);
    const bomb = pngHeaderOnly(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20000, height: 20000 });
    const res = await upload(me, [avatarPart(bomb, 'bomb.png', 'image/png')]);
    expectError(res, 422, 'IMAGE_TOO_LARGE');
    // The header's size in the answer: the refusal came from the header check. A decode would not
    // get that far — sharp refuses more than AVATAR_MAX_PIXELS itself, and this IDAT holds no
    // 20000×20000 image — and would answer IMAGE_INVALID.
    expect(res.json().message).toContain('20000×20000');
    expect(await avatarOf(me)).toBeNull();
  });

  it('a side over 8000 pixels (9000×100) → 422 IMAGE_TOO_LARGE', async () => {
    const me = await createUser(app);
    expectError(await upload(me, [avatarPart(pngHeaderOnly(9000, 100), 'wide.png', 'image/png')]), 422, 'IMAGE_TOO_LARGE');
  });

  it.each([
    ['a JPEG signature followed by junk', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)])],
    ['a truncated PNG', async () => (await image('png', 300, 300)).subarray(0, 120)],
    ['a PNG header without pixels (tiny)', () => pngHeaderOnly(40, 40)],
    ['a RIFF/WEBP header and nothing else', () => Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('%s → 422 IMAGE_INVALID', async (_label, make) => {
    const me = await createUser(app);
    expectError(await upload(me, [avatarPart(await make(), 'broken.png', 'image/png')]), 422, 'IMAGE_INVALID');
    expect(await avatarOf(me)).toBeNull();
  });

  it.each(['../../etc/passwd.png', 'avatars/x.png', '..\\..\\win.png', 'C:\\Users\\me\\photo.png', '..png'])(
    'a path-like file name (%s) → 400 INVALID_FILE_NAME',
    async (filename) => {
      const me = await createUser(app);
      expectError(await upload(me, [avatarPart(await image('png'), filename, 'image/png')]), 400, 'INVALID_FILE_NAME');
      expect(await avatarOf(me)).toBeNull();
    },
  );

  it('a file name with a NUL → 400 INVALID_FILE_NAME', async () => {
    const me = await createUser(app);
    expectError(await upload(me, [avatarPart(await image('png'), 'photo\u0000.png', 'image/png')]), 400, 'INVALID_FILE_NAME');
  });

  it('no file → 400 FILE_MISSING (only a text field, a file in another field, an empty file, no part at all)', async () => {
    const me = await createUser(app);
    expectError(await upload(me, [{ name: 'NAME', data: 'x' }]), 400, 'FILE_MISSING');
    expectError(
      await upload(me, [{ name: 'PHOTO', filename: 'a.png', contentType: 'image/png', data: await image('png') }]),
      400,
      'FILE_MISSING',
    );
    expectError(await upload(me, [avatarPart(Buffer.alloc(0), 'empty.png', 'image/png')]), 400, 'FILE_MISSING');
    expectError(await upload(me, []), 400, 'FILE_MISSING');
  });

  it('a body that is not multipart → 415 UNSUPPORTED_MEDIA_TYPE; a malformed multipart body → 400', async () => {
    const me = await createUser(app);
    const json = await app.inject({ method: 'POST', url: '/api/v1/users/me/avatar', headers: me.headers, payload: { AVATAR: 'x' } });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const none = await app.inject({ method: 'POST', url: '/api/v1/users/me/avatar', headers: me.headers });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/users/me/avatar',
      headers: { ...me.headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="AVATAR"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(typeof broken.json().code).toBe('string');
  });
});

describe('multipart elsewhere', () => {
  it.each([
    ['PUT', '/api/v1/users/me'],
    ['PUT', '/api/v1/users/me/config'],
  ] as const)('a multipart body on %s %s → 400, never a 500', async (method, url) => {
    const me = await createUser(app);
    const body = multipart([avatarPart(await image('png'), 'a.png', 'image/png'), { name: 'NAME', data: 'x' }]);
    const res = await app.inject({ method, url, headers: { ...me.headers, 'content-type': body.contentType }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().code).toBe('string');
  });
});

describe('GET /uploads/*', () => {
  it.each([
    '/uploads/avatars/00000000-0000-4000-8000-000000000000.webp',
    '/uploads/../package.json',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/avatars/..%5c..%5cx.webp',
    '/uploads/',
    '/uploads/avatars',
  ])('%s → JSON 404, never the web app', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(typeof res.json().code).toBe('string');
  });

  it('/uploads/avatars/x.webp%00.png → JSON 400 CONTROL_CHARACTERS, never the web app', async () => {
    const res = await app.inject('/uploads/avatars/x.webp%00.png');
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(res.json().code).toBe('CONTROL_CHARACTERS');
  });
});
