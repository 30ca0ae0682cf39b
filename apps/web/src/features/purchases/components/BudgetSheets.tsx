import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Select, TextField } from '../../../components/ui/form/index.ts';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { useAllocateBudget, useSetBudget, useWalletMembers } from '../api/wallet-api.ts';
import { dinarsText, newRequestId } from '../model/budget-input.ts';
import styles from '../purchases.module.css';
import { PurchaseSheet, refusal, SheetForm } from './SheetForm.tsx';

/** The sheets' schemas (contracts and zod): fetched once a sheet is drawn, not with the dashboard or the tickets. */
const schemas = () => import('../model/form-schemas.ts');
/** PUT /wallet/budget's body, its amount typed in dinars. */
const budgetResolver = lazyResolver(() => schemas().then((m) => m.budgetSchema), 'budget');
/** POST /wallet/budget/allocations' body: the member chosen in the list, the amount in dinars (more than 0). */
const allocateResolver = lazyResolver(() => schemas().then((m) => m.allocateSchema), 'allocate');

interface SheetProps {
  open: boolean;
  onClose: () => void;
}

/** Sets this month's own budget (PUT /wallet/budget). */
export function BudgetSheet({ open, onClose, current, monthLabel }: SheetProps & { current: number; monthLabel: string }) {
  const { t } = useTranslation();
  return (
    <PurchaseSheet open={open} onClose={onClose} label={t('purchases.budget.title')} testId="budget-sheet">
      {/* A fresh form each time the sheet opens. */}
      <BudgetForm key={String(open)} onClose={onClose} current={current} monthLabel={monthLabel} />
    </PurchaseSheet>
  );
}

function BudgetForm({ onClose, current, monthLabel }: { onClose: () => void; current: number; monthLabel: string }) {
  const { t } = useTranslation();
  const save = useSetBudget();
  const form = useForm({ resolver: budgetResolver, mode: 'onSubmit', defaultValues: { amount: current ? dinarsText(current) : '' } });
  const key = shownError(form.formState, 'amount');
  useEffect(() => budgetResolver.preload(), []);

  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(v.amount);
      showToast({ type: 'success', title: t('purchases.budget.saved') });
      onClose();
    } catch (err) {
      form.setError('amount', refusal(err));
    }
  });

  return (
    <SheetForm title={t('purchases.budget.title')} text={t('purchases.budget.text', { month: monthLabel })} onSubmit={submit}>
      <TextField
        label={t('purchases.budget.amount')}
        inputMode="decimal"
        dir="ltr"
        {...form.register('amount')}
        error={key ? t(key) : null}
        alert
        testId="budget-amount"
        errorTestId="budget-error"
      />
      <button type="submit" className={styles.primaryButton} disabled={save.isPending} data-testid="budget-save">
        {t('purchases.budget.save')}
      </button>
    </SheetForm>
  );
}

/** Gives part of the budget to a family member (POST /wallet/budget/allocations, once per request id). */
export function AllocateSheet({ open, onClose }: SheetProps) {
  const { t } = useTranslation();
  return (
    <PurchaseSheet open={open} onClose={onClose} label={t('purchases.budget.giveTitle')} testId="allocate-sheet">
      <AllocateForm key={String(open)} open={open} onClose={onClose} />
    </PurchaseSheet>
  );
}

function AllocateForm({ open, onClose }: SheetProps) {
  const { t } = useTranslation();
  const members = useWalletMembers(open);
  const allocate = useAllocateBudget();
  // One request id per opening: a retry after a lost answer is the same allocation.
  const [fresh] = useState(() => ({ to_user_id: '', amount: '', request_id: newRequestId() }));
  const form = useForm({ resolver: allocateResolver, mode: 'onSubmit', defaultValues: fresh });
  useEffect(() => allocateResolver.preload(), []);
  const error = (field: 'to_user_id' | 'amount') => {
    const key = shownError(form.formState, field);
    return key ? t(key) : null;
  };

  const items = members.data?.items ?? [];
  const submit = form.handleSubmit(async (v) => {
    const to = items.find((m) => m.user_id === v.to_user_id);
    if (!to) return form.setError('to_user_id', { type: 'required', message: 'purchases.budget.chooseMember' });
    try {
      await allocate.mutateAsync({ to_user_id: to.user_id, amount: v.amount, request_id: v.request_id });
      showToast({ type: 'success', title: t('purchases.budget.given', { name: to.name }) });
      onClose();
    } catch (err) {
      form.setError('amount', refusal(err));
    }
  });

  return (
    <SheetForm title={t('purchases.budget.giveTitle')} text={t('purchases.budget.giveText')} onSubmit={submit}>
      {members.isSuccess && items.length === 0 ? (
        <p className={styles.state} data-testid="allocate-no-members">
          {t('purchases.budget.noMembers')}
        </p>
      ) : (
        <>
          <Select
            label={t('purchases.budget.member')}
            {...form.register('to_user_id')}
            error={error('to_user_id')}
            alert
            testId="allocate-member"
          >
            <option value="">{t('purchases.budget.chooseMember')}</option>
            {items.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.name}
              </option>
            ))}
          </Select>
          <TextField
            label={t('purchases.budget.amount')}
            inputMode="decimal"
            dir="ltr"
            {...form.register('amount')}
            error={error('amount')}
            alert
            testId="allocate-amount"
            errorTestId="allocate-error"
          />
          <button type="submit" className={styles.primaryButton} disabled={allocate.isPending} data-testid="allocate-submit">
            {t('purchases.budget.give')}
          </button>
        </>
      )}
    </SheetForm>
  );
}
