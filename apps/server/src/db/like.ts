import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from './schema.ts';

/** LIKE's own wildcards in the user's text are matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A back-office product search on `products as p`: the name or brand through the trigram index on
 * search_text (0009), or the exact sku or EAN (unique indexes).
 */
export const productMatches = (eb: ExpressionBuilder<DB & { p: DB['products'] }, 'p'>, q: string) =>
  eb.or([sql<boolean>`p.search_text like '%' || search_key(${escapeLike(q)}) || '%'`, eb('p.sku', '=', q), eb('p.ean', '=', q)]);
