import type { Membership } from '@qadhya/contracts';
import { LogOut } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { PersonRow } from '../PersonRow.tsx';
import { TitledList } from '../TitledList.tsx';
import { UserAvatar } from '../UserAvatar.tsx';
import { PillButton } from './PillButton.tsx';

interface Props {
  memberships: Membership[];
  onLeave: (membership: Membership) => void;
}

/** The families the shopper belongs to ('Famille de …', as what), each with 'Quitter'. */
export function Memberships({ memberships, onLeave }: Props) {
  const { t } = useTranslation();
  if (!memberships.length) return null;
  return (
    <TitledList title={t('account.family.membershipsTitle')} testId="family-memberships">
      {memberships.map((m) => (
        <PersonRow
          key={m.family_id}
          testId="family-membership"
          avatar={<UserAvatar avatar={m.owner.AVATAR} name={m.owner.NAME} size={44} />}
          label={t('account.family.membershipOf', { name: m.owner.NAME })}
          labelBidi="auto"
          labelTestId="family-membership-name"
          hint={t(`account.family.relations.${m.RELATION}`)}
        >
          <PillButton
            tone="leave"
            icon={LogOut}
            text={t('account.family.leave')}
            label={t('account.family.leaveLabel', { name: m.owner.NAME })}
            onClick={() => onLeave(m)}
            testId="family-membership-leave"
          />
        </PersonRow>
      ))}
    </TitledList>
  );
}
