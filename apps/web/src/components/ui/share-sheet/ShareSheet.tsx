import { Copy, Link2, Share2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { copyText } from '../../../lib/device/clipboard.ts';
import { showToast, TOAST_LIFE } from '../../../lib/notify/toast-store.ts';
import { BottomSheet } from '../bottom-sheet/BottomSheet.tsx';
import './register-texts.ts';
import styles from './ShareSheet.module.css';
import { invitationLink, SHARE_NETWORKS, shareUrl, SYSTEM_SHARED, type ShareNetwork } from './share-links.ts';
import { SocialIcon } from './SocialIcon.tsx';
import { useStableCallback } from './use-stable-callback.ts';

export interface ShareMember {
  key: string | number;
  name: string;
  /** Image URL (member avatar). */
  src: string;
}

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  /** The shopper's referral code: the invitation link and message carry it (docs/referral.md#the-code-and-the-link). */
  code: string;
  members?: readonly ShareMember[];
  /** Called when the shopper shares (a network, the copy, the system share): referral counts it. */
  onShared?: () => void;
}

/**
 * The share bottom sheet (docs/accounts.md#share-sheet): family members row, social row (Messenger,
 * Telegram, WhatsApp, Instagram, X, Facebook), the invitation link with a copy button, and the
 * system share (Web Share API) when the browser has it. Closes on an outside click.
 */
export function ShareSheet({ open, onClose, code, members = [], onShared }: ShareSheetProps) {
  const { t } = useTranslation();
  const close = useStableCallback(onClose);
  const link = invitationLink(typeof window === 'undefined' ? '' : window.location.origin, code);
  const message = t('share.message', { code });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (toastKey = 'share.copied') => {
    if (await copyText(link)) {
      showToast({ type: 'success', title: t(toastKey), durationMs: TOAST_LIFE.short });
      onShared?.();
    }
  };

  const onNetwork = (event: { preventDefault: () => void }, network: ShareNetwork) => {
    if (canShare && SYSTEM_SHARED.has(network)) {
      // Messenger through the phone's share sheet: its web dialog would need an app id.
      event.preventDefault();
      void systemShare();
    } else if (network === 'instagram') void copy('share.instagramCopied');
    else if (network === 'messenger') void copy('share.messengerCopied');
    else onShared?.();
  };

  const systemShare = async () => {
    try {
      await navigator.share({ title: t('app.name'), text: message, url: link });
      onShared?.();
    } catch {
      /* cancelled */
    }
  };

  return (
    <BottomSheet open={open} onClose={close} label={t('share.title')} handleLabel={t('share.handle')} testId="share-sheet">
      <div className={styles.body}>
        <h2 className={styles.title}>{t('share.title')}</h2>

        <section className={styles.section} aria-label={t('share.members')}>
          <h3 className={styles.heading}>{t('share.members')}</h3>
          {members.length ? (
            <ul className={styles.members} data-testid="share-members">
              {members.map((m) => (
                <li key={m.key} className={styles.member}>
                  <img src={m.src} alt={''} className={styles.memberAvatar} />
                  <span className={styles.memberName} dir="auto">
                    {m.name}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('share.noMembers')}</p>
          )}
        </section>

        <section className={styles.section} aria-label={t('share.social')}>
          <h3 className={styles.heading}>{t('share.social')}</h3>
          <ul className={styles.social} data-testid="share-social">
            {SHARE_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  className={styles.network}
                  href={shareUrl(network, link, message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => onNetwork(event, network)}
                  data-testid={`share-${network}`}
                >
                  <SocialIcon network={network} size={46} />
                  <span className={styles.networkName}>{t(`share.networks.${network}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-label={t('share.linkLabel')}>
          <h3 className={styles.heading}>{t('share.linkLabel')}</h3>
          <div className={styles.linkRow}>
            <Link2 size={18} className={styles.linkIcon} aria-hidden />
            <span className={`${styles.link} ltr-isolate`} data-testid="share-link" dir="ltr">
              {link}
            </span>
            <button type="button" className={styles.copy} onClick={() => void copy()} data-testid="share-copy">
              <Copy size={16} aria-hidden />
              {t('share.copy')}
            </button>
          </div>
          {canShare && (
            <button type="button" className={styles.more} onClick={() => void systemShare()} data-testid="share-system">
              <Share2 size={18} aria-hidden />
              {t('share.more')}
            </button>
          )}
        </section>
      </div>
    </BottomSheet>
  );
}
