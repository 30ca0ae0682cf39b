import type { AdminCatalogueDetail } from '@qadhya/contracts';
import type { FastifyInstance } from 'fastify';

/** A PDF of `count` A4 pages, each with a coloured box and its number, made with MuPDF (no fixture file). */
export async function makePdf(count: number): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  const resources = doc.addObject({ Font: { F1: font } });
  for (let i = 1; i <= count; i++) {
    const contents = `0.8 0.1 0.1 rg 40 600 515 200 re f BT /F1 64 Tf 0 0 0 rg 200 300 Td (Page ${i}) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, contents));
  }
  const bytes = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/** A multipart/form-data body with files in fields named `file`, for inject(). */
export function multipartFiles(files: { bytes: Buffer; filename: string; type: string }[], field = 'file') {
  const boundary = `----qadhya${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Creates a draft catalogue for the week of `date` (removing one left there by an earlier run on a shared database). */
export async function createDraft(
  app: FastifyInstance,
  headers: Record<string, string>,
  date: string,
  name = 'Les prix fous',
): Promise<AdminCatalogueDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/catalogues',
    headers,
    payload: { name, name_ar: 'أسعار مجنونة', theme: 'Spécial hiver', date },
  });
  if (res.statusCode !== 201) throw new Error(`create ${date}: ${res.statusCode} ${res.body}`);
  return res.json<AdminCatalogueDetail>();
}

/** Removes the catalogues of these ids (PostgreSQL runs share one database). */
export async function dropCatalogues(app: FastifyInstance, ids: number[]) {
  await app.database.db.deleteFrom('catalogues').where('id', 'in', ids).execute();
}

/** Some product skus of the seeded data. */
export async function someSkus(app: FastifyInstance, n: number): Promise<string[]> {
  const rows = await app.database.db.selectFrom('products').select('sku').orderBy('id').limit(n).execute();
  return rows.map((r) => r.sku);
}
