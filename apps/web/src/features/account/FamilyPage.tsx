import './i18n/register-texts.ts';
import type { FamilyMember } from '@qadhya/contracts';
import { Share2, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ShareSheet } from '../../components/ui/share-sheet/ShareSheet.tsx';
import { confirmDialog } from '../../lib/notify/dialog-store.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useFamily } from './api/get-family.ts';
import { useRemoveMember } from './api/remove-member.ts';
import styles from './components/account.module.css';
import { AddMemberSheet } from './components/AddMemberSheet.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import page from './FamilyPage.module.css';
import { memberAvatarSrc } from './model/member-form.ts';
import { toShareMembers } from './model/share-members.ts';

/** Ma Famille (spec engagement §2.5): avatars row, members list with removal, 'Ajouter membre'. */
export function FamilyPage() {
  const { loggedIn } = useSession();
  return loggedIn ? <Family /> : <SignInPrompt />;
}

function Family() {
  const { t } = useTranslation();
  const { user } = useSession();
  const family = useFamily();
  const remove = useRemoveMember();
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const members = family.data?.members ?? [];
  const uid = user?.ID !== undefined && user.ID !== null ? String(user.ID) : '';

  const onRemove = async (member: FamilyMember) => {
    if (!family.data) return;
    const name = member.user.NAME;
    if (!(await confirmDialog(t('account.family.removeTitle'), t('account.family.removeText', { name })))) return;
    try {
      await remove.mutateAsync({ familyId: family.data.family_id, memberId: member.ID });
      showToast({ type: 'success', title: t('account.family.removed'), durationMs: TOAST_LIFE.short });
    } catch {
      /* the default handler already said why */
    }
  };

  return (
    <div className={`${styles.page} ${page.page}`} data-testid="family-page">
      <section className={page.hero}>
        <div className={page.heroHead}>
          <h2 className={page.heroTitle}>{t('account.family.title')}</h2>
          {uid && (
            <button type="button" className={page.invite} onClick={() => setSharing(true)} data-testid="family-share">
              <Share2 size={16} aria-hidden />
              {t('account.family.share')}
            </button>
          )}
        </div>
        {members.length ? (
          <ul className={page.avatarRow} data-testid="family-avatars">
            {members.map((m) => (
              <li key={m.ID} className={page.avatarItem}>
                <img src={memberAvatarSrc(m.AVATAR)} alt={''} className={page.avatar} />
                <span className={page.avatarName} dir="auto">
                  {m.user.NAME}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div className={page.emptyHero}>
            <span className={page.emptyIcon} aria-hidden>
              <Users size={28} />
            </span>
            <p className={page.emptyTitle}>{t('account.family.empty')}</p>
            <p className={page.emptyText}>{t('account.family.emptyText')}</p>
          </div>
        )}
      </section>

      {family.isPending && <p className={styles.loading}>{t('account.common.loading')}</p>}
      {family.isError && (
        <div className={styles.failure}>
          <p>{t('account.common.loadError')}</p>
          <button type="button" className={styles.primaryButton} onClick={() => void family.refetch()}>
            {t('account.common.retry')}
          </button>
        </div>
      )}

      {members.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('account.family.membersTitle')}</h2>
          <ul className={styles.card} data-testid="family-members">
            {members.map((m) => (
              <li key={m.ID} className={styles.row} data-testid="family-member">
                <img src={memberAvatarSrc(m.AVATAR)} alt={''} className={page.listAvatar} />
                <span className={styles.rowText}>
                  <span className={styles.rowLabel} data-testid="family-member-name">
                    {m.user.NAME}
                  </span>
                  <span className={`${styles.rowHint} ltr-isolate`}>{m.IDENTIFIANT}</span>
                </span>
                <span className={page.relation} data-testid="family-member-relation">
                  {t(`account.family.relations.${m.RELATION}`)}
                </span>
                <button
                  type="button"
                  className={page.remove}
                  onClick={() => void onRemove(m)}
                  aria-label={t('account.family.remove', { name: m.user.NAME })}
                  data-testid="family-member-remove"
                >
                  <Trash2 size={18} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={page.dock}>
        <button type="button" className={page.fab} onClick={() => setAdding(true)} data-testid="family-add">
          <UserPlus size={20} aria-hidden />
          {t('account.family.add')}
        </button>
      </div>

      <AddMemberSheet open={adding} onClose={() => setAdding(false)} />
      {uid && <ShareSheet open={sharing} onClose={() => setSharing(false)} uid={uid} members={toShareMembers(members)} />}
    </div>
  );
}
