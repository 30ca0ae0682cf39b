import sharp from 'sharp';

/** A small real image. */
export const image = (format: 'jpeg' | 'png' | 'webp' = 'png', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A multipart body with text fields and, optionally, a file in PHOTO. */
export function reportMultipart(fields: Record<string, string>, photo?: { bytes: Buffer; filename?: string; type?: string }) {
  const boundary = `----qadhyahelp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (photo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="PHOTO"; filename="${photo.filename ?? 'photo.png'}"\r\nContent-Type: ${photo.type ?? 'image/png'}\r\n\r\n`,
      ),
      photo.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const rid = () => `t${Math.random().toString(36).slice(2, 14)}xyz`;
