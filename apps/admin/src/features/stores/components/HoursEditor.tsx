import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useWatch, type Control } from 'react-hook-form';
import type { NewStoreForm as StoreForm } from './store-form.ts';

const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
/** A day's two times, in their columns' order. */
const TIMES = [
  { which: 'opens', placeholder: '08:00', label: 'ouverture' },
  { which: 'closes', placeholder: '22:00', label: 'fermeture' },
] as const;

/** Seven rows, Monday first: « Fermé » or opening and closing times (Tunis). */
export function HoursEditor({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<StoreForm>;
  control: Control<StoreForm>;
  errors: FieldErrors<StoreForm>;
}) {
  const hours = useWatch({ control, name: 'hours' });
  return (
    <fieldset className="store-hours">
      <legend className="ui-label">Horaires d’ouverture</legend>
      <table className="store-hours-table">
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Fermé</th>
            <th scope="col">Ouverture</th>
            <th scope="col">Fermeture</th>
          </tr>
        </thead>
        <tbody>
          {DAYS.map((day, i) => {
            const closed = hours?.[i]?.closed ?? false;
            const err = errors.hours?.[i];
            return (
              <tr key={day} data-day={i}>
                <th scope="row">{day}</th>
                <td>
                  <input type="checkbox" aria-label={`${day} : fermé toute la journée`} {...register(`hours.${i}.closed`)} />
                </td>
                {TIMES.map((t) => (
                  <TimeCell key={t.which} day={day} i={i} {...t} closed={closed} error={err?.[t.which]?.message} register={register} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

/** One day's opening or closing time: a HH:MM box, off on a closed day, with its message under it. */
function TimeCell({
  day,
  i,
  which,
  placeholder,
  label,
  closed,
  error,
  register,
}: {
  day: string;
  i: number;
  which: 'opens' | 'closes';
  placeholder: string;
  label: string;
  closed: boolean;
  error?: string;
  register: UseFormRegister<StoreForm>;
}) {
  return (
    <td>
      <input
        className="ui-input store-time"
        inputMode="numeric"
        maxLength={5}
        placeholder={placeholder}
        aria-label={`${day} : ${label}`}
        disabled={closed}
        aria-invalid={error ? true : undefined}
        {...register(`hours.${i}.${which}`)}
      />
      {error ? <p className="ui-field-error">{error}</p> : null}
    </td>
  );
}
