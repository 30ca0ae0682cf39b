import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A searchable, paged list: the search text and the page, back to page 1 when the search changes. */
export function useSearchPaging() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);
  return { q, page, setPage, onSearch };
}

/** A search route's query: the text (left out when empty) and the page. */
export interface SearchPageQuery {
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * A searchable list paged by the server, `pageSize` a page: the query (the last page stays shown
 * while the next one comes), `onSearch` for the search box, `setPage` for the pager.
 */
export function useSearchedPage<T>(key: QueryKey, list: (query: SearchPageQuery, signal: AbortSignal) => Promise<T>, pageSize = 20) {
  const { q, page, setPage, onSearch } = useSearchPaging();
  const query = useQuery({
    queryKey: [...key, q, page],
    queryFn: ({ signal }) => list({ q: q || undefined, page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  return { query, setPage, onSearch };
}

/**
 * The edit form opens above the list, under the page's title: when `openKey` (what is open, null
 * for nothing) changes to something, the element of the returned ref is brought into view (the row
 * clicked may be far below).
 */
export function useScrollToFormOnOpen<T extends HTMLElement>(openKey: string | null) {
  const top = useRef<T>(null);
  useEffect(() => {
    if (openKey) top.current?.scrollIntoView?.({ block: 'start' });
  }, [openKey]);
  return top;
}

/** A paged list's filter setter that also goes back to page 1 (the page shown may not exist under the new filter). */
export function fromFirstPage<V>(set: (value: V) => void, setPage: (page: number) => void): (value: V) => void {
  return (value) => {
    set(value);
    setPage(1);
  };
}
