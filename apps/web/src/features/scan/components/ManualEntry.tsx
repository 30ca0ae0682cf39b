import { useTranslation } from '../../../lib/i18n/index.ts';
import { ManualCodeForm } from '../../../components/ui/camera-reader/ManualCodeForm.tsx';
import { parseManualCode, type ScannedCode } from '../scan-code.ts';
import '../texts.ts';

export interface ManualEntryProps {
  onCode: (scanned: ScannedCode) => void;
  onBack: () => void;
}

/** Typing the digits under the barcode when the camera cannot read it. */
export function ManualEntry({ onCode, onBack }: ManualEntryProps) {
  const { t } = useTranslation();
  const texts = {
    title: t('scan.manualTitle'),
    hint: t('scan.manualHint'),
    label: t('scan.manualLabel'),
    invalid: t('scan.manualInvalid'),
    back: t('scan.manualBack'),
    submit: t('scan.manualSubmit'),
  };
  return (
    <ManualCodeForm
      parse={parseManualCode}
      onCode={onCode}
      onBack={onBack}
      texts={texts}
      testId="scan"
      inputMode="numeric"
      enterKeyHint="search"
      maxLength={20}
    />
  );
}
