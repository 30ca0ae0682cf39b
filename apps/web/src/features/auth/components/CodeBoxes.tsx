import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { applyBackspace, applyInput, splitPastedCode } from '../logic/code-input.ts';
import styles from '../auth.module.css';

interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  dead?: boolean;
  /** Bumped to focus the first box again (after a wrong code). */
  focusKey?: number;
}

/**
 * Five one-digit boxes: typing moves to the next box, backspace goes back, pasting a 5-digit code
 * anywhere fills all. The first box offers the SMS code (autocomplete one-time-code).
 */
export function CodeBoxes({ digits, onChange, disabled, dead, focusKey = 0 }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const total = digits.length;

  const focus = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    focus(
      Math.max(
        0,
        digits.findIndex((d) => !d),
      ),
    );
    // Only on mount and when asked (focusKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  const onInput = (index: number, value: string) => {
    const change = applyInput(digits, index, value);
    onChange(change.digits);
    focus(change.focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const change = applyBackspace(digits, index);
      onChange(change.digits);
      focus(change.focus);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(total - 1, Math.max(0, index + (event.key === 'ArrowRight' ? 1 : -1))));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = splitPastedCode(event.clipboardData.getData('text'), total);
    if (!code) return;
    event.preventDefault();
    onChange(code);
    focus(total - 1);
  };

  return (
    <div
      className={styles.codeGroup}
      role="group"
      aria-label={t('auth.code.group')}
      data-dead={dead ? true : undefined}
      data-busy={disabled ? true : undefined}
      data-testid="code-boxes"
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={styles.codeBox}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? total : 2}
          aria-label={t('auth.code.digit', { n: index + 1, total })}
          data-filled={digit ? true : undefined}
          data-testid="code-box"
          readOnly={disabled}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
