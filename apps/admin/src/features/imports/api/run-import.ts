import type { FeedResult, ImportPreview } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export type ImportKind = 'stock' | 'last_chance';
const PATHS: Record<ImportKind, string> = { stock: 'stock', last_chance: 'last-chance' };

/** POST /admin/stores/:code/{stock|last-chance}/import?mode=preview: read and check, nothing written. */
export function previewImport(kind: ImportKind, store: string, csv: string): Promise<ImportPreview> {
  return request<ImportPreview>('POST', `/admin/stores/${encodeURIComponent(store)}/${PATHS[kind]}/import`, {
    query: { mode: 'preview' },
    body: csv,
    contentType: 'text/csv',
  });
}

/** …?mode=apply: all or nothing (422 ROWS_INVALID lists every refused line). */
export function applyImport(kind: ImportKind, store: string, csv: string): Promise<FeedResult> {
  return request<FeedResult>('POST', `/admin/stores/${encodeURIComponent(store)}/${PATHS[kind]}/import`, {
    query: { mode: 'apply' },
    body: csv,
    contentType: 'text/csv',
  });
}
