import type { ReactNode } from 'react';

/** What the button needs of a paged query (react-query's useInfiniteQuery). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * « More » under a list read page by page: shown while the query has a next page, it reads it,
 * disabled while that page loads. The screen gives its look (`className`) and its words.
 */
export function NextPageButton({
  query,
  className,
  testId,
  children,
}: {
  query: PagedQuery;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
