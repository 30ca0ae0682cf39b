import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends raw bytes to 127.0.0.1:port (what a client library would refuse to send) and reads the
 * answer until the server closes the connection or a whole answer has come. `trickle` sends the
 * first part, then nothing more (a slow client).
 */
export function rawRequest(port: number, parts: (string | Buffer)[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return;
      const head = text.slice(0, split).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const rest = text.slice(split + 4);
      const length = headers['content-length'] ? Number(headers['content-length']) : undefined;
      if (length !== undefined && Buffer.byteLength(rest) < length) return;
      done = true;
      socket.destroy();
      resolve({ status, headers, body: length !== undefined ? rest.slice(0, length) : rest });
    };
    socket.on('data', (d) => {
      chunks.push(d);
      finish();
    });
    socket.on('close', () => {
      finish();
      if (!done) reject(new Error(`connection closed without an answer: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`));
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      for (const p of parts) socket.write(p);
    });
  });
}

/** `{ code, message }` and nothing of Fastify's default shape. */
export function errorShape(body: string): { code: string; message: string } {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string' || 'statusCode' in parsed || 'error' in parsed) {
    throw new Error(`not { code, message }: ${body.slice(0, 200)}`);
  }
  return { code: parsed.code, message: parsed.message };
}
