import { useRef, type KeyboardEvent } from 'react';
import styles from './SegmentedTabs.module.css';

export interface SegmentedTab<K extends string> {
  key: K;
  label: string;
}

/**
 * Pill tabs over one panel (a tablist): the chosen tab filled, arrow keys move between tabs in the
 * reading direction (right to left in Arabic), Home and End to the ends. The panel is the caller's,
 * with id `${id}-panel` and aria-labelledby `${id}-tab-${key}`.
 */
export function SegmentedTabs<K extends string>({ id, tabs, value, onChange, label }: { id: string; tabs: SegmentedTab<K>[]; value: K; onChange: (key: K) => void; label: string }) {
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
    <div ref={list} className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown} style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.key}`}
          aria-selected={tab.key === value}
          aria-controls={`${id}-panel`}
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
