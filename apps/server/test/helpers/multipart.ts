import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file in the field `field` (AVATAR by default), for inject(). */
export function multipartFile(bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const { field = 'AVATAR', filename = 'a.png', type = 'image/png' } = options;
  const boundary = `----qadhya${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs one file (a multipartFile body) to `url` with `headers` (e.g. a user's bearer token). */
export function postFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  bytes: Buffer,
  options: Parameters<typeof multipartFile>[1] = {},
) {
  const body = multipartFile(bytes, options);
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}
