import './i18n/register-texts.ts';
import { ArrowLeftRight, CloudOff, Gift } from 'lucide-react';
import { useState } from 'react';
import { formatSavedAt } from '../../components/ui/offline-notice/format.ts';
import { useOnline } from '../../lib/device/online.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useCard, usePoints } from './api/card.ts';
import { CardHero } from './components/CardHero.tsx';
import { ConvertSheet } from './components/ConvertSheet.tsx';
import { LoadFailure } from './components/LoadFailure.tsx';
import { PointsHistory } from './components/PointsHistory.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { TransferSheet } from './components/TransferSheet.tsx';
import styles from './MyCardPage.module.css';
import ui from './components/wallet.module.css';
import { useWakeLock } from './use-wake-lock.ts';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';

/**
 * Ma carte (docs/wallet.md#card-and-benefits-screens): the points with their suffix, the tier and
 * its medal, the card with its EAN-13 barcode (the screen kept awake), 'Transférer mes points',
 * 'Utiliser mes points' and the history. Shown from the device when offline, with its sync time.
 */
export function MyCardPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <MyCard user={user} /> : <SignInPrompt />;
}

function MyCard({ user }: { user: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const card = useCard(user);
  const points = usePoints(user);
  // Which dialog is open, and how many times one was opened: each opening remounts it (a fresh request_id).
  const [dialog, setDialog] = useState<'transfer' | 'convert' | null>(null);
  const [opening, setOpening] = useState(0);
  useWakeLock(card.isSuccess);

  const open = (kind: 'transfer' | 'convert') => {
    setOpening((n) => n + 1);
    setDialog(kind);
  };
  const close = () => setDialog(null);

  if (card.isPending) return <p className={`${ui.page} ${ui.muted}`}>{t('wallet.common.loading')}</p>;
  if (card.isError) {
    return <LoadFailure onRetry={() => void card.refetch()} />;
  }
  const data = card.data;
  const offline = data.offline === true || !online;
  const savedAt = data.offline ? data.savedAt : data.synced_at;

  return (
    <div className={ui.page} data-testid="my-card-page">
      {offline && savedAt && (
        <p className={ui.notice} role="status" data-testid="card-offline">
          <CloudOff size={16} aria-hidden />
          <span>{t('wallet.offline.card', { date: formatSavedAt(savedAt, i18n.language) })}</span>
        </p>
      )}
      <CardHero card={data} />
      <div className={styles.actions}>
        <button
          type="button"
          className={ui.secondaryButton}
          onClick={() => open('transfer')}
          disabled={offline}
          data-testid="open-transfer"
        >
          <ArrowLeftRight size={18} aria-hidden />
          {t('wallet.card.transfer')}
        </button>
        <button type="button" className={ui.primaryButton} onClick={() => open('convert')} disabled={offline} data-testid="open-convert">
          <Gift size={18} aria-hidden />
          {t('wallet.card.use')}
        </button>
      </div>
      <PointsHistory
        data={points.data}
        pending={points.isPending}
        failed={points.isError}
        hasMore={points.hasNextPage}
        loadingMore={points.isFetchingNextPage}
        onMore={() => void points.fetchNextPage()}
        onRetry={() => void points.refetch()}
      />
      <TransferSheet key={`t${opening}`} open={dialog === 'transfer'} onClose={close} user={user} card={data} />
      <ConvertSheet key={`c${opening}`} open={dialog === 'convert'} onClose={close} card={data} />
    </div>
  );
}
