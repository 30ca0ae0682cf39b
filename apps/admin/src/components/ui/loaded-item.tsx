import type { ReactElement, ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorText } from '../../lib/api/error-text.ts';
import { Notice } from './Notice.tsx';
import { Spinner } from './Spinner.tsx';

/** A detail page's `:id`: the number, and whether it can be one (a positive integer). */
export function useIdParam() {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

/**
 * A detail page's item once it has come (`data`), or what the page shows meanwhile (`view`): its way
 * back and the error (or `missing` for an id that cannot be one), else a spinner.
 */
export function loadedItem<T>(
  query: { isError: boolean; error: unknown; isPending: boolean; data?: T },
  { valid, back, missing, loading }: { valid: boolean; back: ReactNode; missing: string; loading: string },
): { data: T; view?: undefined } | { view: ReactElement } {
  if (!valid || query.isError) {
    return {
      view: (
        <div className="ui-stack">
          {back}
          <Notice tone="error">{query.isError ? errorText(query.error) : missing}</Notice>
        </div>
      ),
    };
  }
  if (query.isPending || query.data === undefined) return { view: <Spinner label={loading} /> };
  return { data: query.data };
}
