import type { ListSummary, ShoppingList } from '@qadhya/contracts';
import { formatTime } from '@qadhya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, Ban, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { confirmDialog } from '../../../lib/notify/dialog-store.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { readCurrentUser } from '../../../lib/storage/session.ts';
import { assignListMembers, boostList, rejectList } from '../api/list-menu.ts';
import { useAssignableMembers } from '../api/members.ts';
import { listsStore } from '../../../lib/lists/lists-store.ts';
import '../i18n/register-courses.ts';
import '../i18n/register-texts.ts';
import { MemberPicker } from './MemberPicker.tsx';
import styles from './ListMenuSheet.module.css';

export interface ListMenuSheetProps {
  list: ListSummary;
  open: boolean;
  onClose(): void;
  onRejected?(): void;
}

/** The moment a refused boost may be tried again, from the 429's retry_after (seconds). */
export function boostAgainAt(error: unknown, now: number): Date | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return new Date(now + (error.retryAfter ?? 3600) * 1000);
}

/**
 * The three-dot menu of a course (docs/shopping-lists.md#details-course): 'Assigner
 * membre' (the owner chooses members of the family circle; shown disabled with its reason to a
 * member), 'Booster les membres' (a nudge, once an hour per list: a 429 tells when it can be used
 * again), 'Rejeter la course' (after a confirmation: the list moves to Historique as Rejetée).
 */
export function ListMenuSheet({ list, open, onClose, onRejected }: ListMenuSheetProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const [step, setStep] = useState<'menu' | 'members'>('menu');
  const [note, setNote] = useState<string | null>(null);
  const user = String(readCurrentUser()?.ID ?? '');
  const members = useAssignableMembers(user);
  const [assigned, setAssigned] = useState<Set<number>>(() => new Set(list.members.map((m) => m.user_id)));

  const close = () => {
    setStep('menu');
    setNote(null);
    onClose();
  };

  const adopt = (answer: ShoppingList) => {
    listsStore().put(answer);
    void client.invalidateQueries({ queryKey: ['lists'] });
  };
  const failure = (error: unknown) => {
    const key = isApiError(error) && error.status === 0 ? 'lists.common.offline' : codeTextKey(isApiError(error) ? error.code : undefined);
    setNote(t(key));
  };

  const assign = useMutation({
    mutationFn: (ids: number[]) => assignListMembers(list.id, ids),
    onSuccess: (answer) => {
      adopt(answer);
      showToast({ type: 'success', title: t('lists.members.saved') });
      close();
    },
    onError: failure,
  });
  const boost = useMutation({
    mutationFn: () => boostList(list.id),
    onSuccess: () => {
      showToast({ type: 'success', title: t('lists.menu.boosted') });
      close();
    },
    onError: (error) => {
      const at = boostAgainAt(error, Date.now());
      if (at) setNote(t('lists.menu.boostLater', { time: formatTime(at, lang) }));
      else failure(error);
    },
  });
  const reject = useMutation({
    mutationFn: () => rejectList(list.id),
    onSuccess: (answer) => {
      adopt(answer);
      showToast({ type: 'success', title: t('lists.menu.rejected') });
      close();
      onRejected?.();
    },
    onError: failure,
  });

  const askReject = async () => {
    setNote(null);
    if (await confirmDialog(t('lists.menu.rejectConfirmTitle'), t('lists.menu.rejectConfirmText', { title: list.title }))) reject.mutate();
  };

  const busy = assign.isPending || boost.isPending || reject.isPending;
  const ownerOnlyId = `list-menu-owner-only-${list.id}`;

  return (
    <BottomSheet
      open={open}
      onClose={close}
      label={step === 'menu' ? t('lists.menu.title') : t('lists.members.title')}
      handleLabel={t('lists.common.sheetHandle')}
      testId="list-menu"
    >
      {step === 'menu' ? (
        <div className={styles.menu}>
          <h2 className={styles.title}>{list.title}</h2>
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              setNote(null);
              setAssigned(new Set(list.members.map((m) => m.user_id)));
              setStep('members');
            }}
            disabled={!list.is_owner || busy}
            aria-describedby={list.is_owner ? undefined : ownerOnlyId}
            data-testid="list-menu-assign"
          >
            <UserPlus aria-hidden size={20} />
            <span>{t('lists.menu.assign')}</span>
          </button>
          {!list.is_owner && (
            <p id={ownerOnlyId} className={styles.reason}>
              {t('lists.menu.assignOwnerOnly')}
            </p>
          )}
          <button
            type="button"
            className={styles.action}
            onClick={() => (setNote(null), boost.mutate())}
            disabled={busy}
            data-testid="list-menu-boost"
          >
            <BellRing aria-hidden size={20} />
            <span>{t('lists.menu.boost')}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            data-tone="danger"
            onClick={() => void askReject()}
            disabled={busy || list.status === 'rejected'}
            data-testid="list-menu-reject"
          >
            <Ban aria-hidden size={20} />
            <span>{t('lists.menu.reject')}</span>
          </button>
          {note && (
            <p className={styles.note} role="status" data-testid="list-menu-note">
              {note}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.menu}>
          <h2 className={styles.title}>{t('lists.members.title')}</h2>
          {members.isPending ? (
            <p role="status">{t('lists.common.loading')}</p>
          ) : members.isError ? (
            <button type="button" className={styles.action} onClick={() => void members.refetch()}>
              {t('lists.common.retry')}
            </button>
          ) : (members.data?.items.length ?? 0) === 0 ? (
            <p>{t('lists.members.empty')}</p>
          ) : (
            <MemberPicker members={members.data!.items} assigned={assigned} onChange={setAssigned} disabled={assign.isPending} />
          )}
          {note && (
            <p className={styles.note} role="status" data-testid="list-menu-note">
              {note}
            </p>
          )}
          <div className={styles.row}>
            <button type="button" className={styles.secondary} onClick={() => setStep('menu')}>
              {t('lists.common.cancel')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => (setNote(null), assign.mutate([...assigned]))}
              disabled={assign.isPending || !members.data}
              data-testid="list-members-save"
            >
              {t('lists.members.save')}
            </button>
          </div>
        </div>
      )}
    </BottomSheet>
  );
}
