import type { LastChanceOfferRow, RowError, RowErrorCode } from '@qadhya/contracts';
import { readCsv } from './csv.ts';
import type { RowOrigin } from './feed-rows.ts';

/** Data lines a file may hold (docs/integrations.md#csv). */
export const CSV_MAX_ROWS = 20_000;

const SKU = /^[A-Za-z0-9_-]{1,40}$/;
const INTEGER = /^-?\d{1,9}$/;

/** The columns of each import, in the order the template shows them. */
export const CSV_COLUMNS = {
  stock: ['sku', 'stock'],
  last_chance: ['sku', 'nouveau_pv', 'ancien_pv', 'stock'],
} as const;
export type ImportKind = keyof typeof CSV_COLUMNS;

type Parsed<K extends ImportKind> = K extends 'stock' ? { sku: string; stock: number } : LastChanceOfferRow;

export interface ParsedCsv<Row> {
  /** The lines that read well, with where each came from. */
  rows: Row[];
  origins: RowOrigin[];
  /** Every data line as read, for the preview (null: a value that did not read). */
  preview: { line: number; sku: string; stock: number | null; nouveau_pv?: number | null; ancien_pv?: number | null }[];
  /** The lines that did not read. */
  errors: RowError[];
}

const err = (index: number, line: number, sku: string | null, field: string | null, code: RowErrorCode, message: string): RowError => ({
  index,
  line,
  sku,
  field,
  code,
  message,
});

/** Reads an import's CSV: the header names the columns (any order, any case), each line a row. */
export function parseImportCsv<K extends ImportKind>(kind: K, text: string): ParsedCsv<Parsed<K>> {
  const columns = CSV_COLUMNS[kind];
  const doc = readCsv(text);
  const out: ParsedCsv<Parsed<K>> = { rows: [], origins: [], preview: [], errors: [] };
  const names = doc.header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const missing = columns.filter((c) => !names.includes(c));
  const extra = names.filter((n) => !(columns as readonly string[]).includes(n));
  if (!doc.header || missing.length > 0 || extra.length > 0 || new Set(names).size !== names.length) {
    const expected = columns.join(doc.separator);
    out.errors.push(
      err(
        -1,
        1,
        null,
        null,
        'COLUMNS_INVALID',
        `The first line must name the columns ${expected} (missing: ${missing.join(', ') || 'none'}; unknown: ${extra.join(', ') || 'none'}).`,
      ),
    );
    return out;
  }
  if (doc.records.length === 0) {
    out.errors.push(err(-1, 1, null, null, 'VALUE_MISSING', 'The file has no data line.'));
    return out;
  }
  if (doc.records.length > CSV_MAX_ROWS) {
    out.errors.push(
      err(CSV_MAX_ROWS, doc.records[CSV_MAX_ROWS]!.line, null, null, 'VALUE_INVALID', `At most ${CSV_MAX_ROWS} data lines per file.`),
    );
    return out;
  }
  if (doc.unclosedQuoteAt !== null) {
    out.errors.push(err(-1, doc.unclosedQuoteAt, null, null, 'VALUE_INVALID', 'A quote opened on this line is never closed.'));
  }
  const at = Object.fromEntries(names.map((n, i) => [n, i])) as Record<string, number>;
  doc.records.forEach((rec, index) => {
    const cell = (name: string) => (rec.fields[at[name]!] ?? '').trim();
    const sku = cell('sku');
    const before = out.errors.length;
    if (rec.fields.length !== names.length) {
      out.errors.push(
        err(index, rec.line, sku || null, null, 'COLUMNS_INVALID', `Expected ${names.length} values, found ${rec.fields.length}.`),
      );
    }
    if (!sku) out.errors.push(err(index, rec.line, null, 'sku', 'VALUE_MISSING', 'The sku is empty.'));
    else if (!SKU.test(sku))
      out.errors.push(err(index, rec.line, sku, 'sku', 'VALUE_INVALID', 'A sku is 1 to 40 letters, digits, _ or -.'));
    const numbers: Record<string, number | null> = {};
    for (const name of columns.filter((c) => c !== 'sku')) {
      const raw = cell(name);
      const min = name === 'stock' && kind === 'stock' ? 0 : 1;
      if (raw === '') {
        out.errors.push(err(index, rec.line, sku || null, name, 'VALUE_MISSING', `${name} is empty.`));
        numbers[name] = null;
      } else if (!INTEGER.test(raw) || Number(raw) < min || Number(raw) > (name === 'stock' ? 1_000_000 : 100_000_000)) {
        const unit = name === 'stock' ? 'a whole number of items' : 'a whole number of millimes (1 DT = 1000)';
        out.errors.push(
          err(index, rec.line, sku || null, name, 'VALUE_INVALID', `${name} must be ${unit}, at least ${min}: “${raw.slice(0, 40)}”.`),
        );
        numbers[name] = null;
      } else numbers[name] = Number(raw);
    }
    out.preview.push({
      line: rec.line,
      sku,
      stock: numbers.stock ?? null,
      ...(kind === 'last_chance' ? { nouveau_pv: numbers.nouveau_pv ?? null, ancien_pv: numbers.ancien_pv ?? null } : {}),
    });
    if (out.errors.length === before) {
      out.rows.push({ sku, ...numbers } as unknown as Parsed<K>);
      out.origins.push({ index, line: rec.line });
    }
  });
  return out;
}
