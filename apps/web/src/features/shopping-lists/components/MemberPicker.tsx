import type { ListMember } from '@qadhya/contracts';
import { Check, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { avatarUrl } from '../../../lib/storage/avatar-url.ts';
import { allAssigned, someAssigned, toggleAll, toggleMember } from '../model/add-list.ts';
import columnTight from '../../../components/ui/layout/column-tight.module.css';
import text from '../../../components/ui/text.module.css';
import styles from './MemberPicker.module.css';

interface Props {
  members: readonly ListMember[];
  assigned: ReadonlySet<number>;
  onChange: (assigned: Set<number>) => void;
  disabled?: boolean;
}

/**
 * add-list's members (docs/shopping-lists.md#screens-courses-add-list-add-product): an 'Assigner tout' checkbox (mixed when some are assigned) and,
 * for each member of the family circle, an 'Assigner' toggle button (aria-pressed).
 */
export function MemberPicker({ members, assigned, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const allId = useId();
  const box = useRef<HTMLInputElement>(null);
  const ids = members.map((m) => m.user_id);
  const all = allAssigned(assigned, ids);
  const some = someAssigned(assigned, ids);

  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  return (
    <div className={columnTight.columnTight} data-testid="member-picker">
      <label className={styles.all} htmlFor={allId}>
        <input
          ref={box}
          id={allId}
          type="checkbox"
          className={styles.checkbox}
          checked={all}
          onChange={() => onChange(toggleAll(assigned, ids))}
          disabled={disabled}
          data-testid="assign-all"
        />
        {t('courses.addList.assignAll')}
      </label>
      <ul className={styles.list}>
        {members.map((member) => {
          const on = assigned.has(member.user_id);
          const avatar = avatarUrl(member.avatar);
          const relation = member.relation ? t(`courses.addList.relations.${member.relation}`, { defaultValue: member.relation }) : null;
          return (
            <li
              key={member.user_id}
              className={styles.member}
              data-testid="member-row"
              data-user-id={member.user_id}
              data-assigned={on || undefined}
            >
              <span className={styles.avatar} aria-hidden>
                {avatar ? (
                  <img src={avatar} alt={member.name} width={44} height={44} loading="lazy" decoding="async" />
                ) : (
                  <UserRound size={22} />
                )}
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{member.name}</span>
                {relation && <span className={text.muted}>{relation}</span>}
              </span>
              <button
                type="button"
                className={styles.assign}
                aria-pressed={on}
                aria-label={t('courses.addList.assignMember', { name: member.name })}
                onClick={() => onChange(toggleMember(assigned, member.user_id))}
                disabled={disabled}
                data-testid="assign-member"
              >
                {on && <Check size={18} aria-hidden />}
                {t('courses.addList.assign')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
