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
