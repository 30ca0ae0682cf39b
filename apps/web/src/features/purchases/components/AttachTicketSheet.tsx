import { useState, type FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { useAttachTicket } from '../api/wallet-api.ts';
import { attachCode } from '../model/budget-input.ts';
import styles from '../purchases.module.css';

/**
 * 'ajouter un ticket' (docs/wallet.md#purchases-screens): the 12 digits printed under a paper
 * receipt's QR, typed (the camera reader lives in the scan feature, which this one may not import);
 * the API's error texts shown under the field; on success the ticket opens.
 */
export function AttachTicketSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const attach = useAttachTicket();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = attachCode(value);
    if (!code) return setError(t('purchases.attach.invalid'));
    setError(null);
    try {
      const ticket = await attach.mutateAsync({ code });
      onClose();
      navigate(href('detailTicket', { ticket: ticket.id }));
    } catch (err) {
      setError(t(codeTextKey(isApiError(err) ? err.code : undefined)));
    }
  };

  return (
    <BottomSheet open={open} onClose={onClose} label={t('purchases.attach.title')} handleLabel={t('purchases.common.close')} testId="attach-sheet">
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 className={styles.sectionTitle}>{t('purchases.attach.title')}</h2>
        <p className={styles.muted}>{t('purchases.attach.text')}</p>
        <label className={styles.field}>
          {t('purchases.attach.label')}
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={20}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="attach-hint attach-error"
            data-testid="attach-code"
          />
        </label>
        <p id="attach-hint" className={styles.muted}>
          {t('purchases.attach.hint')}
        </p>
        <p id="attach-error" className={styles.error} role="alert" data-testid="attach-error">
          {error}
        </p>
        <button type="submit" className={styles.primaryButton} disabled={attach.isPending} data-testid="attach-submit">
          {attach.isPending ? t('purchases.attach.sending') : t('purchases.attach.submit')}
        </button>
      </form>
    </BottomSheet>
  );
}
