import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SearchBox } from '../../components/ui/SearchBox.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { fromFirstPage } from '../../lib/lists/list-page.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { StoreOptions } from '../../lib/stores/StoreOptions.tsx';
import { useStores } from '../../lib/stores/use-stores.ts';
import { listStoreLastChance, storeLastChanceKey } from './api/list-last-chance.ts';
import { listStoreStock, storeStockKey } from './api/list-stock.ts';
import { LastChanceTable } from './components/LastChanceTable.tsx';
import { StockTable } from './components/StockTable.tsx';

const PAGE_SIZE = 25;
const TABS = [
  { id: 'stock', label: 'Stock' },
  { id: 'last-chance', label: 'Dernière chance' },
];

/**
 * A store's stock and last-chance offers as they are now (admin; a store manager their own stores),
 * beside the CSV import that changes them (docs/back-office-screens.md#stock-and-last-chance).
 */
export default function StoreStockPage() {
  const staff = useStaff();
  const stores = useStores();
  const choices = (stores.data ?? []).filter((s) => staff.role !== 'store_manager' || staff.stores.includes(s.magasin_code));
  const [picked, setPicked] = useState('');
  const store = picked || (staff.role === 'store_manager' ? (staff.stores[0] ?? '') : '');
  const [tab, setTab] = useState('stock');
  const [q, setQ] = useState('');
  const [out, setOut] = useState(false);
  const [page, setPage] = useState(1);
  const onSearch = useCallback(
    (text: string) => {
      setQ(text);
      setPage(1);
    },
    [setQ, setPage],
  );

  const stock = useQuery({
    queryKey: [...storeStockKey, store, q, out, page],
    queryFn: ({ signal }) => listStoreStock(store, { q, out, page, pageSize: PAGE_SIZE }, signal),
    enabled: Boolean(store) && tab === 'stock',
    placeholderData: keepPreviousData,
  });
  const lastChance = useQuery({
    queryKey: [...storeLastChanceKey, store, page],
    queryFn: ({ signal }) => listStoreLastChance(store, page, PAGE_SIZE, signal),
    enabled: Boolean(store) && tab === 'last-chance',
    placeholderData: keepPreviousData,
  });
  const current = tab === 'stock' ? stock : lastChance;

  return (
    <div className="ui-stack">
      <PageHeader
        title="Stock et dernière chance"
        description="Ce que chaque magasin a en stock et ses offres dernière chance, tels que les clients les voient."
        actions={
          <Link className="ui-button" to="/imports">
            <FileUp size={16} aria-hidden /> Importer un CSV
          </Link>
        }
      />
      <Panel>
        <div className="ui-filters">
          <Field label="Magasin">
            <select className="ui-select" value={store} onChange={(e) => fromFirstPage(setPicked, setPage)(e.target.value)}>
              <StoreOptions stores={choices} placeholder={staff.role !== 'store_manager' ? 'Choisir un magasin…' : null} />
            </select>
          </Field>
        </div>
        {!store ? <Notice tone="info">Choisissez un magasin pour voir son stock et ses offres dernière chance.</Notice> : null}
        {store ? (
          <Tabs label="Stock ou dernière chance" tabs={TABS} selected={tab} onSelect={fromFirstPage(setTab, setPage)}>
            {tab === 'stock' ? (
              <div className="ui-filters">
                <SearchBox label="Rechercher un produit du magasin" placeholder="Nom, marque, code ou EAN" onSearch={onSearch} />
                <label className="ui-check">
                  <input type="checkbox" checked={out} onChange={(e) => fromFirstPage(setOut, setPage)(e.target.checked)} />
                  Ruptures seulement
                </label>
              </div>
            ) : null}
            <PagedList query={current} onPage={setPage}>
              {tab === 'stock' ? (
                <StockTable rows={stock.data?.items ?? []} loading={stock.isPending} />
              ) : (
                <LastChanceTable rows={lastChance.data?.items ?? []} loading={lastChance.isPending} />
              )}
            </PagedList>
          </Tabs>
        ) : null}
      </Panel>
    </div>
  );
}
