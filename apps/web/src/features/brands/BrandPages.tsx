import './i18n/register-texts.ts';
import { useSyncExternalStore } from 'react';
import { ProductCard } from '../../components/ui/product-card/index.ts';
import list from '../../components/ui/product-list.module.css';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { isLanguage } from '../../lib/i18n/language.ts';
import { Link } from '../../lib/router/index.ts';
import { readLocal, subscribeLocal, writeLocal } from '../../lib/storage/local-store.ts';
import { storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { useBrandProducts, useBrands } from './api/brands.ts';
import styles from './BrandPages.module.css';

/** The brand chosen last, kept under local key `selectedMarque` (docs/brands.md#screens). */
const selectedBrand = () => readLocal('selectedMarque');
const useSelectedBrand = () => useSyncExternalStore(subscribeLocal, selectedBrand, () => null);
const chooseBrand = (name: string) => writeLocal('selectedMarque', name);

/**
 * The brands' full-bleed picture at the top of univers-mantoujna, under the shell's header: their
 * pictures side by side, edge to edge, the lead over them (docs/brands.md#screens).
 */
function BrandsHero({ pictures }: { pictures: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.hero} data-testid="brands-hero">
      <div className={styles.heroPictures} aria-hidden>
        {pictures.map((src) => (
          <img key={src} src={src} alt={''} className={styles.heroPicture} width={120} height={120} />
        ))}
      </div>
      {/* The title is the header's (h1): the picture carries the lead only. */}
      <p className={styles.heroText}>{t('brands.universe.lead')}</p>
    </div>
  );
}

/**
 * The chain's own brands as picture cards; a card keeps the brand and opens its products. With
 * `hero` (univers-mantoujna) the header gives the title and the lead sits on the brands' full-bleed picture.
 */
function BrandList({ heading, hero = false }: { heading: 'h1' | 'h2'; hero?: boolean }) {
  const { t } = useTranslation();
  const query = useBrands();
  const Heading = heading;
  return (
    <section className={styles.page} data-testid="brand-list" aria-busy={query.isPending}>
      {hero ? (
        <BrandsHero pictures={(query.data?.items ?? []).slice(0, 4).map((b) => b.image)} />
      ) : (
        <>
          <Heading className={styles.title}>{t('brands.universe.title')}</Heading>
          <p className={styles.lead}>{t('brands.universe.lead')}</p>
        </>
      )}
      {query.isPending && <p className={list.state}>{t('brands.loading')}</p>}
      {query.isError && (
        <div className={list.state} role="alert">
          <p>{t('brands.loadError')}</p>
          <button type="button" className={styles.button} onClick={() => void query.refetch()}>
            {t('brands.retry')}
          </button>
        </div>
      )}
      {query.data && query.data.items.length === 0 && <p className={list.state}>{t('brands.universe.empty')}</p>}
      {query.data && query.data.items.length > 0 && (
        <ul className={styles.brands}>
          {query.data.items.map((brand, i) => (
            <li key={brand.name}>
              <Link
                to={href('detailMantoujna')}
                className={styles.brand}
                onClick={() => chooseBrand(brand.name)}
                data-testid="brand-card"
                data-brand={brand.name}
              >
                <img
                  src={brand.image}
                  alt={brand.name}
                  aria-hidden
                  className={styles.picture}
                  loading={i < 4 ? 'eager' : 'lazy'}
                  width={120}
                  height={120}
                />
                <span className={styles.brandName} lang="fr" dir="auto">
                  {brand.name}
                </span>
                <span className={styles.count}>{t('brands.universe.count', { count: brand.product_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The chosen brand's products grouped by category; each product opens its detail. */
function BrandProductsView({ brand }: { brand: string }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const query = useBrandProducts(brand, lang);
  const gone = query.isError && 'status' in query.error && query.error.status === 404;
  return (
    <section className={styles.page} data-testid="brand-products" aria-busy={query.isPending}>
      <h2 className={styles.title} data-testid="brand-name">
        {query.data?.brand ?? brand}
      </h2>
      {query.data && <p className={styles.lead}>{t('brands.detail.count', { count: query.data.total })}</p>}
      {query.isPending && <p className={list.state}>{t('brands.loading')}</p>}
      {query.isError && (
        <div className={list.state} role="alert">
          <p>{gone ? t('brands.detail.unknown') : t('brands.loadError')}</p>
          {gone ? (
            <Link to={href('universMantoujna')} className={styles.button}>
              {t('brands.detail.toBrands')}
            </Link>
          ) : (
            <button type="button" className={styles.button} onClick={() => void query.refetch()}>
              {t('brands.retry')}
            </button>
          )}
        </div>
      )}
      {query.data?.groups.map((group) => (
        <section
          key={group.category_id}
          className={styles.group}
          aria-labelledby={`brand-cat-${group.category_id}`}
          data-testid="brand-category"
        >
          <h3 id={`brand-cat-${group.category_id}`} className={styles.groupTitle}>
            {group.category_name}
          </h3>
          <ul className={list.grid}>
            {group.items.map((product) => (
              <li key={product.id} className={list.item}>
                <ProductCard product={product} to={href('detailProduitSku', { sku: product.sku })} onOpen={storeSelectedProduct} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.data && (
        <Link to={href('universMantoujna')} className={styles.button}>
          {t('brands.detail.otherBrands')}
        </Link>
      )}
    </section>
  );
}

/**
 * /layout/univers-mantoujna: the shell's header (back arrow, title, search icon; issue 36) above the
 * brands' full-bleed picture, then the brands.
 */
export function UniversMantoujnaPage() {
  return <BrandList heading="h2" hero />;
}

/** /layout/detail-mantoujna and /detail-mantoujna: the brand kept under selectedMarque, or a way to choose one. */
export function DetailMantoujnaPage() {
  const { t } = useTranslation();
  const brand = useSelectedBrand();
  if (brand) return <BrandProductsView brand={brand} />;
  return (
    <section className={styles.page} data-testid="brand-none">
      <p className={list.state}>{t('brands.detail.none')}</p>
      <Link to={href('universMantoujna')} className={styles.button}>
        {t('brands.detail.toBrands')}
      </Link>
    </section>
  );
}

/** /layout/mantoujna: the brand chosen last, else the brands to choose from. */
export function MantoujnaPage() {
  const brand = useSelectedBrand();
  return brand ? <BrandProductsView brand={brand} /> : <BrandList heading="h2" />;
}
