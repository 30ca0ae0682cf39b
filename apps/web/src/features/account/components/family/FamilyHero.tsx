import type { FamilyMember } from '@qadhya/contracts';
import { Share2, Users } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { memberAvatarSrc } from '../../model/member-form.ts';
import styles from './FamilyHero.module.css';

interface Props {
  members: FamilyMember[];
  /** Opens the share sheet; no 'Inviter' without it (the referral code not loaded yet). */
  onShare?: () => void;
}

/** The red card at the top of 'Ma Famille': its title, 'Partager', and the members' avatars or an empty state. */
export function FamilyHero({ members, onShare }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={styles.heroHead}>
        <h2 className={styles.heroTitle}>{t('account.family.title')}</h2>
        {onShare && (
          <button type="button" className={styles.invite} onClick={onShare} data-testid="family-share">
            <Share2 size={16} aria-hidden />
            {t('account.family.share')}
          </button>
        )}
      </div>
      {members.length ? (
        <ul className={styles.avatarRow} data-testid="family-avatars">
          {members.map((m) => (
            <li key={m.ID} className={styles.avatarItem}>
              <img src={memberAvatarSrc(m.AVATAR)} alt={''} className={styles.avatar} />
              <span className={styles.avatarName} dir="auto">
                {m.user.NAME}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.emptyHero}>
          <span className={styles.emptyIcon} aria-hidden>
            <Users size={28} />
          </span>
          <p className={styles.emptyTitle}>{t('account.family.empty')}</p>
          <p className={styles.emptyText}>{t('account.family.emptyText')}</p>
        </div>
      )}
    </section>
  );
}
