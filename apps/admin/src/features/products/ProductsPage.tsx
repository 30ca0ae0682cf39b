import type { AdminProduct } from '@qadhya/contracts';
import { useState } from 'react';
import { Notice } from '../../components/ui/Notice.tsx';
import { NewButton } from '../../components/ui/NewButton.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SearchBox } from '../../components/ui/SearchBox.tsx';
import { useScrollToFormOnOpen, useSearchedPage } from '../../lib/lists/list-page.ts';
import { listProducts, productsKey } from '../../lib/products/list-products.ts';
import { EditProductForm } from './components/EditProductForm.tsx';
import { NewProductForm } from './components/NewProductForm.tsx';
import { ProductTable } from './components/ProductTable.tsx';
import '../../lib/products/product-rows.css';

/** Products (admin, marketing): search, edit names, texts, category, price and photo; add one (docs/back-office-screens.md#products). */
export default function ProductsPage() {
  const { query: products, setPage, onSearch } = useSearchedPage(productsKey, listProducts);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<AdminProduct | null>(null);
  const formTop = useScrollToFormOnOpen<HTMLDivElement>(adding ? 'new' : (editing?.sku ?? null));
  return (
    <div className="ui-stack" ref={formTop}>
      <PageHeader
        title="Produits"
        description="Noms, marques, descriptions en français et en arabe, catégories, prix et photos de l’assortiment."
        actions={
          <NewButton
            onClick={() => {
              setAdding(true);
              setEditing(null);
              setCreated(null);
            }}
          >
            Nouveau produit
          </NewButton>
        }
      />
      {created ? <Notice tone="success">{`Produit « ${created.name} » créé (code ${created.sku}).`}</Notice> : null}
      {adding ? (
        <Panel title="Nouveau produit">
          <NewProductForm
            onCancel={() => setAdding(false)}
            onCreated={(p) => {
              setAdding(false);
              setCreated(p);
              setEditing(p);
            }}
          />
        </Panel>
      ) : null}
      {editing ? (
        <Panel title={`Modifier ${editing.name}`}>
          <EditProductForm key={editing.sku} product={editing} onClose={() => setEditing(null)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <SearchBox label="Rechercher un produit" placeholder="Nom, marque, code article ou EAN" onSearch={onSearch} />
        </div>
        <PagedList query={products} onPage={setPage}>
          <ProductTable
            products={products.data?.items ?? []}
            loading={products.isPending}
            onEdit={(p) => {
              setEditing(p);
              setAdding(false);
            }}
          />
        </PagedList>
      </Panel>
    </div>
  );
}
