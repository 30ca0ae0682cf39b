/**
 * The compose file's nginx serves only our public host (docs/security.md#links-we-send): a request
 * naming any other Host, or none, gets no answer at all (`return 444`), before any copy sees it.
 */
import http from 'node:http';
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { PROXY_HOST } from './processes.ts';

const PROXY = new URL(inject('proxy'));

/** One request to the proxy with this Host: its status, or how the connection ended. */
function ask(headers: Record<string, string>, path = '/api/health/ready'): Promise<{ status: number } | { closed: string }> {
  return new Promise((resolve) => {
    const req = http.request({ host: PROXY.hostname, port: Number(PROXY.port), path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ closed: err.code ?? err.message }));
    req.end();
  });
}

/** Raw bytes to the proxy: everything it answers before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(PROXY.port), PROXY.hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the proxy and the Host header', () => {
  it('serves our public host, with or without the port', async () => {
    expect(await ask({ host: PROXY_HOST })).toEqual({ status: 200 });
    expect(await ask({ host: `${PROXY_HOST}:${PROXY.port}` })).toEqual({ status: 200 });
  });

  it.each([
    ['another host', 'evil.example'],
    ['a look-alike', `${PROXY_HOST}.evil.example`],
    ['localhost', 'localhost'],
    ['an IPv6 literal', '[::1]'],
  ])('closes the connection without an answer for %s', async (_what, host) => {
    expect(await ask({ host })).toEqual({ closed: 'ECONNRESET' });
    expect(await ask({ host }, '/api/v1/referral')).toEqual({ closed: 'ECONNRESET' });
  });

  it('closes the connection without an answer when there is no Host at all (HTTP/1.0)', async () => {
    expect(await raw('GET /api/health/ready HTTP/1.0\r\n\r\n')).toBe('');
    expect(await raw(`GET /api/health/ready HTTP/1.0\r\nHost: ${PROXY_HOST}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
