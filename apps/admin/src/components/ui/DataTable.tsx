import { useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { adminTableFeatures, type AdminColumn } from './table-features.ts';

export interface DataTableProps<TData extends RowData> {
  /** What the table lists (an accessible caption, visually hidden). */
  caption: string;
  columns: AdminColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  loading?: boolean;
  emptyText?: string;
  /** Details under a row, opened by a button in a first column. */
  renderExpanded?: (row: TData) => ReactNode;
  /** The label of a row's open/close button (for screen readers). */
  expandLabel?: (row: TData) => string;
  initialSorting?: SortingState;
  /** `false`: no column sorts (the server's order stands); otherwise each column says. */
  sortable?: boolean;
  /** The server sorts (sorting state is then the caller's). */
  sorting?: { state: SortingState; onChange: (next: SortingState) => void };
}

/** A row's id when it is its `id` (most rows). */
export const byId = (row: { id: number | string }) => String(row.id);

/**
 * A table of one kind of row whose columns and texts are fixed (a screen's list): the screen passes
 * its rows, and whether they are loading.
 */
export function tableOf<TData extends RowData>(fixed: Omit<DataTableProps<TData>, 'data' | 'loading'>) {
  return function FixedTable({ rows, loading }: { rows: TData[]; loading?: boolean }) {
    return <DataTable {...fixed} data={rows} loading={loading} />;
  };
}

/** Every back-office table: TanStack Table (headless) drawn with our markup, sortable headers, expandable rows. */
export function DataTable<TData extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  loading,
  emptyText = 'Aucun élément.',
  renderExpanded,
  expandLabel,
  initialSorting = [],
  sortable = true,
  sorting,
}: DataTableProps<TData>) {
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const sortState = sorting?.state ?? localSorting;
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting: sortState },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sortState) : updater;
      if (sorting) sorting.onChange(next);
      else setLocalSorting(next);
    },
    manualSorting: Boolean(sorting),
    enableSorting: sortable,
    enableSortingRemoval: false,
  });
  const colCount = columns.length + (renderExpanded ? 1 : 0);
  const rows = table.getRowModel().rows;
  return (
    <div className="ui-table-wrap">
      <table className="ui-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {renderExpanded ? (
                <th scope="col" className="ui-table-expander">
                  <span className="visually-hidden">Détails</span>
                </th>
              ) : null}
              {group.headers.map((header) => {
                if (header.isPlaceholder) return <th key={header.id} scope="col" />;
                const canSort = header.column.getCanSort();
                const dir = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
                    {canSort ? (
                      <button type="button" className="ui-sort" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        {dir === 'asc' ? (
                          <ArrowUp size={14} aria-hidden="true" />
                        ) : dir === 'desc' ? (
                          <ArrowDown size={14} aria-hidden="true" />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden="true" className="ui-sort-idle" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={colCount} className="ui-table-empty">
                {loading ? 'Chargement…' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const open = Boolean(expanded[row.id]);
              return (
                <Fragment key={row.id}>
                  <tr className={open ? 'ui-row-open' : undefined}>
                    {renderExpanded ? (
                      <td className="ui-table-expander">
                        <button
                          type="button"
                          className="ui-icon-button"
                          aria-expanded={open}
                          aria-label={expandLabel ? expandLabel(row.original) : 'Détails'}
                          onClick={() => setExpanded((e) => ({ ...e, [row.id]: !open }))}
                        >
                          {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
                        </button>
                      </td>
                    ) : null}
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                  {renderExpanded && open ? (
                    <tr className="ui-row-details">
                      <td colSpan={colCount}>{renderExpanded(row.original)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
