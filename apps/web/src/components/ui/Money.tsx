import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { signedAmount } from '../../lib/wallet/format.ts';
import styles from './Money.module.css';
import './wallet/wallet-ui-texts.ts';

/**
 * A signed amount of money (docs/web-ui-kit.md#money), formatted as formatMoney does (docs/formats.md):
 * the figures isolated left to right, the language's sign (« DT », « د.ت ») after them in logical order;
 * money in (a refund, a budget received) "+3,000 DT" in green with an up arrow; money out (a
 * purchase, a budget given) "-12,500 DT" in the text's colour with a down arrow, never green nor an
 * up arrow. The direction is also spoken (« Crédit » / « Débit »), not told by colour alone.
 */
export function Money({ millimes, testId }: { millimes: number; testId?: string }) {
  const { t, i18n } = useTranslation();
  const amount = signedAmount(millimes, i18n.language);
  const out = amount.tone === 'debit';
  return (
    <span className={styles.money} data-tone={amount.tone} data-testid={testId}>
      <span className="visually-hidden">{t(out ? 'walletUi.debit' : 'walletUi.credit')}</span>
      {out ? <ArrowDownRight size={14} aria-hidden data-arrow="down" /> : <ArrowUpRight size={14} aria-hidden data-arrow="up" />}
      <span>
        <bdi dir="ltr">{amount.figures}</bdi> {amount.currency}
      </span>
    </span>
  );
}
