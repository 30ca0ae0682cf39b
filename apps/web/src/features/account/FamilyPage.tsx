import './i18n/register-texts.ts';
import type { FamilyMember, Membership, ReceivedInvitation, SentInvitation } from '@qadhya/contracts';
import { Check, Clock, LogOut, Share2, Trash2, UserPlus, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ShareSheet } from '../../components/ui/share-sheet/ShareSheet.tsx';
import { confirmDialog } from '../../lib/notify/dialog-store.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useCancelInvitation } from './api/cancel-invitation.ts';
import { useDeclineInvitation } from './api/decline-invitation.ts';
import { useFamily } from './api/get-family.ts';
import { useInvitations } from './api/get-invitations.ts';
import { useLeaveFamily } from './api/leave-family.ts';
import { useRemoveMember } from './api/remove-member.ts';
import styles from './components/account.module.css';
import { AddMemberSheet } from './components/AddMemberSheet.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { UserAvatar } from './components/UserAvatar.tsx';
import page from './FamilyPage.module.css';
import { memberAvatarSrc } from './model/member-form.ts';
import { toShareMembers } from './model/share-members.ts';

/**
 * Ma Famille (spec engagement §2.5, docs/family.md): avatars row, the invitations received (accept or
 * decline), the members with removal, the invitations sent ('En attente', cancel), the families the
 * shopper belongs to ('Quitter'), and 'Ajouter membre' which sends an invitation.
 */
export function FamilyPage() {
  const { loggedIn } = useSession();
  return loggedIn ? <Family /> : <SignInPrompt />;
}

function Family() {
  const { t } = useTranslation();
  const { user } = useSession();
  const family = useFamily();
  const remove = useRemoveMember();
  const received = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const cancel = useCancelInvitation();
  const leave = useLeaveFamily();
  const sent = family.data?.invitations ?? [];
  const memberships = family.data?.memberships ?? [];
  const inbox = received.data?.items ?? [];
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

  const onAccept = async (invitation: ReceivedInvitation) => {
    try {
      await accept.mutateAsync(invitation.ID);
      showToast({ type: 'success', title: t('account.family.accepted', { name: invitation.from.NAME }), durationMs: TOAST_LIFE.short });
    } catch {
      /* the default handler already said why */
    }
  };

  const onDecline = async (invitation: ReceivedInvitation) => {
    try {
      await decline.mutateAsync(invitation.ID);
      showToast({ type: 'success', title: t('account.family.declined'), durationMs: TOAST_LIFE.short });
    } catch {
      /* the default handler already said why */
    }
  };

  const onCancel = async (invitation: SentInvitation) => {
    const uid = invitation.IDENTIFIANT;
    if (!(await confirmDialog(t('account.family.cancelTitle'), t('account.family.cancelText', { uid })))) return;
    try {
      await cancel.mutateAsync(invitation.ID);
      showToast({ type: 'success', title: t('account.family.cancelled'), durationMs: TOAST_LIFE.short });
    } catch {
      /* the default handler already said why */
    }
  };

  const onLeave = async (membership: Membership) => {
    const name = membership.owner.NAME;
    if (!(await confirmDialog(t('account.family.leaveTitle'), t('account.family.leaveText', { name })))) return;
    try {
      await leave.mutateAsync(membership.family_id);
      showToast({ type: 'success', title: t('account.family.left'), durationMs: TOAST_LIFE.short });
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

      {inbox.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('account.family.receivedTitle')}</h2>
          <ul className={styles.card} data-testid="family-received">
            {inbox.map((inv) => (
              <li key={inv.ID} className={`${styles.row} ${page.invitation}`} data-testid="family-received-invitation">
                <UserAvatar avatar={inv.from.AVATAR} name={inv.from.NAME} size={44} />
                <span className={styles.rowText}>
                  <span className={styles.rowLabel} dir="auto" data-testid="family-received-name">
                    {inv.from.NAME}
                  </span>
                  <span className={page.wrapHint}>{t('account.family.receivedText', { relation: t(`account.family.relations.${inv.RELATION}`) })}</span>
                </span>
                <span className={page.answers}>
                  <button
                    type="button"
                    className={page.accept}
                    onClick={() => void onAccept(inv)}
                    disabled={accept.isPending || decline.isPending}
                    aria-label={t('account.family.acceptLabel', { name: inv.from.NAME })}
                    data-testid="family-invitation-accept"
                  >
                    <Check size={16} aria-hidden />
                    {t('account.family.accept')}
                  </button>
                  <button
                    type="button"
                    className={page.decline}
                    onClick={() => void onDecline(inv)}
                    disabled={accept.isPending || decline.isPending}
                    aria-label={t('account.family.declineLabel', { name: inv.from.NAME })}
                    data-testid="family-invitation-decline"
                  >
                    <X size={16} aria-hidden />
                    {t('account.family.decline')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
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

      {sent.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('account.family.sentTitle')}</h2>
          <ul className={styles.card} data-testid="family-sent">
            {sent.map((inv) => (
              <li key={inv.ID} className={styles.row} data-testid="family-sent-invitation">
                <img src={memberAvatarSrc(inv.AVATAR)} alt={''} className={page.listAvatar} />
                <span className={styles.rowText}>
                  <span className={`${styles.rowLabel} ltr-isolate`} data-testid="family-sent-uid">
                    {inv.IDENTIFIANT}
                  </span>
                  <span className={styles.rowHint}>{t(`account.family.relations.${inv.RELATION}`)}</span>
                </span>
                <span className={page.pending} data-testid="family-sent-status">
                  <Clock size={12} aria-hidden />
                  {t('account.family.pending')}
                </span>
                <button
                  type="button"
                  className={page.remove}
                  onClick={() => void onCancel(inv)}
                  aria-label={t('account.family.cancel', { uid: inv.IDENTIFIANT })}
                  data-testid="family-sent-cancel"
                >
                  <X size={18} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {memberships.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('account.family.membershipsTitle')}</h2>
          <ul className={styles.card} data-testid="family-memberships">
            {memberships.map((m) => (
              <li key={m.family_id} className={styles.row} data-testid="family-membership">
                <UserAvatar avatar={m.owner.AVATAR} name={m.owner.NAME} size={44} />
                <span className={styles.rowText}>
                  <span className={styles.rowLabel} dir="auto" data-testid="family-membership-name">
                    {t('account.family.membershipOf', { name: m.owner.NAME })}
                  </span>
                  <span className={styles.rowHint}>{t(`account.family.relations.${m.RELATION}`)}</span>
                </span>
                <button
                  type="button"
                  className={page.leave}
                  onClick={() => void onLeave(m)}
                  aria-label={t('account.family.leaveLabel', { name: m.owner.NAME })}
                  data-testid="family-membership-leave"
                >
                  <LogOut size={16} aria-hidden />
                  {t('account.family.leave')}
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
