import { CloudOff, Heart, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { Discount, Price } from '../../components/ui/Price.tsx';
import { href } from '../../config/routes.ts';
import { useOnline } from '../../lib/device/online.ts';
import {
  refreshFavourites,
  toggleFavourite,
  useFavourites,
  usePendingFavourites,
  type FavouriteSnapshot,
} from '../../lib/favourites/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import styles from './WishlistPage.module.css';
import './texts.ts';

/**
 * Mes favoris: the device's favourites (newest first) from their local snapshots, so it works
 * offline; signed in and online, GET /favorites refreshes them (current prices) without dropping a
 * change still waiting for the server.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const items = useFavourites();
  const pending = usePendingFavourites();
  const online = useOnline();
  const { loggedIn } = useSession();

  useEffect(() => {
    if (online && loggedIn) void refreshFavourites();
  }, [online, loggedIn]);

  const list = [...items].reverse();
  return (
    <div className={styles.page} data-testid="wishlist">
      <h1 className={styles.sr}>{t('wishlist.title')}</h1>
      {list.length === 0 ? (
        <section className={styles.empty} data-testid="wishlist-empty">
          <div className={styles.emptyBadge} aria-hidden>
            <Heart size={34} strokeWidth={1.8} />
          </div>
          <h2 className={styles.emptyTitle}>{t('wishlist.emptyTitle')}</h2>
          <p className={styles.emptyText}>{t('wishlist.emptyText')}</p>
          <Link className={styles.emptyAction} to={href('offers')}>
            {t('wishlist.browse')}
          </Link>
        </section>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {t('wishlist.count', { count: list.length })}
          </p>
          <ul className={styles.list}>
            {list.map((item) => (
              <WishlistRow key={item.sku} item={item} localOnly={loggedIn && pending.has(item.sku)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WishlistRow({ item, localOnly }: { item: FavouriteSnapshot; localOnly: boolean }) {
  const { t } = useTranslation();
  const name = item.name ?? item.sku;
  const remise = item.remise ?? 0;
  const showOld = item.old_price !== undefined && item.price !== undefined && item.old_price > item.price;
  return (
    <li className={styles.row} data-testid="wishlist-item" data-sku={item.sku} data-local-only={localOnly || undefined}>
      <div className={styles.media}>
        {item.image ? (
          <img className={styles.image} src={item.image} alt={name} aria-hidden width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <Heart size={28} aria-hidden />
        )}
        {remise > 0 && <Discount remise={remise} className={styles.badge} testId="wishlist-remise" />}
      </div>
      <div className={styles.body}>
        <Link className={styles.name} to={href('detailProduitSku', { sku: item.sku })}>
          <bdi lang="fr">{name}</bdi>
        </Link>
        {item.price !== undefined && (
          <div className={styles.prices}>
            {showOld && <Price millimes={item.old_price} old size="sm" />}
            <span className={styles.sr}>{t('productCard.price')}</span>
            <Price millimes={item.price} size="md" />
          </div>
        )}
        {localOnly && (
          <span className={styles.localOnly} data-testid="wishlist-local-only">
            <CloudOff size={14} aria-hidden />
            {t('wishlist.localOnly')}
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('wishlist.remove', { name })}
        onClick={() => toggleFavourite(item)}
        data-testid="wishlist-remove"
      >
        <Trash2 size={20} strokeWidth={2} aria-hidden />
      </button>
    </li>
  );
}
