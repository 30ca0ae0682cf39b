import type { FamilyMember } from '@qadhya/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { PersonRow } from '../PersonRow.tsx';
import { TitledList } from '../TitledList.tsx';
import styles from './FamilyMembers.module.css';
import { MemberAvatarImage } from './MemberAvatarImage.tsx';
import { RemoveButton } from './RemoveButton.tsx';

interface Props {
  members: FamilyMember[];
  onRemove: (member: FamilyMember) => void;
}

/** The shopper's family: each member's name and UID, the relation, and removal. */
export function FamilyMembers({ members, onRemove }: Props) {
  const { t } = useTranslation();
  if (!members.length) return null;
  return (
    <TitledList title={t('account.family.membersTitle')} testId="family-members">
      {members.map((m) => (
        <PersonRow
          key={m.ID}
          testId="family-member"
          avatar={<MemberAvatarImage avatar={m.AVATAR} />}
          label={m.user.NAME}
          labelTestId="family-member-name"
          hint={m.IDENTIFIANT}
          hintBidi="ltr"
        >
          <span className={styles.relation} data-testid="family-member-relation">
            {t(`account.family.relations.${m.RELATION}`)}
          </span>
          <RemoveButton
            icon={Trash2}
            label={t('account.family.remove', { name: m.user.NAME })}
            onClick={() => onRemove(m)}
            testId="family-member-remove"
          />
        </PersonRow>
      ))}
    </TitledList>
  );
}
