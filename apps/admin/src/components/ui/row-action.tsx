import type { RowData } from '@tanstack/react-table';
import { Button } from './Button.tsx';
import { columnsFor, type AdminColumn } from './table-features.ts';

/** A table's last column: one small button per row (« Modifier », « Ouvrir »), its accessible name saying which row. */
export function rowAction<TData extends RowData>(
  label: string,
  onClick: (row: TData) => void,
  ariaLabel: (row: TData) => string,
): AdminColumn<TData> {
  return columnsFor<TData>().display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (c) => (
      <Button size="sm" onClick={() => onClick(c.row.original)} aria-label={ariaLabel(c.row.original)}>
        {label}
      </Button>
    ),
  });
}
