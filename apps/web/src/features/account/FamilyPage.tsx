import './i18n/register-texts.ts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import floating from '../../components/ui/floating-action/FloatingAction.module.css';
import { ShareSheet } from '../../components/ui/share-sheet/ShareSheet.tsx';
import { useSession } from '../../lib/storage/use-session.ts';
import { useFamily } from './api/get-family.ts';
import { useReferralCode } from './api/get-referral-code.ts';
import { useInvitations } from './api/get-invitations.ts';
import styles from './components/account.module.css';
import { AddMemberSheet } from './components/AddMemberSheet.tsx';
import { FamilyActivity } from './components/family/FamilyActivity.tsx';
import { FamilyHero } from './components/family/FamilyHero.tsx';
import { FamilyMembers } from './components/family/FamilyMembers.tsx';
import { Memberships } from './components/family/Memberships.tsx';
import { ReceivedInvitations } from './components/family/ReceivedInvitations.tsx';
import { SentInvitations } from './components/family/SentInvitations.tsx';
import { SignInPrompt } from './components/SignInPrompt.tsx';
import { toShareMembers } from './model/share-members.ts';
import { useFamilyActions } from './use-family-actions.ts';

/**
 * Ma Famille (docs/family.md): avatars row, the invitations received (accept or
 * decline), the members with removal, the invitations sent ('En attente', cancel), the families the
 * shopper belongs to ('Quitter'), the family's figures and history (docs/family.md#figures-and-history),
 * and 'Ajouter membre' which sends an invitation. 'Inviter' shares the referral code's link.
 */
export function FamilyPage() {
  const { loggedIn } = useSession();
  return loggedIn ? <Family /> : <SignInPrompt />;
}

function Family() {
  const { t } = useTranslation();
  const family = useFamily();
  const referralCode = useReferralCode();
  const received = useInvitations();
  const actions = useFamilyActions(family.data?.family_id);
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState(false);
  const members = family.data?.members ?? [];
  const code = referralCode.data ?? '';

  return (
    <div className={styles.page} data-testid="family-page">
      <FamilyHero members={members} onShare={code ? () => setSharing(true) : undefined} />

      {family.isPending && <p className={styles.loading}>{t('account.common.loading')}</p>}
      {family.isError && (
        <div className={styles.failure}>
          <p>{t('account.common.loadError')}</p>
          <button type="button" className={styles.primaryButton} onClick={() => void family.refetch()}>
            {t('account.common.retry')}
          </button>
        </div>
      )}

      <ReceivedInvitations
        invitations={received.data?.items ?? []}
        onAccept={(invitation) => void actions.onAccept(invitation)}
        onDecline={(invitation) => void actions.onDecline(invitation)}
        answering={actions.answering}
      />
      <FamilyMembers members={members} onRemove={(member) => void actions.onRemove(member)} />
      <SentInvitations invitations={family.data?.invitations ?? []} onCancel={(invitation) => void actions.onCancel(invitation)} />
      <Memberships memberships={family.data?.memberships ?? []} onLeave={(membership) => void actions.onLeave(membership)} />
      <FamilyActivity />

      <FloatingAction>
        <button type="button" className={floating.button} onClick={() => setAdding(true)} data-testid="family-add">
          <UserPlus size={20} aria-hidden />
          {t('account.family.add')}
        </button>
      </FloatingAction>

      <AddMemberSheet open={adding} onClose={() => setAdding(false)} />
      {code && <ShareSheet open={sharing} onClose={() => setSharing(false)} code={code} members={toShareMembers(members)} />}
    </div>
  );
}
