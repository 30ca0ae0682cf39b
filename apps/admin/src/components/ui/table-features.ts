import {
  createColumnHelper,
  createSortedRowModel,
  rowExpandingFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * The TanStack Table features every back-office table has: sorting (client-side on a loaded page,
 * or `manualSorting` when the server sorts) and expandable rows. Module scope: stable across renders.
 */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
  rowExpandingFeature,
});
export type AdminTableFeatures = typeof adminTableFeatures;

export type AdminColumn<TData extends RowData> = ColumnDef<AdminTableFeatures, TData, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A typed column helper for one row type: `const col = columnsFor<Staff>()`. */
export function columnsFor<TData extends RowData>() {
  return createColumnHelper<AdminTableFeatures, TData>();
}
