import type { AdminStore } from '@qadhya/contracts';
import { useState } from 'react';
import { Notice } from '../../components/ui/Notice.tsx';
import { NewButton } from '../../components/ui/NewButton.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SearchBox } from '../../components/ui/SearchBox.tsx';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { useScrollToFormOnOpen, useSearchedPage } from '../../lib/lists/list-page.ts';
import { adminStoresKey, listAdminStores } from './api/list-stores.ts';
import { StoreForm } from './components/StoreForm.tsx';
import { StoreTable } from './components/StoreTable.tsx';
import './stores.css';

/** Stores (admin; a store manager sees their own): names, address, hours, temporary closing, map position (docs/back-office-screens.md#stores). */
export default function StoresPage() {
  const staff = useStaff();
  const canEdit = staff.role === 'admin';
  const { query: stores, setPage, onSearch } = useSearchedPage(adminStoresKey, listAdminStores);
  const [open, setOpen] = useState<AdminStore | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const formTop = useScrollToFormOnOpen<HTMLDivElement>(open?.magasin_code ?? (creating ? '+' : null));
  const openStore = (s: AdminStore) => {
    setCreating(false);
    setCreated(null);
    setOpen(s);
  };
  return (
    <div className="ui-stack" ref={formTop}>
      <PageHeader
        title="Magasins"
        description="Noms, adresses, téléphones, horaires, fermetures temporaires et position sur la carte des magasins."
        actions={
          canEdit && !creating ? (
            <NewButton
              onClick={() => {
                setOpen(null);
                setCreated(null);
                setCreating(true);
              }}
            >
              Nouveau magasin
            </NewButton>
          ) : null
        }
      />
      {created ? <Notice tone="success">Magasin {created} créé : il apparaît dans l’application et peut recevoir son stock.</Notice> : null}
      {creating ? (
        <Panel title="Nouveau magasin">
          <StoreForm
            canEdit
            onClose={() => setCreating(false)}
            onCreated={(s) => {
              setCreating(false);
              setCreated(`${s.storename} (${s.magasin_code})`);
            }}
          />
        </Panel>
      ) : null}
      {open ? (
        <Panel title={`${canEdit ? 'Modifier' : 'Magasin'} ${open.storename}`}>
          <StoreForm key={open.magasin_code} store={open} canEdit={canEdit} onClose={() => setOpen(null)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <SearchBox label="Rechercher un magasin" placeholder="Nom, délégation ou code" onSearch={onSearch} />
        </div>
        <PagedList query={stores} onPage={setPage}>
          <StoreTable stores={stores.data?.items ?? []} loading={stores.isPending} canEdit={canEdit} onOpen={openStore} />
        </PagedList>
      </Panel>
    </div>
  );
}
