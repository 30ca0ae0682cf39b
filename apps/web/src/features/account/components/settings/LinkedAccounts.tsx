import type { SocialProvider } from '@qadhya/contracts';
import { formatDate } from '@qadhya/domain';
import { Link2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { confirmDialog } from '../../../../lib/notify/dialog-store.ts';
import { showToast, TOAST_LIFE } from '../../../../lib/notify/toast-store.ts';
import { useSocialLinks, useUnlinkSocial } from '../../api/social-links.ts';
import account from '../account.module.css';
import styles from '../../SettingsPage.module.css';

/** « Comptes associés »: each linked provider with « Dissocier » (docs/accounts-social.md#settings); nothing when none. */
export function LinkedAccounts() {
  const { t, i18n } = useTranslation();
  const links = useSocialLinks();
  const unlink = useUnlinkSocial();
  const list = links.data?.data ?? [];
  if (list.length === 0) return null;

  const onUnlink = async (provider: SocialProvider) => {
    const name = t(`socialProvider.${provider}`);
    if (!(await confirmDialog(t('account.settings.unlinkConfirm', { provider: name }), t('account.settings.unlinkText')))) return;
    try {
      await unlink.mutateAsync(provider);
    } catch {
      return; // the default handler said why (SOCIAL_LAST_WAY_IN: set a password first)
    }
    showToast({ type: 'success', title: t('account.settings.unlinked', { provider: name }), durationMs: TOAST_LIFE.short });
  };

  return (
    <section className={account.section} aria-labelledby="settings-linked" data-testid="linked-accounts">
      <h2 id="settings-linked" className={account.heading}>
        {t('account.settings.linkedTitle')}
      </h2>
      <ul className={`${account.card} ${styles.linked}`}>
        {list.map((link) => (
          <li key={link.provider} className={styles.linkedRow} data-testid={`linked-${link.provider}`}>
            <Link2 size={18} aria-hidden />
            <span className={styles.linkedText}>
              <strong>{t(`socialProvider.${link.provider}`)}</strong>
              <span className={styles.linkedHint}>
                {t('account.settings.linkedSince', { date: formatDate(link.linked_at, i18n.language) })}
              </span>
            </span>
            <button
              type="button"
              className={styles.unlink}
              onClick={() => void onUnlink(link.provider)}
              disabled={unlink.isPending}
              data-testid={`unlink-${link.provider}`}
            >
              {t('account.settings.unlink')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
