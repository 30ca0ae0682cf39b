import { QrCode } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { useAttachTicket } from '../api/wallet-api.ts';
import { attachCode } from '../model/budget-input.ts';
import styles from '../purchases.module.css';

// The camera reader (and, when it opens, zxing-wasm) is a chunk of its own: out of my-tickets' chunk.
const TicketQrReader = lazy(() => import('./TicketQrReader.tsx').then((m) => ({ default: m.TicketQrReader })));

/**
 * 'ajouter un ticket' (docs/wallet.md#purchases-screens): the paper receipt's QR read by the camera
 * ('Scanner le QR': the code is filled in and sent), or its 12 digits typed; the API's error texts
 * shown under the field; on success the ticket opens. The sheet steps aside while the camera is up.
 */
export function AttachTicketSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const attach = useAttachTicket();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  // A fresh sheet each time the camera closes (as the scan dialog does after its camera).
  const [session, setSession] = useState(0);

  const stopScanning = () => {
    setScanning(false);
    setSession((n) => n + 1);
  };
  const onScanned = (code: string) => {
    stopScanning();
    setValue(code);
    void send(code);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(value);
  };
  const send = async (text: string) => {
    const code = attachCode(text);
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
    <>
      <BottomSheet key={session} open={open && !scanning} onClose={onClose} label={t('purchases.attach.title')} handleLabel={t('purchases.common.close')} testId="attach-sheet">
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
          <button type="button" className={styles.secondaryButton} onClick={() => setScanning(true)} disabled={attach.isPending} data-testid="attach-scan">
            <QrCode size={18} aria-hidden />
            <span>{t('purchases.attach.scan')}</span>
          </button>
        </form>
      </BottomSheet>
      {scanning && (
        <Suspense fallback={null}>
          <TicketQrReader onCode={onScanned} onClose={stopScanning} />
        </Suspense>
      )}
    </>
  );
}
