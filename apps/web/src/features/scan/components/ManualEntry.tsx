import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useModalFocus } from '../../../components/ui/use-modal-focus.ts';
import { parseManualCode, type ScannedCode } from '../scan-code.ts';
import styles from '../../../components/ui/camera-reader/CameraReader.module.css';
import '../texts.ts';

export interface ManualEntryProps {
  onCode: (scanned: ScannedCode) => void;
  onBack: () => void;
}

/** Typing the digits under the barcode when the camera cannot read it. */
export function ManualEntry({ onCode, onBack }: ManualEntryProps) {
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
    const scanned = parseManualCode(value);
    if (scanned) onCode(scanned);
    else setInvalid(true);
  };

  return (
    <form ref={panelRef} className={styles.manual} onSubmit={submit} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="scan-manual-form" noValidate>
      <h2 id={titleId} className={styles.manualTitle}>
        {t('scan.manualTitle')}
      </h2>
      <p id={hintId} className={styles.manualHint}>
        {t('scan.manualHint')}
      </p>
      <input
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={20}
        dir="ltr"
        aria-label={t('scan.manualLabel')}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        aria-invalid={invalid || undefined}
        data-testid="scan-manual-input"
      />
      {invalid && (
        <p id={errorId} className={styles.manualError} role="alert" data-testid="scan-manual-error">
          {t('scan.manualInvalid')}
        </p>
      )}
      <div className={styles.manualActions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('scan.manualBack')}
        </button>
        <button type="submit" className={styles.primary} data-testid="scan-manual-submit">
          {t('scan.manualSubmit')}
        </button>
      </div>
    </form>
  );
}
