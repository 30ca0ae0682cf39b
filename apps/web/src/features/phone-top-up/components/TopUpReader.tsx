import { CameraReader } from '../../../components/ui/camera-reader/CameraReader.tsx';
import { useCameraReaderTexts } from '../../../components/ui/camera-reader/texts.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { TOP_UP_READER } from '../top-up-reader.ts';
import { ManualCode } from './ManualCode.tsx';

export interface TopUpReaderProps {
  /** The operator's name, in the reader's title. */
  operator: string;
  /** The recharge code, scanned or typed (the camera is already stopped). */
  onCode: (code: string) => void;
  /** Closed or Escape: nothing happens (docs/phone-top-up.md#cancel). */
  onCancel: () => void;
}

/** The shared camera reader on a recharge ticket (docs/phone-top-up.md#the-camera). Its own chunk. */
export function TopUpReader({ operator, onCode, onCancel }: TopUpReaderProps) {
  const { t } = useTranslation();
  const texts = useCameraReaderTexts(t('phoneTopUp.scan.title', { operator }), t('phoneTopUp.scan.prompt'));
  return (
    <CameraReader
      reader={TOP_UP_READER}
      texts={texts}
      testId="top-up-reader"
      onCode={onCode}
      onCancel={onCancel}
      manualEntry={ManualCode}
    />
  );
}
