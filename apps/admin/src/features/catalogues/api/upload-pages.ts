import { call, ops } from '../../../lib/api/call.ts';

/**
 * POST /admin/catalogues/:id/pages (multipart, fields "file"): one PDF rendered page by page on the
 * server, or images in page order. Replaces every page.
 */
export function uploadPages(id: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return call(ops.replaceAdminCataloguePages, { params: { id }, body: form });
}
