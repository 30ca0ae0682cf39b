import { useTranslation } from '../../../lib/i18n/index.ts';
import { CameraReader, type CameraReaderTexts } from '../../../components/ui/camera-reader/CameraReader.tsx';
import { PRODUCT_READER, type ScannedCode } from '../scan-code.ts';
import { ManualEntry } from './ManualEntry.tsx';
import '../texts.ts';

export interface CameraViewProps {
  /** A code was read (or typed): the camera is already stopped. */
  onCode: (scanned: ScannedCode) => void;
  /** The close button or Escape: the scan is cancelled. */
  onCancel: () => void;
  /** Open on typing the digits (the camera starts only if the shopper goes back to it). */
  typing?: boolean;
}

/**
 * The scan's camera (docs/scan.md#flow): the shared camera reader on the product formats, with the
 * scan's texts and typing the digits under the barcode.
 */
export function CameraView({ onCode, onCancel, typing = false }: CameraViewProps) {
  const { t } = useTranslation();
  const texts: CameraReaderTexts = {
    label: t('scan.camera'),
    prompt: t('scan.prompt'),
    starting: t('scan.cameraStarting'),
    cancel: t('scan.cancel'),
    torchOn: t('scan.torchOn'),
    torchOff: t('scan.torchOff'),
    manual: t('scan.manual'),
    problem: { denied: t('scan.cameraDenied'), missing: t('scan.cameraMissing'), failed: t('scan.cameraFailed') },
  };
  return (
    <CameraReader
      reader={PRODUCT_READER}
      texts={texts}
      testId="scan"
      onCode={onCode}
      onCancel={onCancel}
      manualEntry={ManualEntry}
      startManual={typing}
    />
  );
}
