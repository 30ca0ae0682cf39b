import { readSelectedProduct, storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { OfflineNotice } from '../../components/ui/offline-notice/index.ts';
import { useEffect, useState } from 'react';
import { useParams } from '../../lib/router/index.ts';
import { useProductBySku } from './api/get-product-by-sku.ts';
import { DetailState } from './components/DetailState.tsx';
import { ProductDetailView, type DetailProduct } from './components/ProductDetailView.tsx';

function isDetailProduct(value: unknown): value is DetailProduct {
  const p = value as Partial<DetailProduct> | null;
  return !!p && typeof p === 'object' && typeof p.sku === 'string' && typeof p.name === 'string';
}

/** /layout/detail-produit: the product handed over through local key `produit`, refreshed by its sku. */
export function ProductDetailPage() {
  const [stored] = useState(() => {
    const value = readSelectedProduct<unknown>();
    return isDetailProduct(value) ? value : null;
  });
  const fresh = useProductBySku(stored?.sku);
  useEffect(() => {
    // Keep the stored promo's own fields (promo, promo_date, its price of the day) over the catalogue's.
    if (fresh.data && stored) storeSelectedProduct({ ...fresh.data, ...stored, ...pickFresh(fresh.data, stored) });
  }, [fresh.data, stored]);
  if (!stored) return <DetailState kind="none" />;
  const product = fresh.data ? { ...fresh.data, ...stored, ...pickFresh(fresh.data, stored) } : stored;
  return (
    <>
      <OfflineNotice data={fresh.data} updatedAt={fresh.dataUpdatedAt} />
      <ProductDetailView product={product} />
    </>
  );
}

/** A daily promo keeps its day price; any other stored product takes the fresh catalogue fields. */
function pickFresh(fresh: DetailProduct, stored: DetailProduct & { promo?: string }): Partial<DetailProduct> {
  if (typeof stored.promo === 'string') {
    return { image: fresh.image, short_description: fresh.short_description, marque: fresh.marque, description: fresh.description };
  }
  return fresh;
}

/** /detail-produit/{sku}: a shareable product link. */
export function ProductBySkuPage() {
  const { sku } = useParams();
  const query = useProductBySku(sku);
  if (query.isPending && !!sku) return <DetailState kind="loading" />;
  // An unknown or malformed sku (404 / 400), or no answer at all: a clear not-found state.
  if (!query.data) return <DetailState kind="notFound" />;
  return (
    <>
      <OfflineNotice data={query.data} updatedAt={query.dataUpdatedAt} />
      <ProductDetailView product={query.data} />
    </>
  );
}
