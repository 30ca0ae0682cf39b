import type { ChangeEvent, ComponentProps } from 'react';
import { useGovernorates } from '../api/list-governorates.ts';

type SelectProps = ComponentProps<'select'> & {
  /** Called with the chosen delegation's centre, to place the new store's pin there first. */
  onPlace: (latitude: number, longitude: number) => void;
};

/** The 24 governorates' delegations (reference data), grouped by governorate. */
export function DelegationSelect({ onPlace, onChange, ...props }: SelectProps) {
  const governorates = useGovernorates();
  const handle = (e: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(e);
    const id = Number(e.target.value);
    const d = governorates.data?.flatMap((g) => g.delegations).find((x) => x.id === id);
    if (d) onPlace(d.latitude, d.longitude);
  };
  return (
    <select className="ui-input" {...props} onChange={handle} disabled={props.disabled || !governorates.data}>
      <option value="0">{governorates.data ? 'Choisir une délégation…' : 'Chargement des délégations…'}</option>
      {governorates.data?.map((g) => (
        <optgroup key={g.id} label={g.gouvernorat}>
          {g.delegations.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
