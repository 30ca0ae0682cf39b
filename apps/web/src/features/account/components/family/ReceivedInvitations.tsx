import type { ReceivedInvitation } from '@qadhya/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { PersonRow } from '../PersonRow.tsx';
import { TitledList } from '../TitledList.tsx';
import { UserAvatar } from '../UserAvatar.tsx';
import { PillButton } from './PillButton.tsx';
import styles from './ReceivedInvitations.module.css';

interface Props {
  invitations: ReceivedInvitation[];
  onAccept: (invitation: ReceivedInvitation) => void;
  onDecline: (invitation: ReceivedInvitation) => void;
  /** An answer is on its way: both buttons wait. */
  answering: boolean;
}

/** The invitations the shopper received: who, as what, and 'Accepter' / 'Refuser' under it. */
export function ReceivedInvitations({ invitations, onAccept, onDecline, answering }: Props) {
  const { t } = useTranslation();
  if (!invitations.length) return null;
  return (
    <TitledList title={t('account.family.receivedTitle')} testId="family-received">
      {invitations.map((inv) => (
        <PersonRow
          key={inv.ID}
          className={styles.invitation}
          testId="family-received-invitation"
          avatar={<UserAvatar avatar={inv.from.AVATAR} name={inv.from.NAME} size={44} />}
          label={inv.from.NAME}
          labelBidi="auto"
          labelTestId="family-received-name"
          hint={t('account.family.receivedText', { relation: t(`account.family.relations.${inv.RELATION}`) })}
          hintWraps
        >
          <span className={styles.answers}>
            <PillButton
              tone="accept"
              icon={Check}
              text={t('account.family.accept')}
              label={t('account.family.acceptLabel', { name: inv.from.NAME })}
              onClick={() => onAccept(inv)}
              disabled={answering}
              testId="family-invitation-accept"
            />
            <PillButton
              tone="decline"
              icon={X}
              text={t('account.family.decline')}
              label={t('account.family.declineLabel', { name: inv.from.NAME })}
              onClick={() => onDecline(inv)}
              disabled={answering}
              testId="family-invitation-decline"
            />
          </span>
        </PersonRow>
      ))}
    </TitledList>
  );
}
