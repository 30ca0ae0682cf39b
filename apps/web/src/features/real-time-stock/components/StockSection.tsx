import type { Product } from '@qadhya/contracts';
import { Eye, Loader2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import { FavouriteHeart } from '../../../components/ui/FavouriteHeart.tsx';
import { Discount, Price } from '../../../components/ui/Price.tsx';
import { ProductImage } from '../../../components/ui/ProductImage.tsx';
import { href } from '../../../config/routes.ts';
import { useWeekProducts, type StockKind } from '../api/get-week-products.ts';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { StockBadge } from '../../../components/stores/StockBadge.tsx';
import { useStock } from '../../../lib/stores/api.ts';
import styles from './StockSection.module.css';
import '../texts.ts';

/** Non-food products open through the eye icon, except category ALIMENTAIRE (docs/stock.md#items). */
export const hasEyeIcon = (product: Pick<Product, 'category_name'>) => product.category_name.trim().toUpperCase() !== 'ALIMENTAIRE';

/** The product's stock in the shopper's store (docs/stock.md#items): nothing until it is known. */
function StoreStock({ sku, storeCode }: { sku: string; storeCode: string }) {
  const stock = useStock(sku, [storeCode]);
  const row = stock.data?.items.find((r) => r.Magasin_Code === storeCode);
  if (!row) return null;
  return <StockBadge quantity={row.STOCK} className={styles.stock} testId="stock-item-stock" />;
}

function StockItem({ product, kind, storeCode }: { product: Product; kind: StockKind; storeCode: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = () => storeSelectedProduct(product);
  const name = (
    <span className={styles.name} lang="fr" dir="auto">
      {product.name}
    </span>
  );
  return (
    <li className={styles.item} data-testid="stock-item" data-kind={kind} data-sku={product.sku}>
      <div className={styles.media}>
        <ProductImage className={styles.image} src={product.image} name={product.name} size={112} />
        {product.remise > 0 && <Discount remise={product.remise} className={styles.badge} />}
        <FavouriteHeart product={product} size="sm" className={styles.heart} />
      </div>
      <div className={styles.body}>
        {kind === 'food' ? (
          <Link className={styles.link} to={href('detailProduit')} onClick={open}>
            {name}
          </Link>
        ) : (
          name
        )}
        <span className={styles.category}>{product.category_name}</span>
        {storeCode && <StoreStock sku={product.sku} storeCode={storeCode} />}
        <div className={styles.bottom}>
          <Price millimes={product.price} size="sm" />
          {kind === 'nonfood' && hasEyeIcon(product) && (
            <button
              type="button"
              className={styles.eye}
              aria-label={t('stock.view', { name: product.name })}
              data-testid="stock-eye"
              onClick={() => {
                open();
                void navigate(href('detailProduit'));
              }}
            >
              <Eye size={18} aria-hidden />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

export interface StockSectionProps {
  title: string;
  kind: StockKind;
  range: { start: string; end: string };
  enabled: boolean;
  /** The shopper's store: each item shows its stock there. */
  storeCode: string | null;
}

/** One of the week's lists (arrivals: non-food, promos: food) as a horizontal strip that loads more at its end. */
export function StockSection({ title, kind, range, enabled, storeCode }: StockSectionProps) {
  const { t } = useTranslation();
  const query = useWeekProducts(range, kind, enabled);
  const products = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const strip = useRef<HTMLUListElement>(null);
  const canMore = !!query.hasNextPage && !query.isFetchingNextPage;
  const { fetchNextPage } = query;
  const sentinel = useInfiniteScroll<HTMLLIElement>(() => void fetchNextPage(), canMore, '0px 300px', strip);

  return (
    <section className={styles.section} data-testid={`stock-${kind}`}>
      <h2 className={styles.title}>{title}</h2>
      {(!enabled || query.isPending) && (
        <div className={styles.state} role="status">
          <Loader2 className={styles.spin} size={22} aria-hidden />
          <span>{t('stock.loading')}</span>
        </div>
      )}
      {enabled && !query.isPending && products.length === 0 && (
        <p className={styles.empty} data-testid="stock-empty">
          {t('stock.empty')}
        </p>
      )}
      {products.length > 0 && (
        <ul ref={strip} className={styles.strip}>
          {products.map((p) => (
            <StockItem key={p.id} product={p} kind={kind} storeCode={storeCode} />
          ))}
          {query.hasNextPage && (
            <li ref={sentinel} className={styles.sentinel} aria-hidden>
              <Loader2 className={styles.spin} size={20} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
