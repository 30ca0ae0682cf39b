import type { AdminOfferProduct, MobileOfferKind } from '@qadhya/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { FilterSelect } from '../../components/ui/FilterSelect.tsx';
import { NewButton } from '../../components/ui/NewButton.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Segmented } from '../../components/ui/Segmented.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { fromFirstPage, useScrollToFormOnOpen } from '../../lib/lists/list-page.ts';
import { ProductPhoto } from '../../lib/products/ProductPhoto.tsx';
import { archiveOfferProduct, listOfferProducts, offerProductsKey } from './api/offer-products.ts';
import { OfferProductForm } from './components/OfferProductForm.tsx';
import { OfferProductTable } from './components/OfferProductTable.tsx';
import { KIND_OPTIONS } from './model/offer-form.ts';
import '../../lib/products/product-rows.css';

const PAGE_SIZE = 25;
type Shown = 'live' | 'archived';
const SHOWN: { value: Shown; label: string }[] = [
  { value: 'live', label: 'En ligne' },
  { value: 'archived', label: 'Archivés' },
];

/**
 * « Offre mobile » (admin, marketing): the products of the chain's mobile offer that shoppers see in
 * « produits-aziza-mobile » — add a catalogue product, edit its names, price, order and photo,
 * archive it (docs/mobile-offer.md#back-office-products). The chain's systems feed the same lines.
 */
export default function MobileOfferProductsPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<MobileOfferKind | ''>('');
  const [shown, setShown] = useState<Shown>('live');
  const [editing, setEditing] = useState<AdminOfferProduct | null>(null);
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<AdminOfferProduct | null>(null);
  const formTop = useScrollToFormOnOpen<HTMLDivElement>(adding ? 'new' : (editing?.sku ?? null));
  const lines = useQuery({
    queryKey: [...offerProductsKey, page, kind, shown],
    queryFn: () => listOfferProducts({ page, pageSize: PAGE_SIZE, kind, archived: shown === 'archived' }),
    placeholderData: keepPreviousData,
  });
  const archive = useMutation({
    mutationFn: (p: AdminOfferProduct) => archiveOfferProduct(p.sku, !p.archived),
    onSuccess: (p) => {
      if (editing?.sku === p.sku) setEditing(null);
    },
    onSettled: () => {
      setArchiving(null);
      void queryClient.invalidateQueries({ queryKey: offerProductsKey });
    },
  });
  return (
    <div className="ui-stack" ref={formTop}>
      <PageHeader
        title="Offre mobile"
        description="Les téléphones, cartes SIM et recharges que les clients voient dans « Produits Aziza Mobile » : noms en français et en arabe, prix, ordre et photo. Les systèmes de l’enseigne alimentent les mêmes produits."
        actions={
          <NewButton
            onClick={() => {
              setAdding(true);
              setEditing(null);
            }}
          >
            Nouveau produit
          </NewButton>
        }
      />
      {adding ? (
        <Panel title="Nouveau produit de l’offre">
          <OfferProductForm
            line={null}
            onClose={() => setAdding(false)}
            onSaved={(p) => {
              setAdding(false);
              setEditing(p);
            }}
          />
        </Panel>
      ) : null}
      {editing ? (
        <Panel title={`Modifier ${editing.name}`}>
          <div className="ui-columns product-edit">
            <ProductPhoto product={editing} invalidate={[offerProductsKey]} />
            <OfferProductForm key={editing.sku} line={editing} onClose={() => setEditing(null)} onSaved={setEditing} />
          </div>
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <FilterSelect
            label="Catégorie"
            value={kind}
            onChange={fromFirstPage(setKind, setPage)}
            allLabel="Toutes"
            options={KIND_OPTIONS}
          />
          <Segmented label="Afficher" options={SHOWN} value={shown} onChange={fromFirstPage(setShown, setPage)} />
        </div>
        <PagedList
          query={lines}
          onPage={setPage}
          notice={archive.isError ? <Notice tone="error">{errorText(archive.error)}</Notice> : null}
        >
          <OfferProductTable
            lines={lines.data?.items ?? []}
            loading={lines.isPending}
            archived={shown === 'archived'}
            onEdit={(p) => {
              setEditing(p);
              setAdding(false);
            }}
            onArchive={(p) => (p.archived ? archive.mutate(p) : setArchiving(p))}
          />
        </PagedList>
      </Panel>
      <ConfirmDialog
        open={archiving !== null}
        title="Archiver ce produit ?"
        confirmLabel="Archiver"
        busy={archive.isPending}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && archive.mutate(archiving)}
      >
        « {archiving?.name} » ne sera plus proposé aux clients dans l’offre mobile. Vous pourrez le remettre en ligne depuis les produits
        archivés.
      </ConfirmDialog>
    </div>
  );
}
