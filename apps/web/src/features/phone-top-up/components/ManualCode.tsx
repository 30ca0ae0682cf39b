import { topUpCodeOf } from '@qadhya/domain';
import { ManualCodeForm } from '../../../components/ui/camera-reader/ManualCodeForm.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface ManualCodeProps {
  onCode: (code: string) => void;
  onBack: () => void;
}

/**
 * « Saisir le code » over the camera (docs/phone-top-up.md#typing-the-code): the ticket's digits or
 * its whole *…# code, read by the same rule as a scanned text.
 */
export function ManualCode({ onCode, onBack }: ManualCodeProps) {
  const { t } = useTranslation();
  const texts = {
    title: t('phoneTopUp.manual.title'),
    hint: t('phoneTopUp.manual.hint'),
    label: t('phoneTopUp.manual.label'),
    invalid: t('phoneTopUp.manual.invalid'),
    back: t('phoneTopUp.manual.back'),
    submit: t('phoneTopUp.manual.submit'),
  };
  return (
    <ManualCodeForm
      parse={topUpCodeOf}
      onCode={onCode}
      onBack={onBack}
      texts={texts}
      testId="top-up"
      inputMode="tel"
      enterKeyHint="go"
      maxLength={40}
    />
  );
}
