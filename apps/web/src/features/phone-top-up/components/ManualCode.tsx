import { topUpCodeOf } from '@qadhya/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import styles from '../../../components/ui/camera-reader/CameraReader.module.css';
import { useModalFocus } from '../../../components/ui/use-modal-focus.ts';
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
  const panelRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  useModalFocus(true, panelRef, onBack, inputRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = topUpCodeOf(value);
    if (code) onCode(code);
    else setInvalid(true);
  };

  return (
    <form ref={panelRef} className={styles.manual} onSubmit={submit} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="top-up-manual-form" noValidate>
      <h2 id={titleId} className={styles.manualTitle}>
        {t('phoneTopUp.manual.title')}
      </h2>
      <p id={hintId} className={styles.manualHint}>
        {t('phoneTopUp.manual.hint')}
      </p>
      <input
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        inputMode="tel"
        autoComplete="off"
        enterKeyHint="go"
        maxLength={40}
        dir="ltr"
        aria-label={t('phoneTopUp.manual.label')}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        aria-invalid={invalid || undefined}
        data-testid="top-up-manual-input"
      />
      {invalid && (
        <p id={errorId} className={styles.manualError} role="alert" data-testid="top-up-manual-error">
          {t('phoneTopUp.manual.invalid')}
        </p>
      )}
      <div className={styles.manualActions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('phoneTopUp.manual.back')}
        </button>
        <button type="submit" className={styles.primary} data-testid="top-up-manual-submit">
          {t('phoneTopUp.manual.submit')}
        </button>
      </div>
    </form>
  );
}
