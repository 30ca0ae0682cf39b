import { useState, type FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { useAllocateBudget, useSetBudget, useWalletMembers } from '../api/wallet-api.ts';
import { dinarsText, newRequestId, parseDinars } from '../model/budget-input.ts';
import styles from '../purchases.module.css';

interface SheetProps {
  open: boolean;
  onClose: () => void;
}

const errorText = (t: (k: string) => string, err: unknown) => t(codeTextKey(isApiError(err) ? err.code : undefined));

/** Sets this month's own budget (PUT /wallet/budget). */
export function BudgetSheet({ open, onClose, current, monthLabel }: SheetProps & { current: number; monthLabel: string }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} label={t('purchases.budget.title')} handleLabel={t('purchases.common.close')} testId="budget-sheet">
      {/* A fresh form each time the sheet opens. */}
      <BudgetForm key={String(open)} onClose={onClose} current={current} monthLabel={monthLabel} />
    </BottomSheet>
  );
}

function BudgetForm({ onClose, current, monthLabel }: { onClose: () => void; current: number; monthLabel: string }) {
  const { t } = useTranslation();
  const save = useSetBudget();
  const [value, setValue] = useState(current ? dinarsText(current) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseDinars(value);
    if (amount === null) return setError(t('purchases.budget.invalid'));
    try {
      await save.mutateAsync(amount);
      showToast({ type: 'success', title: t('purchases.budget.saved') });
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sectionTitle}>{t('purchases.budget.title')}</h2>
        <p className={styles.muted}>{t('purchases.budget.text', { month: monthLabel })}</p>
        <label className={styles.field}>
          {t('purchases.budget.amount')}
          <input className={styles.input} inputMode="decimal" dir="ltr" value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby="budget-error" data-testid="budget-amount" />
        </label>
        <p id="budget-error" className={styles.error} role="alert" data-testid="budget-error">
          {error}
        </p>
        <button type="submit" className={styles.primaryButton} disabled={save.isPending} data-testid="budget-save">
          {t('purchases.budget.save')}
        </button>
      </form>
  );
}

/** Gives part of the budget to a family member (POST /wallet/budget/allocations, once per request id). */
export function AllocateSheet({ open, onClose }: SheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={onClose} label={t('purchases.budget.giveTitle')} handleLabel={t('purchases.common.close')} testId="allocate-sheet">
      <AllocateForm key={String(open)} open={open} onClose={onClose} />
    </BottomSheet>
  );
}

function AllocateForm({ open, onClose }: SheetProps) {
  const { t } = useTranslation();
  const members = useWalletMembers(open);
  const allocate = useAllocateBudget();
  const [member, setMember] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One request id per opening: a retry after a lost answer is the same allocation.
  const [requestId] = useState(newRequestId);

  const items = members.data?.items ?? [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseDinars(value);
    const to = items.find((m) => String(m.user_id) === member);
    if (!to) return setError(t('purchases.budget.chooseMember'));
    if (!amount) return setError(t('purchases.budget.invalid'));
    try {
      await allocate.mutateAsync({ to_user_id: to.user_id, amount, request_id: requestId });
      showToast({ type: 'success', title: t('purchases.budget.given', { name: to.name }) });
      onClose();
    } catch (err) {
      setError(errorText(t, err));
    }
  };

  return (
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sectionTitle}>{t('purchases.budget.giveTitle')}</h2>
        <p className={styles.muted}>{t('purchases.budget.giveText')}</p>
        {members.isSuccess && items.length === 0 ? (
          <p className={styles.state} data-testid="allocate-no-members">
            {t('purchases.budget.noMembers')}
          </p>
        ) : (
          <>
            <label className={styles.field}>
              {t('purchases.budget.member')}
              <select className={styles.select} value={member} onChange={(e) => setMember(e.target.value)} data-testid="allocate-member">
                <option value="">{t('purchases.budget.chooseMember')}</option>
                {items.map((m) => (
                  <option key={m.user_id} value={m.user_id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('purchases.budget.amount')}
              <input className={styles.input} inputMode="decimal" dir="ltr" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="allocate-error" data-testid="allocate-amount" />
            </label>
            <p id="allocate-error" className={styles.error} role="alert" data-testid="allocate-error">
              {error}
            </p>
            <button type="submit" className={styles.primaryButton} disabled={allocate.isPending} data-testid="allocate-submit">
              {t('purchases.budget.give')}
            </button>
          </>
        )}
      </form>
  );
}
