import type { ReactNode } from 'react';
import { errorText } from '../../lib/api/error-text.ts';
import { Notice } from './Notice.tsx';
import { Pager } from './Pager.tsx';

/** What PagedList reads of a list's query: its error, and its page once one has come. */
export interface PagedQuery {
  isError: boolean;
  error: unknown;
  data?: { page: number; pageSize: number; total: number };
}

/** A server-paged list: the query's error above, the table (children), the pager under it once a page has come. */
export function PagedList({
  query,
  onPage,
  notice,
  children,
}: {
  query: PagedQuery;
  onPage: (page: number) => void;
  /** Another message shown under the list's error (e.g. an action's). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {query.isError ? <Notice tone="error">{errorText(query.error)}</Notice> : null}
      {notice}
      {children}
      {query.data ? <Pager page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} onPage={onPage} /> : null}
    </>
  );
}
