import { call, ops } from '../../../lib/api/call.ts';

export type ImportKind = 'stock' | 'last_chance';
const IMPORTS = { stock: ops.importStoreStock, last_chance: ops.importStoreLastChance } as const;

/** POST /admin/stores/:code/{stock|last-chance}/import?mode=preview: read and check, nothing written. */
export async function previewImport(kind: ImportKind, store: string, csv: string) {
  const answer = await call(IMPORTS[kind], { params: { code: store }, query: { mode: 'preview' }, body: csv }, { contentType: 'text/csv' });
  if (!('mode' in answer)) throw new Error(`${IMPORTS[kind].id}: a preview was asked, an applied import came back`);
  return answer;
}

/** …?mode=apply: all or nothing (422 ROWS_INVALID lists every refused line). */
export async function applyImport(kind: ImportKind, store: string, csv: string) {
  const answer = await call(IMPORTS[kind], { params: { code: store }, query: { mode: 'apply' }, body: csv }, { contentType: 'text/csv' });
  if (!('applied' in answer)) throw new Error(`${IMPORTS[kind].id}: an import was asked, a preview came back`);
  return answer;
}
