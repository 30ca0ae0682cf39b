import type { PlayOutcome } from '@qadhya/contracts';
import { Gift, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/register-texts.ts';
import { newPlayId, useGameState, usePlayActions } from '../api/games.ts';
import { Attempts } from '../components/Attempts.tsx';
import { Confetti } from '../components/Confetti.tsx';
import { GamesLoadState } from '../components/GamesLoadState.tsx';
import { InviteFriendForm } from '../components/InviteFriendForm.tsx';
import { PrizeCard } from '../components/PrizeCard.tsx';
import { SignedInGame } from '../components/SignedInGame.tsx';
import { WinsHistory } from '../components/WinsHistory.tsx';
import styles from './ShakeWinPage.module.css';
import { useShake } from './use-shake.ts';

/**
 * shake_win (docs/games.md#chances-two-a-tunis-day): 'Secouez et tentez votre chance !',
 * the day's chances 'N sur 2', the running campaign's gifts and their hours, a shake of the phone
 * (or the button) that the server draws; 'Félicitations !' with the voucher, its barcode and its last
 * day, 5 s of confetti; the friend invitation; « Historique des gains ».
 */
export function ShakeWinPage() {
  return <SignedInGame icon={<Smartphone size={36} />}>{(user) => <ShakeWin user={user} />}</SignedInGame>;
}

function ShakeWin({ user }: { user: string }) {
  const { t, i18n } = useTranslation();
  const state = useGameState(user, 'shake_win');
  const { start } = usePlayActions('shake_win');
  const [outcome, setOutcome] = useState<PlayOutcome | null>(null);
  const left = state.data?.attempts_left ?? 0;
  const canPlay = state.isSuccess && left > 0 && !start.isPending;
  const play = () => {
    if (!canPlay) return;
    setOutcome(null);
    start.mutate(
      { playId: newPlayId(), level: 1 },
      {
        onSuccess: setOutcome,
        // The chances of the day ran out meanwhile (another device): the screen reads them again.
        onError: (err) => (isApiError(err) && err.code === 'NO_ATTEMPTS_LEFT' ? void state.refetch() : undefined),
      },
    );
  };
  const { needsPermission, askPermission } = useShake(play, canPlay);

  return (
    <div className={styles.page} data-testid="shake-win-page">
      <header className={styles.hero}>
        <div className={styles.phone} data-shaking={start.isPending || undefined} aria-hidden>
          <Smartphone size={64} strokeWidth={1.5} />
        </div>
        <h2 className={styles.title}>{t('games.shake.title')}</h2>
        <p className={styles.text}>{t('games.shake.text')}</p>
      </header>

      {state.isError || state.isPending ? (
        <GamesLoadState failed={state.isError} onRetry={() => void state.refetch()} className={styles.state} />
      ) : (
        <>
          <Attempts left={left} total={state.data.attempts_per_day} />
          {state.data.slots.length > 0 && (
            <section aria-labelledby="gifts-title" className={styles.gifts}>
              <h3 id="gifts-title" className={styles.subtitle}>
                {t('games.shake.gifts')}
              </h3>
              <ul className={styles.slots}>
                {state.data.slots.map((slot, i) => (
                  <li key={i} className={styles.slot} data-active={slot.active} data-testid="gift-slot">
                    <Gift size={28} aria-hidden />
                    <span className={styles.slotHours}>
                      <bdi>{slot.label}</bdi>
                    </span>
                    <span className={styles.slotPrize}>{i18n.language === 'ar' ? slot.prize_ar : slot.prize}</span>
                    <span className={styles.slotState}>{slot.active ? t('games.shake.giftActive') : t('games.shake.giftInactive')}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!state.data.campaign && <p className={styles.note}>{t('games.noCampaign')}</p>}
          {left > 0 ? (
            <div className={styles.play}>
              <p className={styles.hint}>{t('games.shake.hint')}</p>
              {needsPermission && (
                <button type="button" className={styles.secondary} onClick={() => void askPermission()} data-testid="shake-motion">
                  {t('games.shake.motion')}
                </button>
              )}
              <button type="button" className={styles.primary} onClick={play} disabled={!canPlay} data-testid="shake-play">
                {t('games.shake.button')}
              </button>
            </div>
          ) : (
            <p className={styles.note} data-testid="shake-no-attempts">
              {t('games.noAttempts')}
            </p>
          )}
        </>
      )}

      <div aria-live="polite" className={styles.result}>
        {outcome?.prize ? (
          <>
            <Confetti />
            <PrizeCard prize={outcome.prize} />
          </>
        ) : outcome ? (
          <div className={styles.lost} data-testid="shake-lost">
            <p className={styles.lostTitle}>{t('games.shake.lost')}</p>
            {outcome.attempts_left > 0 && <p className={styles.note}>{t('games.shake.lostText')}</p>}
          </div>
        ) : null}
      </div>

      <InviteFriendForm />
      <WinsHistory user={user} />
    </div>
  );
}
