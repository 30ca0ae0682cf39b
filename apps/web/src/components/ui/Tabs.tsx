import { useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import styles from './Tabs.module.css';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Prefix of the ids: each tab is `${id}-tab-${key}` (also its test id), the panel `${id}-panel`. */
  id: string;
  tabs: Tab<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The tablist's accessible name. */
  label: string;
  /**
   * filled: equal pills, the chosen one in the brand's red; raised: the chosen one on white, in the
   * brand's text colour; chips: a row of chips that scrolls sideways (categories), the chosen one red.
   */
  variant?: 'filled' | 'raised' | 'chips';
  /** Whether a TabPanel of the same id follows (default); without one, the tabs only filter what is under them. */
  withPanel?: boolean;
  className?: string;
  testId?: string;
}

/**
 * Tabs over one panel (WAI-ARIA tabs, docs/web-ui-kit.md#tabs): equal pills in a muted track, only
 * the chosen tab in the tab order; arrow keys move in the reading direction (right to left in
 * Arabic), Home and End to the ends. The panel is a TabPanel with the same id.
 */
export function Tabs<K extends string>({
  id,
  tabs,
  value,
  onChange,
  label,
  variant = 'filled',
  withPanel = true,
  className,
  testId,
}: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const at = tabs.findIndex((t) => t.key === value);
    const step = e.key === 'ArrowRight' ? (rtl ? -1 : 1) : e.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    const next = step ? (at + step + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div
      ref={list}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      data-variant={variant}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={variant === 'chips' ? undefined : { gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
      data-testid={testId}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.key}`}
          aria-selected={tab.key === value}
          aria-controls={withPanel ? `${id}-panel` : undefined}
          tabIndex={tab.key === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
          data-testid={`${id}-tab-${tab.key}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel under a Tabs of the same id, labelled by its chosen tab. */
export function TabPanel<K extends string>({
  id,
  value,
  ...rest
}: { id: string; value: K } & Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role'>) {
  return <div {...rest} id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${value}`} />;
}

/** The room of a chips row whose tabs are still being read: the list under it does not move when they come. */
export function ChipsPlaceholder() {
  return <div className={styles.chipsPlaceholder} aria-hidden />;
}
