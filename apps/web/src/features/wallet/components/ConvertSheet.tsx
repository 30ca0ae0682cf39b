import { isolate } from '@qadhya/domain';
import type { LoyaltyCard, WalletOffer } from '@qadhya/contracts';
import { useState } from 'react';
import { Price } from '../../../components/ui/Price.tsx';
import { priceText } from '../../../components/ui/price-text.ts';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { useConvertPoints } from '../api/points-writes.ts';
import { writeErrorKey } from '../model/error-text.ts';
import { conversionProblem, conversionRange, groupDigits, newRequestId, parsePoints, voucherValue } from '../model/points.ts';
import { AmountField, PointsSheet } from './PointsSheet.tsx';
import ui from './wallet.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  card: LoyaltyCard;
}

/** Link to the new voucher's sheet on benefices (Voucher tab, the sheet opened). */
export const voucherLink = (offer: Pick<WalletOffer, 'id'>) => `${href('benefices')}?tab=voucher&offer=${offer.id}`;

/**
 * 'Utiliser mes points': the conversion rule of the card answer (minimum, step, a point's value),
 * the voucher's value shown as the amount changes, the conversion, then the new voucher with a
 * link to its sheet. One request_id per opening.
 */
export function ConvertSheet({ open, onClose, card }: Props) {
  const { t, i18n } = useTranslation();
  const convert = useConvertPoints();
  const [requestId] = useState(() => newRequestId());
  const range = conversionRange(card.points, card.convert);
  const [amount, setAmount] = useState(() => (range ? String(range.min) : ''));
  const [shown, setShown] = useState<string | null>(null);
  const points = parsePoints(amount);
  const problem = conversionProblem(points, card.points, card.convert);
  const rule = card.convert;
  const done = convert.data?.voucher;

  const submit = () => {
    if (problem) return setShown(problem);
    setShown(null);
    convert.mutate({ points, request_id: requestId });
  };

  return (
    <PointsSheet
      open={open}
      onClose={onClose}
      label={t('wallet.convert.title')}
      title={done ? t('wallet.convert.doneTitle') : t('wallet.convert.title')}
      testId="convert-sheet"
    >
      {done ? (
        <>
          <p data-testid="convert-done">{t('wallet.convert.doneText', { amount: isolate(priceText(done.amount, i18n.language)) })}</p>
          <Link to={voucherLink(done)} className={ui.primaryButton} data-testid="convert-see">
            {t('wallet.convert.see')}
          </Link>
        </>
      ) : (
        <>
          <p className={ui.muted} data-testid="convert-rule">
            {t('wallet.convert.rule', {
              value: isolate(priceText(rule.point_value, i18n.language)),
              min: groupDigits(rule.min_points, i18n.language),
              step: groupDigits(rule.step, i18n.language),
            })}
          </p>
          {!range ? (
            <p data-testid="convert-not-enough">
              {t('wallet.convert.notEnough', {
                min: groupDigits(rule.min_points, i18n.language),
                points: groupDigits(card.points, i18n.language),
              })}
            </p>
          ) : (
            <>
              <AmountField
                label={t('wallet.convert.amount')}
                type="number"
                min={range.min}
                max={range.max}
                step={range.step}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                testId="convert-amount"
              />
              <p className={ui.value} aria-live="polite" data-testid="convert-value">
                {t('wallet.convert.value')} <Price millimes={voucherValue(problem === 'whole' ? 0 : points, rule)} />
              </p>
              <p className={ui.muted}>{t('wallet.convert.validity', { days: rule.voucher_days })}</p>
              {shown && (
                <p className={ui.error} role="alert">
                  {t(`wallet.convert.problems.${shown}`, {
                    min: groupDigits(rule.min_points, i18n.language),
                    step: groupDigits(rule.step, i18n.language),
                  })}
                </p>
              )}
              {convert.isError && (
                <p className={ui.error} role="alert" data-testid="convert-error">
                  {t(writeErrorKey(convert.error))}
                </p>
              )}
              <button type="button" className={ui.primaryButton} onClick={submit} disabled={convert.isPending} data-testid="convert-submit">
                {convert.isPending ? t('wallet.convert.sending') : t('wallet.convert.submit')}
              </button>
            </>
          )}
        </>
      )}
    </PointsSheet>
  );
}
