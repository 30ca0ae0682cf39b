import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';

/** What the layout reads of the list's infinite query. */
interface ListQuery {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What the layout reads of the open item's query. */
interface DetailQuery<T> {
  isError: boolean;
  error: unknown;
  data?: T;
}

/**
 * The support screens' two columns (docs/help.md#support-inbox): the list with its filters, paged by a
 * « more » button, and the open item beside it (a hint while none is open).
 */
export function InboxLayout<T>({
  filters,
  filtersClassName,
  list,
  loadingLabel,
  moreLabel,
  children,
  detailClassName,
  openId,
  noneOpen,
  detail,
  detailLoadingLabel,
  renderDetail,
}: {
  filters: ReactNode;
  filtersClassName?: string;
  list: ListQuery;
  loadingLabel: string;
  moreLabel: string;
  /** The list's items. */
  children: ReactNode;
  detailClassName?: string;
  openId: number | null;
  noneOpen: string;
  detail: DetailQuery<T>;
  detailLoadingLabel: string;
  renderDetail: (item: T) => ReactNode;
}) {
  return (
    <div className="support-layout">
      <Panel className="support-list-panel">
        <div className={['support-filters', filtersClassName ?? ''].filter(Boolean).join(' ')}>{filters}</div>
        {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
        {list.isPending ? <Spinner label={loadingLabel} /> : children}
        {list.hasNextPage ? (
          <button
            type="button"
            className="ui-button ui-button-secondary support-more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Chargement…' : moreLabel}
          </button>
        ) : null}
      </Panel>
      <div className={['support-detail-col', detailClassName ?? ''].filter(Boolean).join(' ')}>
        {openId === null ? (
          <Panel>
            <p className="ui-muted">{noneOpen}</p>
          </Panel>
        ) : detail.isError ? (
          <Notice tone="error">{errorText(detail.error)}</Notice>
        ) : detail.data ? (
          renderDetail(detail.data)
        ) : (
          <Spinner label={detailLoadingLabel} />
        )}
      </div>
    </div>
  );
}
