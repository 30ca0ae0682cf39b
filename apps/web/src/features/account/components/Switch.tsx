import styles from './Switch.module.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  testId?: string;
}

/** An on/off switch (role switch), brand red when on; mirrors in RTL. */
export function Switch({ checked, onChange, labelledBy, describedBy, disabled, testId }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.switch}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className={styles.thumb} />
    </button>
  );
}
