import type { FamilyMember, Membership, ReceivedInvitation, SentInvitation } from '@qadhya/contracts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { confirmDialog } from '../../lib/notify/dialog-store.ts';
import { showToast, TOAST_LIFE } from '../../lib/notify/toast-store.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useCancelInvitation } from './api/cancel-invitation.ts';
import { useDeclineInvitation } from './api/decline-invitation.ts';
import { useLeaveFamily } from './api/leave-family.ts';
import { useRemoveMember } from './api/remove-member.ts';

/** Calls the API, then says it is done; a failure was already told by the default handler. */
async function saying(call: () => Promise<unknown>, title: string) {
  try {
    await call();
    showToast({ type: 'success', title, durationMs: TOAST_LIFE.short });
  } catch {
    /* the default handler already said why */
  }
}

/**
 * What 'Ma Famille' does (docs/family.md): remove a member, cancel a sent invitation and leave a family
 * after a confirm dialog; accept or decline a received invitation at once. `familyId`: the shopper's
 * own family, once loaded.
 */
export function useFamilyActions(familyId: number | undefined) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const cancel = useCancelInvitation();
  const leave = useLeaveFamily();

  return {
    /** An answer to a received invitation is on its way. */
    answering: accept.isPending || decline.isPending,

    onRemove: async (member: FamilyMember) => {
      if (familyId === undefined) return;
      const name = member.user.NAME;
      if (!(await confirmDialog(t('account.family.removeTitle'), t('account.family.removeText', { name })))) return;
      await saying(() => remove.mutateAsync({ familyId, memberId: member.ID }), t('account.family.removed'));
    },

    onAccept: (invitation: ReceivedInvitation) =>
      saying(() => accept.mutateAsync(invitation.ID), t('account.family.accepted', { name: invitation.from.NAME })),

    onDecline: (invitation: ReceivedInvitation) => saying(() => decline.mutateAsync(invitation.ID), t('account.family.declined')),

    onCancel: async (invitation: SentInvitation) => {
      const uid = invitation.IDENTIFIANT;
      if (!(await confirmDialog(t('account.family.cancelTitle'), t('account.family.cancelText', { uid })))) return;
      await saying(() => cancel.mutateAsync(invitation.ID), t('account.family.cancelled'));
    },

    onLeave: async (membership: Membership) => {
      const name = membership.owner.NAME;
      if (!(await confirmDialog(t('account.family.leaveTitle'), t('account.family.leaveText', { name })))) return;
      await saying(() => leave.mutateAsync(membership.family_id), t('account.family.left'));
    },
  };
}
