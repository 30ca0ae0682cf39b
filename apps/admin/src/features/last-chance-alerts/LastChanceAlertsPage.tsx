import { LAST_CHANCE_ALERTS_DAILY_MAX, LAST_CHANCE_ATTRIBUTION_HOURS, type AdminLastChanceAlertsRow } from '@qadhya/contracts';
import { formatLongDate, formatMoney, formatNumber, parseTunisDateTime } from '@qadhya/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../components/ui/DataTable.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { columnsFor } from '../../components/ui/table-features.ts';
import { errorText } from '../../lib/api/error-text.ts';
import { getLastChanceAlerts, lastChanceAlertsKey } from './api/get-last-chance-alerts.ts';
import './last-chance-alerts.css';

const col = columnsFor<AdminLastChanceAlertsRow>();
const num = (n: number) => <span className="lca-num">{formatNumber(n, 'fr')}</span>;
const day = (d: string) => formatLongDate(parseTunisDateTime(d)!, 'fr', { year: true });

const columns = [
  col.accessor('storename', {
    header: 'Magasin',
    cell: (c) => (
      <>
        <strong>{c.getValue()}</strong> <code className="ui-mono">{c.row.original.MAGASIN}</code>
      </>
    ),
  }),
  col.accessor('followers', { header: 'Abonnés', cell: (c) => num(c.getValue()) }),
  col.accessor('alerts', { header: 'Alertes envoyées', cell: (c) => num(c.getValue()) }),
  col.accessor('buyers', { header: 'Clients acheteurs', cell: (c) => num(c.getValue()) }),
  col.accessor('sold', { header: 'Ventes attribuées', cell: (c) => <span className="lca-num">{formatMoney(c.getValue(), 'fr')}</span> }),
];

/**
 * « Alertes Dernière chance » (docs/last-chance.md#alerts): how many shoppers follow each store, the
 * alerts sent over a period, the alerted shoppers who bought an alerted product there within 48 h
 * and what those lines came to.
 */
export default function LastChanceAlertsPage() {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const report = useQuery({ queryKey: lastChanceAlertsKey(period), queryFn: () => getLastChanceAlerts(period) });
  const r = report.data;
  return (
    <div className="ui-stack" data-testid="last-chance-alerts">
      <PageHeader
        title="Alertes Dernière chance"
        description={`Les clients qui suivent un magasin reçoivent ses nouvelles offres Dernière chance (au plus ${LAST_CHANCE_ALERTS_DAILY_MAX} alertes par jour). Une vente est attribuée à une alerte quand le client alerté achète un produit annoncé dans ce magasin dans les ${LAST_CHANCE_ATTRIBUTION_HOURS} heures.`}
      />
      <div className="lca-filters">
        <label className="ui-inline-field">
          <span className="ui-label">Du</span>
          <input
            className="ui-input"
            type="date"
            value={period.from ?? r?.from ?? ''}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))}
            data-testid="lca-from"
          />
        </label>
        <label className="ui-inline-field">
          <span className="ui-label">Au</span>
          <input
            className="ui-input"
            type="date"
            value={period.to ?? r?.to ?? ''}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))}
            data-testid="lca-to"
          />
        </label>
      </div>
      {report.isPending ? <Spinner label="Chargement des alertes…" /> : null}
      {report.isError ? <Notice tone="error">{errorText(report.error)}</Notice> : null}
      {r ? (
        <>
          <p className="ui-muted" data-testid="lca-range">
            Du {day(r.from)} au {day(r.to)}
          </p>
          <dl className="ui-tiles lca-figures">
            {(
              [
                ['Abonnés', num(r.totals.followers), 'followers'],
                ['Alertes envoyées', num(r.totals.alerts), 'alerts'],
                ['Clients acheteurs', num(r.totals.buyers), 'buyers'],
                ['Ventes attribuées', formatMoney(r.totals.sold, 'fr'), 'sold'],
              ] as const
            ).map(([label, value, id]) => (
              <div key={id} className="ui-figure lca-figure" data-testid={`lca-total-${id}`}>
                <dt>{label}</dt>
                <dd className="lca-figure-value">{value}</dd>
              </div>
            ))}
          </dl>
          <Panel title="Par magasin">
            <DataTable
              caption="Abonnés et ventes des alertes par magasin"
              columns={columns}
              data={r.stores}
              getRowId={(s) => s.MAGASIN}
              emptyText="Aucun magasin suivi et aucune alerte sur la période."
            />
          </Panel>
        </>
      ) : null}
    </div>
  );
}
