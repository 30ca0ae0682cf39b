import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useWatch, type Control } from 'react-hook-form';
import type { NewStoreForm as StoreForm } from './store-form.ts';

const DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

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
                <td>
                  <input
                    className="ui-input store-time"
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="08:00"
                    aria-label={`${day} : ouverture`}
                    disabled={closed}
                    aria-invalid={err?.opens ? true : undefined}
                    {...register(`hours.${i}.opens`)}
                  />
                  {err?.opens ? <p className="ui-field-error">{err.opens.message}</p> : null}
                </td>
                <td>
                  <input
                    className="ui-input store-time"
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="22:00"
                    aria-label={`${day} : fermeture`}
                    disabled={closed}
                    aria-invalid={err?.closes ? true : undefined}
                    {...register(`hours.${i}.closes`)}
                  />
                  {err?.closes ? <p className="ui-field-error">{err.closes.message}</p> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
