import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { avatarUrl } from '../../../lib/storage/avatar-url.ts';
import { initialsOf } from '../../../lib/storage/session.ts';
import styles from './UserAvatar.module.css';

interface Props {
  avatar: string | null | undefined;
  name: string;
  size?: number;
  testId?: string;
}

/** The user's photo (from AVATAR under /uploads/), or their initials on the brand colour. */
export function UserAvatar({ avatar, name, size = 88, testId }: Props) {
  const { t } = useTranslation();
  const src = avatarUrl(avatar);
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.36 }} data-testid={testId}>
      {src && broken !== src ? (
        <img src={src} alt={t('account.common.avatarAlt')} onError={() => setBroken(src)} />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </span>
  );
}
