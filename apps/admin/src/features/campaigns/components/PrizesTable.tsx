import type { AdminCampaignPrize } from '@qadhya/contracts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { arabicMissing } from '../../../components/ui/BilingualField.tsx';
import { byId, tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { dt, percentOfWeight, prizeHours, prizeValue } from '../model/labels.ts';

const col = columnsFor<AdminCampaignPrize>();

const columns: AdminColumn<AdminCampaignPrize>[] = [
  col.accessor('label', {
    header: 'Lot',
    cell: (c) => (
      <div className="camp-titles">
        <strong>{c.getValue()}</strong>
        {arabicMissing(c.getValue(), c.row.original.label_ar) ? (
          <Badge tone="warning">Arabe manquant</Badge>
        ) : (
          <span lang="ar" dir="rtl" className="camp-ar">
            {c.row.original.label_ar}
          </span>
        )}
      </div>
    ),
  }),
  col.accessor('kind', { header: 'Type', cell: (c) => (c.getValue() === 'voucher' ? 'Bon d’achat' : 'Coupon') }),
  col.display({
    id: 'value',
    header: 'Valeur',
    cell: (c) => {
      const p = c.row.original;
      return (
        <span className="camp-num">
          {prizeValue(p)}
          {p.min_purchase ? <span className="ui-muted"> dès {dt(p.min_purchase)}</span> : null}
        </span>
      );
    },
  }),
  col.accessor('valid_days', { header: 'Validité', cell: (c) => `${c.getValue()} j` }),
  col.accessor('weight', {
    header: 'Chances',
    cell: (c) => <span className="camp-num">{percentOfWeight(c.getValue())}</span>,
  }),
  col.display({ id: 'hours', header: 'Heures', cell: (c) => prizeHours(c.row.original) }),
  col.accessor('awarded', {
    header: 'Gagnés / quantité',
    cell: (c) => (
      <span className="camp-num">
        <strong>{c.getValue()}</strong> / {c.row.original.quantity}
      </span>
    ),
  }),
];

/** The prize table as the draw reads it, with what each line has given. */
export const PrizesTable = tableOf<AdminCampaignPrize>({
  caption: 'Lots de la campagne',
  columns,
  sortable: false,
  getRowId: byId,
  emptyText: 'Aucun lot.',
});
