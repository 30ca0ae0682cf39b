import type { ComponentProps, ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/** The options of a fixed list of keys, each with its label from a table (`ROLE_LABELS`, `GAME_LABELS`…). */
export function optionsOf<K extends string>(keys: readonly K[], labels: Record<K, ReactNode>): SelectOption[] {
  return keys.map((k) => ({ value: k, label: labels[k] }));
}

/**
 * The kit's select: an optional first blank choice (value ''), then the options. Takes what a plain
 * select takes, `register()`'s props included (React 19: ref is a prop), and Field's wiring.
 */
export function Select({
  options,
  blank,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  /** The first choice's label (value ''): « Tous », « Choisir… ». */
  blank?: string;
}) {
  return (
    <select className={['ui-select', className ?? ''].filter(Boolean).join(' ')} {...props}>
      {blank === undefined ? null : <option value="">{blank}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
