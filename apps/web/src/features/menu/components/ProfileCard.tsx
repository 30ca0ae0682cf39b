import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { copyText } from '../../../lib/device/clipboard.ts';
import { showToast, TOAST_LIFE } from '../../../lib/notify/toast-store.ts';
import { avatarUrl } from '../../../lib/storage/avatar-url.ts';
import { displayName, initialsOf, type CurrentUser } from '../../../lib/storage/session.ts';
import styles from './OverlayMenu.module.css';

/** Avatar, name and UID with a copy button. */
export function ProfileCard({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const name = displayName(user);
  const uid = user?.ID !== undefined && user.ID !== null ? String(user.ID) : '';
  const src = avatarUrl(user?.AVATAR);
  const [broken, setBroken] = useState(false);

  const copy = async () => {
    if (uid && (await copyText(uid))) showToast({ type: 'success', title: t('menu.uidCopied'), durationMs: TOAST_LIFE.short });
  };

  return (
    <div className={styles.profile} data-testid="profile-card">
      <span className={styles.avatar}>
        {src && !broken ? (
          <img src={src} alt={t('menu.avatarAlt')} onError={() => setBroken(true)} />
        ) : (
          <span aria-hidden>{initialsOf(name)}</span>
        )}
      </span>
      <div className={styles.identity}>
        <p className={styles.name} data-testid="profile-name">
          {name}
        </p>
        {uid && (
          <p className={styles.uid}>
            <span>{t('menu.uid')}</span>
            <span className="ltr-isolate" data-testid="profile-uid">
              {uid}
            </span>
          </p>
        )}
      </div>
      {uid && (
        <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('menu.copyUid')} data-testid="copy-uid">
          <Copy size={18} aria-hidden />
        </button>
      )}
    </div>
  );
}
