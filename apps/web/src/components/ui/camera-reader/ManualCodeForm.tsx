import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalFocus } from '../use-modal-focus.ts';
import styles from './CameraReader.module.css';

export interface ManualCodeTexts {
  title: string;
  hint: string;
  label: string;
  invalid: string;
  back: string;
  submit: string;
}

export interface ManualCodeFormProps<T> {
  /** The typed text → the caller's value, or null: « invalid » is shown and nothing is sent. */
  parse: (typed: string) => T | null;
  onCode: (value: T) => void;
  onBack: () => void;
  texts: ManualCodeTexts;
  /** Prefix of the test ids: `{testId}-manual-form`, `-input`, `-error`, `-submit`. */
  testId: string;
  inputMode: 'numeric' | 'tel';
  enterKeyHint: 'search' | 'go';
  maxLength: number;
}

/**
 * Typing a code over the camera when it cannot read it (docs/scan.md#camera-reader): a modal
 * panel with its hint, the error once a typed text is refused, « Retour » and the submit. The
 * product scan and the phone top-up each give their rule and texts.
 */
export function ManualCodeForm<T>({ parse, onCode, onBack, texts, testId, inputMode, enterKeyHint, maxLength }: ManualCodeFormProps<T>) {
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
    const parsed = parse(value);
    if (parsed !== null) onCode(parsed);
    else setInvalid(true);
  };

  return (
    <form
      ref={panelRef}
      className={styles.manual}
      onSubmit={submit}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={`${testId}-manual-form`}
      noValidate
    >
      <h2 id={titleId} className={styles.manualTitle}>
        {texts.title}
      </h2>
      <p id={hintId} className={styles.manualHint}>
        {texts.hint}
      </p>
      <input
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        inputMode={inputMode}
        autoComplete="off"
        enterKeyHint={enterKeyHint}
        maxLength={maxLength}
        dir="ltr"
        aria-label={texts.label}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        aria-invalid={invalid || undefined}
        data-testid={`${testId}-manual-input`}
      />
      {invalid && (
        <p id={errorId} className={styles.manualError} role="alert" data-testid={`${testId}-manual-error`}>
          {texts.invalid}
        </p>
      )}
      <div className={styles.manualActions}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {texts.back}
        </button>
        <button type="submit" className={styles.primary} data-testid={`${testId}-manual-submit`}>
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
