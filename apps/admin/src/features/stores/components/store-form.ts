import { AdminStoreCreate, AdminStoreUpdate, HourMinute, TUNISIA_BOUNDS, type AdminStore } from '@qadhya/contracts';
import { z } from 'zod';

/** One weekday in the form: shut, or its opening and closing "HH:MM". */
const DayRow = z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() }).superRefine((d, ctx) => {
  if (d.closed) return;
  const opens = HourMinute.safeParse(d.opens).success;
  const closes = HourMinute.safeParse(d.closes).success;
  if (!opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Une heure comme 08:00.' });
  if (!closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Une heure comme 22:00.' });
  if (opens && closes && d.opens >= d.closes)
    ctx.addIssue({ code: 'custom', path: ['closes'], message: 'La fermeture doit suivre l’ouverture.' });
});

const shape = AdminStoreUpdate.shape;
const coordinate = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} : un nombre.` })
    .min(min, `${what} hors de Tunisie.`)
    .max(max, `${what} hors de Tunisie.`);

/** The store form: the contracts' fields, hours as seven rows (Monday first). */
export const StoreFormSchema = z.object({
  storename: shape.storename.unwrap(),
  storename_ar: z.string().trim().max(120),
  address: shape.address.unwrap(),
  address_ar: z.string().trim().max(300),
  phone: shape.phone.unwrap(),
  latitude: coordinate(TUNISIA_BOUNDS.minLat, TUNISIA_BOUNDS.maxLat, 'Latitude'),
  longitude: coordinate(TUNISIA_BOUNDS.minLng, TUNISIA_BOUNDS.maxLng, 'Longitude'),
  hours: z.array(DayRow).length(7),
  temporarily_closed: z.boolean(),
});
export type StoreForm = z.infer<typeof StoreFormSchema>;

export function storeToForm(s: AdminStore): StoreForm {
  return {
    storename: s.storename,
    storename_ar: s.storename_ar ?? '',
    address: s.address,
    address_ar: s.address_ar ?? '',
    phone: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
    hours: s.opening_hours.map((d) =>
      d ? { closed: false, opens: d.opens, closes: d.closes } : { closed: true, opens: '08:00', closes: '22:00' },
    ),
    temporarily_closed: s.temporarily_closed,
  };
}

/** The fields of both bodies, a new store's and an edit's (an empty Arabic text: null). */
const storeFields = (f: StoreForm) => ({
  storename: f.storename,
  storename_ar: f.storename_ar.trim() || null,
  address: f.address,
  address_ar: f.address_ar.trim() || null,
  phone: f.phone,
  latitude: f.latitude,
  longitude: f.longitude,
  opening_hours: hoursOf(f),
});

/** The PATCH body (everything; the server audits the fields that changed). */
export function formToUpdate(f: StoreForm): AdminStoreUpdate {
  return { ...storeFields(f), temporarily_closed: f.temporarily_closed };
}

/** The seven form rows as the API's hours (null: shut that day). */
const hoursOf = (f: StoreForm) => f.hours.map((d) => (d.closed ? null : { opens: d.opens, closes: d.closes }));

/** A new store: the same fields, plus the chain's code and the delegation it stands in. */
export const NewStoreFormSchema = StoreFormSchema.extend({
  magasin_code: AdminStoreCreate.shape.magasin_code,
  delegation_id: z.number({ error: 'Choisissez la délégation.' }).int().positive('Choisissez la délégation.'),
});
export type NewStoreForm = z.infer<typeof NewStoreFormSchema>;

/** Editing an existing store: its code and delegation are shown, not changed. */
export const EditStoreFormSchema = StoreFormSchema.extend({ magasin_code: z.string(), delegation_id: z.number() });

/** An existing store in the form. */
export const storeToEditForm = (s: AdminStore): NewStoreForm => ({ ...storeToForm(s), magasin_code: s.magasin_code, delegation_id: 0 });

/** An empty new store, open 8h–22h every day, placed at Tunis until a delegation is chosen. */
export function emptyNewStore(): NewStoreForm {
  return {
    magasin_code: '',
    delegation_id: 0,
    storename: '',
    storename_ar: '',
    address: '',
    address_ar: '',
    phone: '',
    latitude: 36.8065,
    longitude: 10.1815,
    hours: Array.from({ length: 7 }, () => ({ closed: false, opens: '08:00', closes: '22:00' })),
    temporarily_closed: false,
  };
}

/** The POST body of a new store. */
export function formToCreate(f: NewStoreForm): AdminStoreCreate {
  return { magasin_code: f.magasin_code, delegation_id: f.delegation_id, ...storeFields(f) };
}
