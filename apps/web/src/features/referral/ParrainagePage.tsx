import type { ReferralSummary } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, UserPlus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { moneyDrawn, priceText } from '../../components/ui/price-text.ts';
import { ShareSheet } from '../../components/ui/share-sheet/ShareSheet.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { newRequestId } from '../../lib/api/request-id.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { avatarUrl } from '../../lib/storage/avatar-url.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { tunisDay } from '../../lib/wallet/offer-terms.ts';
import { countReferralShare, getReferral } from './api/referral.ts';
import './i18n/register-texts.ts';
import styles from './ParrainagePage.module.css';

/**
 * parrainage (docs/referral.md#in-the-app): the invitation text, the three real figures (friends
 * invited, friends who signed up, bonus earned, docs/formats.md), 'Inviter des amis' opening the share sheet
 * with the shopper's invitation link, and 'Amis ont téléchargé' with each friend's name, picture and date.
 */
export function ParrainagePage() {
  const { loggedIn, user } = useSession();
  const { t } = useTranslation();
  if (!loggedIn)
    return (
      <SignInPrompt
        icon={<Users size={36} />}
        title={t('referral.signIn.title')}
        text={t('referral.signIn.text')}
        button={t('referral.signIn.button')}
      />
    );
  return <Referral user={user?.ID == null ? 'me' : String(user.ID)} />;
}

function Referral({ user }: { user: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = ['referral', user];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getReferral(signal) });
  const [sharing, setSharing] = useState(false);
  // One share counted per opening of the sheet, however many networks are tapped.
  const shareId = useRef<string | null>(null);
  const counted = useMutation({
    mutationFn: countReferralShare,
    onSuccess: ({ invited }) => client.setQueryData<ReferralSummary>(key, (old) => (old ? { ...old, invited } : old)),
  });

  if (query.isPending) return <p className={styles.state}>{t('referral.loading')}</p>;
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p>{t('referral.error')}</p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          {t('referral.retry')}
        </button>
      </div>
    );
  }
  const r = query.data;
  const lang = i18n.language;
  // The bonus as formatMoney draws it (docs/formats.md): the figures, then the language's sign.
  const bonus = moneyDrawn(r.bonus_earned, lang, { whole: true });
  const stats = [
    { icon: UserPlus, label: t('referral.stats.invited'), value: formatNumber(r.invited, lang), unit: '', id: 'invited' },
    { icon: Users, label: t('referral.stats.downloaded'), value: formatNumber(r.downloaded, lang), unit: '', id: 'downloaded' },
    { icon: Gift, label: t('referral.stats.bonus'), value: bonus.figures, unit: bonus.currency, id: 'bonus' },
  ];
  return (
    <div className={styles.page} data-testid="parrainage-page">
      <p className={styles.intro}>
        {t('referral.intro', { min: priceText(r.rules.min_purchase, lang), bonus: priceText(r.rules.bonus, lang) })}
      </p>
      {r.referred_by && <p className={styles.note}>{t('referral.invitedBy', { name: r.referred_by })}</p>}
      <ul className={styles.stats}>
        {stats.map((s) => (
          <li key={s.id} className={styles.stat} data-testid={`referral-${s.id}`}>
            <s.icon size={22} aria-hidden />
            <span className={styles.statValue}>
              <bdi>{s.value}</bdi>
              {s.unit && <span className={styles.unit}> {s.unit}</span>}
            </span>
            <span className={styles.statLabel}>{s.label}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          shareId.current = null;
          setSharing(true);
        }}
        data-testid="referral-invite"
      >
        <UserPlus size={20} aria-hidden />
        {t('referral.invite')}
      </button>
      <section aria-labelledby="friends-title" className={styles.friends}>
        <h2 id="friends-title" className={styles.heading}>
          {t('referral.friends')}
        </h2>
        {r.friends.length === 0 ? (
          <p className={styles.note}>{t('referral.noFriends')}</p>
        ) : (
          <ul className={styles.list}>
            {r.friends.map((f, i) => (
              <li key={`${f.date}-${i}`} className={styles.friend} data-testid="referral-friend">
                {avatarUrl(f.avatar) ? (
                  <img className={styles.avatar} src={avatarUrl(f.avatar)!} alt={''} width={44} height={44} />
                ) : (
                  <span className={styles.avatar} aria-hidden>
                    {f.name.slice(0, 1)}
                  </span>
                )}
                <span className={styles.who}>
                  <span className={styles.name} dir="auto">
                    {f.name}
                  </span>
                  <span className={styles.meta}>{f.rewarded ? t('referral.rewarded') : t('referral.waiting')}</span>
                </span>
                <span className={styles.date}>{tunisDay(f.date, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        code={r.code}
        onShared={() => {
          if (shareId.current) return;
          shareId.current = newRequestId();
          counted.mutate(shareId.current);
        }}
      />
    </div>
  );
}
