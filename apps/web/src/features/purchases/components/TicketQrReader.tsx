import { CameraReader } from '../../../components/ui/camera-reader/CameraReader.tsx';
import { useCameraReaderTexts } from '../../../components/ui/camera-reader/texts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { TICKET_READER } from '../model/ticket-qr.ts';

export interface TicketQrReaderProps {
  /** The 12 digits read from the receipt's QR (the camera is already stopped). */
  onCode: (code: string) => void;
  /** Closed, or 'Saisir le code': back to typing. */
  onClose: () => void;
}

/** 'Scanner le QR' (docs/wallet.md#purchases-screens): the shared camera reader on QR codes. Its own chunk. */
export function TicketQrReader({ onCode, onClose }: TicketQrReaderProps) {
  const { t } = useTranslation();
  const texts = useCameraReaderTexts(t('purchases.attach.scanTitle'), t('purchases.attach.scanPrompt'));
  return <CameraReader reader={TICKET_READER} texts={texts} testId="ticket-reader" onCode={onCode} onCancel={onClose} />;
}
