import type { SentInvitation } from '@qadhya/contracts';
import { Clock, X } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { PersonRow } from '../PersonRow.tsx';
import { TitledList } from '../TitledList.tsx';
import { MemberAvatarImage } from './MemberAvatarImage.tsx';
import { RemoveButton } from './RemoveButton.tsx';
import styles from './SentInvitations.module.css';

interface Props {
  invitations: SentInvitation[];
  onCancel: (invitation: SentInvitation) => void;
}

/** The invitations the shopper sent, by UID: 'En attente' until answered (a refusal included), and cancel. */
export function SentInvitations({ invitations, onCancel }: Props) {
  const { t } = useTranslation();
  if (!invitations.length) return null;
  return (
    <TitledList title={t('account.family.sentTitle')} testId="family-sent">
      {invitations.map((inv) => (
        <PersonRow
          key={inv.ID}
          testId="family-sent-invitation"
          avatar={<MemberAvatarImage avatar={inv.AVATAR} />}
          label={inv.IDENTIFIANT}
          labelBidi="ltr"
          labelTestId="family-sent-uid"
          hint={t(`account.family.relations.${inv.RELATION}`)}
        >
          <span className={styles.pending} data-testid="family-sent-status">
            <Clock size={12} aria-hidden />
            {t('account.family.pending')}
          </span>
          <RemoveButton
            icon={X}
            label={t('account.family.cancel', { uid: inv.IDENTIFIANT })}
            onClick={() => onCancel(inv)}
            testId="family-sent-cancel"
          />
        </PersonRow>
      ))}
    </TitledList>
  );
}
