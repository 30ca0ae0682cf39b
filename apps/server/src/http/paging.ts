import type { PageQuery } from '@qadhya/contracts';

/** ?page&pageSize → LIMIT/OFFSET. */
export const pageWindow = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** One page of a list in the contracts' paged shape. */
export function pageOf<T>(items: T[], q: PageQuery, total: number) {
  return { items, page: q.page, pageSize: q.pageSize, total, hasMore: (q.page - 1) * q.pageSize + items.length < total };
}
