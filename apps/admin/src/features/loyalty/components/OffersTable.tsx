import type { AdminWalletOffer } from '@qadhya/contracts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { byId, tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { offerValue } from './offer-form.ts';
import { dt, formatDateTime, lastValidDay } from './format.ts';

const col = columnsFor<AdminWalletOffer>();

const STATUS = {
  active: { label: 'Actif', tone: 'success' },
  used: { label: 'Utilisé', tone: 'neutral' },
  expired: { label: 'Expiré', tone: 'warning' },
} as const;
const SOURCE: Record<AdminWalletOffer['source'], string> = {
  welcome: 'Bienvenue',
  points: 'Points',
  staff: 'Personnel',
  game: 'Jeu',
  referral: 'Parrainage',
  idea: 'Idée retenue',
};

const columns: AdminColumn<AdminWalletOffer>[] = [
  col.accessor('label', {
    header: 'Offre',
    cell: (c) => (
      <>
        <strong>{c.getValue()}</strong>
        <br />
        <span className="loyalty-muted">
          {c.row.original.kind === 'coupon' ? 'Coupon' : 'Bon d’achat'} · {SOURCE[c.row.original.source]}
        </span>
      </>
    ),
  }),
  col.accessor('code', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  col.display({
    id: 'value',
    header: 'Valeur',
    cell: (c) => {
      const o = c.row.original;
      const extra = [o.min_purchase ? `dès ${dt(o.min_purchase)}` : '', o.cap ? `plafond ${dt(o.cap)}` : ''].filter(Boolean).join(', ');
      return (
        <>
          <span className="loyalty-num">{offerValue(o)}</span>
          {extra ? <span className="loyalty-muted"> ({extra})</span> : null}
        </>
      );
    },
  }),
  col.accessor('issued_at', { header: 'Émis le', cell: (c) => formatDateTime(c.getValue()) }),
  col.accessor('expires_at', { header: 'Valable jusqu’au', cell: (c) => lastValidDay(c.getValue()) }),
  col.accessor('status', {
    header: 'État',
    cell: (c) => {
      const s = STATUS[c.row.original.status];
      return <Badge tone={s.tone}>{s.label}</Badge>;
    },
  }),
];

/** The shopper's latest coupons and vouchers with their status. */
export const OffersTable = tableOf<AdminWalletOffer>({
  caption: 'Coupons et bons d’achat',
  columns,
  sortable: false,
  getRowId: byId,
  emptyText: 'Aucun coupon ni bon d’achat.',
});
