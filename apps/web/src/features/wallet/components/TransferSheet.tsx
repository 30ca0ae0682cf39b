import type { LoyaltyCard } from '@qadhya/contracts';
import { useState } from 'react';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { Link } from '../../../lib/router/index.ts';
import { useMembers } from '../api/card.ts';
import { useTransferPoints } from '../api/points-writes.ts';
import { writeErrorKey } from '../model/error-text.ts';
import { groupDigits, newRequestId, parsePoints, transferProblem } from '../model/points.ts';
import { AmountField, PointsSheet } from './PointsSheet.tsx';
import ui from './wallet.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  user: string;
  card: LoyaltyCard;
}

/**
 * 'Transférer mes points': a family member, an amount, a confirmation step, then the transfer. One
 * request_id per opening of the dialog (the parent remounts it), so a retry never gives twice.
 */
export function TransferSheet({ open, onClose, user, card }: Props) {
  const { t, i18n } = useTranslation();
  const members = useMembers(user, open);
  const transfer = useTransferPoints();
  const [requestId] = useState(() => newRequestId());
  const [memberId, setMemberId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [shown, setShown] = useState<string | null>(null);
  const list = members.data?.items ?? [];
  const member = list.find((m) => m.user_id === memberId) ?? null;
  const points = parsePoints(amount);
  const problem = transferProblem(points, card.points);

  const next = () => {
    if (!member) return setShown('wallet.transfer.problems.member');
    if (problem) return setShown(`wallet.transfer.problems.${problem}`);
    setShown(null);
    setStep('confirm');
  };
  const send = () => {
    if (!member) return;
    transfer.mutate(
      { to_user_id: member.user_id, points, request_id: requestId },
      {
        onSuccess: (result) => {
          showToast({
            type: 'success',
            title: t('wallet.transfer.done', { points: groupDigits(result.transferred, i18n.language), name: result.to }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <PointsSheet
      open={open}
      onClose={onClose}
      label={t('wallet.transfer.title')}
      title={step === 'form' ? t('wallet.transfer.title') : t('wallet.transfer.confirmTitle')}
      testId="transfer-sheet"
    >
      {members.isPending && <p className={ui.muted}>{t('wallet.common.loading')}</p>}
      {members.isError && <p className={ui.error}>{t(writeErrorKey(members.error))}</p>}
      {members.isSuccess && !list.length && (
        <>
          <p data-testid="transfer-no-members">{t('wallet.transfer.noMembers')}</p>
          <Link to={href('family')} className={ui.primaryButton} data-testid="transfer-family-link">
            {t('wallet.transfer.familyLink')}
          </Link>
        </>
      )}
      {list.length > 0 && step === 'form' && (
        <>
          <fieldset className={ui.choices}>
            <legend className={ui.label}>{t('wallet.transfer.member')}</legend>
            {list.map((m) => (
              <label key={m.user_id} className={ui.choice}>
                <input
                  type="radio"
                  name="transfer-member"
                  checked={memberId === m.user_id}
                  onChange={() => setMemberId(m.user_id)}
                  data-testid="transfer-member"
                />
                <span>{m.name}</span>
              </label>
            ))}
          </fieldset>
          <AmountField
            label={t('wallet.transfer.amount')}
            hint={t('wallet.transfer.amountHint', { points: groupDigits(card.points, i18n.language) })}
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            testId="transfer-amount"
          />
          {shown && (
            <p className={ui.error} role="alert">
              {t(shown)}
            </p>
          )}
          <button type="button" className={ui.primaryButton} onClick={next} data-testid="transfer-next">
            {t('wallet.transfer.next')}
          </button>
        </>
      )}
      {member && step === 'confirm' && (
        <>
          <p data-testid="transfer-confirm-text">
            {t('wallet.transfer.confirmText', { points: groupDigits(points, i18n.language), name: member.name })}
          </p>
          {transfer.isError && (
            <p className={ui.error} role="alert" data-testid="transfer-error">
              {t(writeErrorKey(transfer.error))}
            </p>
          )}
          <div className={ui.actions}>
            <button type="button" className={ui.secondaryButton} onClick={() => setStep('form')} disabled={transfer.isPending}>
              {t('wallet.common.back')}
            </button>
            <button type="button" className={ui.primaryButton} onClick={send} disabled={transfer.isPending} data-testid="transfer-confirm">
              {transfer.isPending ? t('wallet.transfer.sending') : t('wallet.transfer.confirm')}
            </button>
          </div>
        </>
      )}
    </PointsSheet>
  );
}
