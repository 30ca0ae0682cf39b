import type { AdminCatalogueDetail } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/**
 * POST /admin/catalogues/:id/pages (multipart, fields "file"): one PDF rendered page by page on the
 * server, or images in page order. Replaces every page.
 */
export function uploadPages(id: number, files: File[]): Promise<AdminCatalogueDetail> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return request<AdminCatalogueDetail>('POST', `/admin/catalogues/${id}/pages`, { body: form });
}
