import type { AdminShopperDetail } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { useState } from 'react';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { dt } from './format.ts';
import { OfferForm } from './OfferForm.tsx';
import { OffersTable } from './OffersTable.tsx';
import { ReceiptsTable } from './ReceiptsTable.tsx';

/** One shopper's wallet: card, points, tier with its spend, offers and receipts; the issue form for those who may. */
export function ShopperPanel({ shopper, canIssue, onClose }: { shopper: AdminShopperDetail; canIssue: boolean; onClose: () => void }) {
  const [tab, setTab] = useState('offers');
  const name = shopper.name || `UID ${shopper.id}`;
  const { tier } = shopper;
  return (
    <>
      <Panel
        className="loyalty-wallet"
        title={`Portefeuille de ${name}`}
        actions={
          <button type="button" className="ui-button ui-button-ghost ui-button-sm" onClick={onClose}>
            Fermer
          </button>
        }
      >
        <p className="loyalty-muted loyalty-who">
          UID <code className="ui-mono">{shopper.id}</code> · Téléphone {shopper.phone}
        </p>
        <dl className="ui-tiles loyalty-figures">
          <div className="ui-figure loyalty-figure">
            <dt>Carte de fidélité</dt>
            <dd className="ui-mono">{shopper.card_number ?? 'Pas encore de carte'}</dd>
          </div>
          <div className="ui-figure loyalty-figure">
            <dt>Points</dt>
            <dd>
              <span className="loyalty-big">{formatNumber(shopper.points, 'fr')}</span>
              <span className="loyalty-muted"> soit {dt(shopper.points_value)}</span>
            </dd>
          </div>
          <div className="ui-figure loyalty-figure">
            <dt>Niveau</dt>
            <dd>
              <span className="loyalty-big">{tier.label}</span>
              <span className="loyalty-muted loyalty-sub">
                {dt(tier.spend_12m)} sur 12 mois
                {tier.next ? ` · ${tier.next.label} dans ${dt(tier.next.missing)}` : ''}
              </span>
            </dd>
          </div>
        </dl>
        <Tabs
          label="Portefeuille"
          tabs={[
            { id: 'offers', label: `Coupons et bons d’achat (${shopper.offers.length})` },
            { id: 'receipts', label: `Derniers tickets (${shopper.receipts.length})` },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'offers' ? <OffersTable rows={shopper.offers} /> : <ReceiptsTable rows={shopper.receipts} />}
        </Tabs>
      </Panel>
      {canIssue ? (
        <Panel title="Émettre un coupon ou un bon d’achat">
          <OfferForm key={shopper.id} userId={shopper.id} shopperName={name} />
        </Panel>
      ) : null}
    </>
  );
}
