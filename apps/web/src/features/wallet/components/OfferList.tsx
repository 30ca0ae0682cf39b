import type { OfferKind, OfferPage, OfferStatus, WalletOffer } from '@qadhya/contracts';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineSince } from '../../../components/ui/offline-notice/OfflineSince.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { OfflineMark } from '../../../lib/offline/index.ts';
import { useRefetchWhenOnline } from '../../../lib/offline/refetch-when-online.ts';
import { useWalletUser } from '../../../lib/wallet/use-wallet-user.ts';
import { useOffer } from '../api/offers.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { OfferCard } from './OfferCard.tsx';
import { OfferSheet } from './OfferSheet.tsx';
import styles from './OfferList.module.css';
import ui from './wallet.module.css';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<OfferPage & OfflineMark>>;
  kind: OfferKind;
  status: OfferStatus;
  /** Open this offer's sheet once it is in the list (a link from the conversion). */
  openId?: number | null;
}

/**
 * The offers' cards (loading, failure, the empty state of its kind and status, 'Voir plus') and the
 * detail sheet; « Hors ligne, à jour du … » over a list read from the device or shown offline
 * (docs/wallet.md#offline-at-the-till).
 */
export function OfferList({ query, kind, status, openId }: Props) {
  const { t } = useTranslation();
  const { user } = useWalletUser();
  const [shown, setShown] = useState<WalletOffer | null>(null);
  const [open, setOpen] = useState(false);
  const [linkedDone, setLinkedDone] = useState<number | null>(null);
  const offers = query.data?.pages.flatMap((p) => p.items) ?? [];
  const linked = openId ? offers.find((o) => o.id === openId) : undefined;
  const first = query.data?.pages[0];
  useRefetchWhenOnline(query.refetch);

  // The sheet follows the list. An offer that left the active list once the server answered again
  // (used at the till while the phone had no network, or expired) is asked for, and shows its state.
  const listed = shown ? offers.find((o) => o.id === shown.id) : undefined;
  const fromServer = query.isSuccess && !query.isPlaceholderData && !first?.offline;
  const left = open && !!shown && !listed && status === 'active' && fromServer;
  const now = useOffer(user, shown?.id ?? 0, left);
  const sheetOffer = listed ?? (left && now.data ? now.data : shown);

  // A linked offer opens its sheet once, as soon as it is in the list (state adjusted while rendering).
  if (linked && linkedDone !== linked.id) {
    setLinkedDone(linked.id);
    setShown(linked);
    setOpen(true);
  }

  if (query.isPending) return <p className={ui.muted}>{t('wallet.common.loading')}</p>;
  if (query.isError && !offers.length) {
    return <LoadFailure onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <OfflineSince
        data={first}
        updatedAt={query.dataUpdatedAt}
        text={(date) => t('wallet.offline.saved', { date })}
        testId="offers-offline"
      />
      {offers.length ? (
        <ul className={styles.list} data-testid="offer-list" data-kind={kind} data-status={status} aria-busy={query.isPlaceholderData}>
          {offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              onOpen={(o) => {
                setShown(o);
                setOpen(true);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className={ui.state} data-testid="offers-empty">
          {t(`wallet.offers.empty.${kind}.${status}`)}
        </p>
      )}
      {query.hasNextPage && (
        <button type="button" className={ui.secondaryButton} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('wallet.common.loading') : t('wallet.common.more')}
        </button>
      )}
      <OfferSheet offer={sheetOffer} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
