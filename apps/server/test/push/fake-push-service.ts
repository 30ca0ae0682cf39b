import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for the tests (docs/notifications.md#push): records every request the
 * server's web push makes, answers 201 (or what a path is told to answer), and a subscriber that
 * decrypts the aes128gcm payload (RFC 8291) with its own keys, as a browser would.
 */
export interface RecordedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export async function startFakePushService() {
  const received: RecordedPush[] = [];
  const answers = new Map<string, number>();
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  // Every TCP connection, even one that never makes a request (a TLS hello to this plain server).
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    received,
    /** How many connections were made to it so far. */
    connections: () => connections,
    /** Makes `path` answer `status` (e.g. 410: the subscription is gone). */
    answer: (path: string, status: number) => answers.set(path, status),
    to: (path: string) => received.filter((r) => r.path === path),
    subscriber: () => newSubscriber(base),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

function newSubscriber(base: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const path = `/sub/${crypto.randomUUID()}`;
  const uaPublic = ecdh.getPublicKey();
  return {
    path,
    endpoint: `${base}${path}`,
    keys: { p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') },
    /** The JSON a push carried, decrypted as the browser does (aes128gcm, RFC 8188/8291). */
    decrypt(body: Buffer): Record<string, unknown> {
      const salt = body.subarray(0, 16);
      const idlen = body[20]!;
      const asPublic = body.subarray(21, 21 + idlen);
      const ciphertext = body.subarray(21 + idlen);
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(auth, ecdhSecret);
      const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      const end = plain.lastIndexOf(2);
      return JSON.parse(plain.subarray(0, end).toString('utf8')) as Record<string, unknown>;
    },
  };
}
