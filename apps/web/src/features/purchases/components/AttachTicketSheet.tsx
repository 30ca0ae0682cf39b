import { QrCode } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/form/index.ts';
import { lazyResolver, shownError } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { useAttachTicket } from '../api/wallet-api.ts';
import styles from '../purchases.module.css';
import { PurchaseSheet, refusal, SheetForm } from './SheetForm.tsx';

/** POST /wallet/tickets/attach's body: its code, 12 digits once spaces and dashes are dropped, as the server reads it (fetched once drawn). */
const resolver = lazyResolver(() => import('../model/form-schemas.ts').then((m) => m.attachSchema), 'attach');

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
  const form = useForm({ resolver, mode: 'onSubmit', defaultValues: { code: '' } });
  const key = shownError(form.formState, 'code');
  useEffect(() => resolver.preload(), []);
  const [scanning, setScanning] = useState(false);
  // A fresh sheet each time the camera closes (as the scan dialog does after its camera).
  const [session, setSession] = useState(0);

  const stopScanning = () => {
    setScanning(false);
    setSession((n) => n + 1);
  };
  const onScanned = (code: string) => {
    stopScanning();
    form.setValue('code', code);
    void send();
  };
  // The API's refusal shows under the field, where the code's own message does.
  const send = form.handleSubmit(async (v) => {
    try {
      const ticket = await attach.mutateAsync({ code: v.code });
      onClose();
      navigate(href('detailTicket', { ticket: ticket.id }));
    } catch (err) {
      form.setError('code', refusal(err));
    }
  });

  return (
    <>
      <PurchaseSheet key={session} open={open && !scanning} onClose={onClose} label={t('purchases.attach.title')} testId="attach-sheet">
        <SheetForm title={t('purchases.attach.title')} text={t('purchases.attach.text')} onSubmit={send}>
          <TextField
            label={t('purchases.attach.label')}
            hint={t('purchases.attach.hint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={20}
            {...form.register('code')}
            error={key ? t(key) : null}
            alert
            testId="attach-code"
            errorTestId="attach-error"
          />
          <button type="submit" className={styles.primaryButton} disabled={attach.isPending} data-testid="attach-submit">
            {attach.isPending ? t('purchases.attach.sending') : t('purchases.attach.submit')}
          </button>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setScanning(true)}
            disabled={attach.isPending}
            data-testid="attach-scan"
          >
            <QrCode size={18} aria-hidden />
            <span>{t('purchases.attach.scan')}</span>
          </button>
        </SheetForm>
      </PurchaseSheet>
      {scanning && (
        <Suspense fallback={null}>
          <TicketQrReader onCode={onScanned} onClose={stopScanning} />
        </Suspense>
      )}
    </>
  );
}
