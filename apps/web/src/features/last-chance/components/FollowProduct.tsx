import '../i18n/register-follows.ts';
import { Bell, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import { useLastChanceFollows, useLastChanceStock, useSetLastChanceFollows } from '../api/follows.ts';
import { followsProduct, withProduct } from '../model/follows.ts';
import styles from './FollowStoreBar.module.css';

/**
 * « Suivre ce produit » / « Produit suivi » on an offer's detail (docs/last-chance.md#alerts): its
 * next last-chance offers in the followed stores come as an alert (the offer's store is followed too).
 */
export function FollowProductButton({ sku, store }: { sku: string; store: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const follows = useLastChanceFollows();
  const save = useSetLastChanceFollows();
  if (!loggedIn || !follows.data) return null;
  const following = followsProduct(follows.data, sku);
  return (
    <div className={styles.bar}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={following}
        aria-describedby="lc-follow-product-hint"
        busy={save.isPending}
        onClick={() => save.mutate(withProduct(follows.data, sku, store, !following))}
        data-testid="detail-lastchance-follow"
      >
        {following ? <BellRing size={16} aria-hidden /> : <Bell size={16} aria-hidden />}
        <span>{following ? t('lastChanceFollow.followingProduct') : t('lastChanceFollow.followProduct')}</span>
      </Button>
      <span id="lc-follow-product-hint" className="visually-hidden">
        {t('lastChanceFollow.followProductHint')}
      </span>
      <p role="status" className={styles.failed}>
        {save.isError ? t('lastChanceFollow.failed') : ''}
      </p>
    </div>
  );
}

/** « Plus que N en stock » at the offer's store as the server says it now (GET /last-chance/stock), else as it was listed. */
export function StockLeft({ sku, store, listed }: { sku: string; store: string | null; listed: number | undefined }) {
  const { t } = useTranslation();
  const stock = useLastChanceStock(store ? sku : null);
  const row = stock.data?.items.find((r) => r.MAGASIN === store);
  const left = stock.data ? (row?.STOCK_DISPO ?? 0) : listed;
  if (left === undefined) return null;
  return (
    <p className={styles.stock} data-testid="detail-lastchance-stock" data-stock={left}>
      {left > 0 ? t('lastChanceFollow.stockLeft', { count: left }) : t('lastChanceFollow.soldOut')}
    </p>
  );
}

/** The detail's part (lazy): the stock now, then the follow button. */
export default function FollowProduct({ sku, store, listed }: { sku: string; store: string | null; listed: number | undefined }) {
  return (
    <>
      <StockLeft sku={sku} store={store} listed={listed} />
      <FollowProductButton sku={sku} store={store} />
    </>
  );
}
