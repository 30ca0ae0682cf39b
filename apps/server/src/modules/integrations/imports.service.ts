import type { FeedResult, ImportPreview, RowError } from '@qadhya/contracts';
import { AppError } from '../../errors.ts';
import { parseImportCsv, type ImportKind } from './csv-import.ts';
import { rowsRejected, RowsRejectedError, sortErrors } from './feed-rows.ts';
import type { FeedActor, FeedsService } from './feeds.service.ts';
import type { FeedsRepository } from './feeds.repository.ts';

/** Ends a preview's transaction: nothing it did is kept. */
class Rollback extends Error {}

export type ImportOutcome = { status: 200; body: ImportPreview | FeedResult } | { status: 422; body: ReturnType<typeof rowsRejected> };

/**
 * The back office's CSV imports of a store's stock and last chance (docs/integrations.md#csv): the
 * file is read line by line, then checked by the feeds' own rules in a transaction — rolled back for
 * a preview, committed for an apply only when no line is refused.
 */
export function createImportsService({ repo, feeds }: { repo: FeedsRepository; feeds: FeedsService }) {
  return {
    async run(actor: FeedActor, kind: ImportKind, code: string, text: string, mode: 'preview' | 'apply'): Promise<ImportOutcome> {
      await feeds.requireStore(code);
      const parsed = parseImportCsv(kind, text);
      let ruled: RowError[] = [];
      let result: FeedResult | null = null;
      const input = { rows: parsed.rows, origins: parsed.origins };
      try {
        await repo.transaction(async (trx) => {
          result =
            kind === 'stock'
              ? await feeds.stockSet(trx, actor, code, input as Parameters<FeedsService['stockSet']>[3], false)
              : await feeds.lastChanceSnapshot(trx, actor, code, input as Parameters<FeedsService['lastChanceSnapshot']>[3]);
          if (mode === 'preview' || parsed.errors.length > 0) throw new Rollback();
        });
      } catch (e) {
        if (e instanceof RowsRejectedError) ruled = e.body.errors;
        else if (!(e instanceof Rollback)) throw e;
      }
      const errors = sortErrors([...parsed.errors, ...ruled]);
      if (mode === 'preview') return { status: 200, body: { mode: 'preview', rows: parsed.preview, errors } };
      if (errors.length > 0) return { status: 422, body: rowsRejected(errors) };
      if (!result) throw new AppError(500, 'INTERNAL_ERROR', 'The import did not run.');
      return { status: 200, body: result };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
