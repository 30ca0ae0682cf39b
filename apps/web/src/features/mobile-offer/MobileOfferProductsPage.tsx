import './i18n/register-texts.ts';
import type { MobileOfferKind, MobileOfferProduct } from '@qadhya/contracts';
import { CreditCard, Loader2, MapPin, PackageOpen, Smartphone, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { NextPageButton } from '../../components/ui/NextPageButton.tsx';
import { Discount, Price } from '../../components/ui/Price.tsx';
import { TabPanel, Tabs } from '../../components/ui/Tabs.tsx';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { useMobileOfferProducts } from './api/mobile-offer-api.ts';
import { PRODUCT_TABS, hasDiscount, kindOfTab, storedMobileProduct, type ProductTab } from './model/product.ts';
import styles from './mobile-offer.module.css';

/**
 * produits-aziza-mobile (docs/mobile-offer.md#screens): the offer's
 * phones, SIM cards and recharges, 12 at a time with « Voir plus », filtered by tabs. A card shows
 * the picture, name, price (3 decimals), and the discount badge and old price when matched to a
 * last-chance entry. A card stores the product under `produit` and opens chose-gouvernorat without
 * an id (docs/mobile-offer.md#products). A failed load shows a message and « Réessayer », never a crash.
 */
export function MobileOfferProductsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProductTab>('all');
  const query = useMobileOfferProducts(kindOfTab(tab));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const failedFirst = query.isError && !query.isFetchNextPageError;

  return (
    <div className={styles.page} data-testid="mobile-products-page">
      <div className={styles.tabs}>
        <Tabs
          id="mobile-products"
          label={t('mobileOffer.products.tabsLabel')}
          tabs={PRODUCT_TABS.map((key) => ({ key, label: t(`mobileOffer.products.tabs.${key}`) }))}
          value={tab}
          onChange={setTab}
        />
      </div>
      <TabPanel id="mobile-products" value={tab} className={styles.panel}>
        {failedFirst ? (
          <div className={styles.errorState} role="alert" data-testid="mobile-products-error">
            <p>{t('mobileOffer.products.error')}</p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              data-testid="mobile-products-retry"
            >
              {t('mobileOffer.products.retry')}
            </button>
          </div>
        ) : query.isPending ? (
          <div className={styles.state} role="status" data-testid="mobile-products-loading">
            <Loader2 className={styles.spin} size={28} aria-hidden />
            <span>{t('mobileOffer.products.loading')}</span>
          </div>
        ) : items.length === 0 ? (
          <div className={styles.state} data-testid="mobile-products-empty">
            <PackageOpen size={40} strokeWidth={1.6} aria-hidden />
            <span>{t('mobileOffer.products.empty')}</span>
          </div>
        ) : (
          <>
            <p className={styles.count} data-testid="mobile-products-count">
              {t('mobileOffer.products.count', { count: total })}
            </p>
            <ul className={styles.grid} data-testid="mobile-products-grid" aria-busy={query.isPlaceholderData || undefined}>
              {items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 4} />
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError ? (
              <div className={styles.moreRow} role="alert">
                <p className={styles.muted}>{t('mobileOffer.products.moreError')}</p>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => void query.fetchNextPage()}
                  data-testid="mobile-products-retry"
                >
                  {t('mobileOffer.products.retry')}
                </button>
              </div>
            ) : query.hasNextPage ? (
              <div className={styles.moreRow}>
                <NextPageButton query={query} className={styles.secondary} testId="mobile-products-more">
                  {query.isFetchingNextPage ? <Loader2 className={styles.spin} size={18} aria-hidden /> : null}
                  {t('mobileOffer.products.more')}
                </NextPageButton>
              </div>
            ) : null}
          </>
        )}
      </TabPanel>
    </div>
  );
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

const KIND_ICONS: Record<MobileOfferKind, typeof Smartphone> = { phone: Smartphone, sim: CreditCard, recharge: TicketPercent };

function ProductCard({ product: p, eager }: { product: MobileOfferProduct; eager: boolean }) {
  const { t } = useTranslation();
  const discounted = hasDiscount(p);
  const [broken, setBroken] = useState(false);
  const KindIcon = KIND_ICONS[p.kind];
  return (
    <article className={styles.card} data-testid="mobile-product" data-sku={p.sku} data-kind={p.kind}>
      <div className={styles.media}>
        {p.image && !broken ? (
          <img
            className={styles.image}
            src={p.image}
            alt={''}
            width={160}
            height={160}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          // A picture that is missing or does not load: the kind's icon instead of a broken image.
          <KindIcon className={styles.fallbackIcon} size={56} strokeWidth={1.4} aria-hidden data-testid="mobile-product-fallback" />
        )}
        {discounted && <Discount remise={p.remise} className={styles.badge} testId="mobile-product-discount" />}
      </div>
      <div className={styles.body}>
        <span className={styles.kind}>{t(`mobileOffer.products.kind.${p.kind}`)}</span>
        {/* chose-gouvernorat without an id (docs/mobile-offer.md#products); the product goes through local key `produit`. */}
        <Link
          className={styles.productLink}
          to={href('choseGouvernoratNoId')}
          onClick={() => storeSelectedProduct(storedMobileProduct(p))}
          aria-label={t('mobileOffer.products.whereOf', { name: p.name })}
          data-testid="mobile-product-link"
        >
          {/* The line's name as staff wrote it: its Arabic one in Arabic, else the French (docs/mobile-offer.md#back-office-products). */}
          <span className={styles.productName} lang={ARABIC_SCRIPT.test(p.name) ? 'ar' : 'fr'} dir="auto">
            {p.name}
          </span>
        </Link>
        <div className={styles.prices}>
          {discounted && <Price millimes={p.old_price} old size="sm" />}
          <Price millimes={p.price} size="sm" />
        </div>
        <span className={styles.where} aria-hidden>
          <MapPin size={14} />
          {t('mobileOffer.products.where')}
        </span>
      </div>
    </article>
  );
}
