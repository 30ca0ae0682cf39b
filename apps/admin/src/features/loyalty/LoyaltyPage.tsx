import { AdminShopperQuery } from '@qadhya/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SearchBox } from '../../components/ui/SearchBox.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { useScrollToFormOnOpen, useSearchPaging } from '../../lib/lists/list-page.ts';
import { getLoyaltySettings, getShopper, loyaltySettingsKey, searchShoppers, shopperKey, shoppersKey } from './api/shoppers.ts';
import { LoyaltySettingsForm } from './components/LoyaltySettingsForm.tsx';
import { ShopperPanel } from './components/ShopperPanel.tsx';
import { ShopperTable } from './components/ShopperTable.tsx';
import './loyalty.css';

const PAGE_SIZE = 20;
const searchable = (q: string) => AdminShopperQuery.shape.q.safeParse(q).success;

/** « Fidélité »: find a shopper's wallet, read it, issue a coupon or voucher (docs/back-office-screens.md#fidelite). */
export default function LoyaltyPage() {
  const staff = useStaff();
  const canIssue = staff.role === 'admin' || staff.role === 'marketing';
  const { q, page, setPage, onSearch } = useSearchPaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const valid = searchable(q);
  const shoppers = useQuery({
    queryKey: [...shoppersKey, q, page],
    queryFn: ({ signal }) => searchShoppers({ q, page, pageSize: PAGE_SIZE }, signal),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const shopper = useQuery({
    queryKey: shopperKey(openId ?? 0),
    queryFn: ({ signal }) => getShopper(openId!, signal),
    enabled: openId !== null,
  });
  const settings = useQuery({ queryKey: loyaltySettingsKey, queryFn: ({ signal }) => getLoyaltySettings(signal) });
  const top = useScrollToFormOnOpen<HTMLDivElement>(openId === null ? null : String(openId));
  return (
    <div className="ui-stack" ref={top}>
      <PageHeader
        title="Fidélité"
        description="Retrouvez le portefeuille d’un client (carte, points, niveau, coupons, bons d’achat et tickets) et offrez-lui un coupon ou un bon d’achat."
      />
      {openId !== null ? (
        shopper.isError ? (
          <Notice tone="error">{errorText(shopper.error)}</Notice>
        ) : shopper.data ? (
          <ShopperPanel shopper={shopper.data} canIssue={canIssue} onClose={() => setOpenId(null)} />
        ) : (
          <Spinner label="Chargement du portefeuille…" />
        )
      ) : null}
      <Panel>
        <div className="ui-filters">
          <SearchBox label="Rechercher un client" placeholder="Téléphone, UID, n° de carte ou nom" onSearch={onSearch} />
        </div>
        {!q ? (
          <p className="loyalty-muted">
            Saisissez le téléphone ou l’UID (8 chiffres), le numéro de carte (13 chiffres) ou au moins 3 lettres du prénom ou du nom.
          </p>
        ) : !valid ? (
          <Notice tone="info">Le téléphone et l’UID ont 8 chiffres, la carte 13 ; un nom se cherche à partir de 3 lettres.</Notice>
        ) : (
          <PagedList query={shoppers} onPage={setPage}>
            <ShopperTable shoppers={shoppers.data?.items ?? []} loading={shoppers.isPending} onOpen={(s) => setOpenId(s.id)} />
          </PagedList>
        )}
      </Panel>
      <Panel title="Durée de vie des points">
        {settings.isError ? (
          <Notice tone="error">{errorText(settings.error)}</Notice>
        ) : settings.data ? (
          <LoyaltySettingsForm settings={settings.data} canEdit={canIssue} />
        ) : (
          <Spinner label="Chargement…" />
        )}
      </Panel>
    </div>
  );
}
