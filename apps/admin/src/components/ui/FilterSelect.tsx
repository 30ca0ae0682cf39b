import { Select } from './Select.tsx';

/** A list's filter: a labelled select whose first choice is « all » (value ''), then the given ones. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
}: {
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice (value ''); left out when the options hold their own « all ». */
  allLabel?: string;
  options: readonly { value: V; label: string }[];
  className?: string;
}) {
  return (
    <label className={['ui-inline-field', className ?? ''].filter(Boolean).join(' ')}>
      <span className="ui-label">{label}</span>
      <Select value={value} onChange={(e) => onChange(e.target.value as V | '')} blank={allLabel} options={options} />
    </label>
  );
}
