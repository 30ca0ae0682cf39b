import { AdminStoreUpdate, HourMinute, TUNISIA_BOUNDS, type AdminStore } from '@qadhya/contracts';
import { z } from 'zod';

/** One weekday in the form: shut, or its opening and closing "HH:MM". */
const DayRow = z
  .object({ closed: z.boolean(), opens: z.string(), closes: z.string() })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    const opens = HourMinute.safeParse(d.opens).success;
    const closes = HourMinute.safeParse(d.closes).success;
    if (!opens) ctx.addIssue({ code: 'custom', path: ['opens'], message: 'Une heure comme 08:00.' });
    if (!closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Une heure comme 22:00.' });
    if (opens && closes && d.opens >= d.closes) ctx.addIssue({ code: 'custom', path: ['closes'], message: 'La fermeture doit suivre l’ouverture.' });
  });

const shape = AdminStoreUpdate.shape;
const coordinate = (min: number, max: number, what: string) =>
  z.number({ error: `${what} : un nombre.` }).min(min, `${what} hors de Tunisie.`).max(max, `${what} hors de Tunisie.`);

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
    hours: s.opening_hours.map((d) => (d ? { closed: false, opens: d.opens, closes: d.closes } : { closed: true, opens: '08:00', closes: '22:00' })),
    temporarily_closed: s.temporarily_closed,
  };
}

/** The PATCH body (everything; the server audits the fields that changed). */
export function formToUpdate(f: StoreForm): AdminStoreUpdate {
  return {
    storename: f.storename,
    storename_ar: f.storename_ar.trim() || null,
    address: f.address,
    address_ar: f.address_ar.trim() || null,
    phone: f.phone,
    latitude: f.latitude,
    longitude: f.longitude,
    opening_hours: f.hours.map((d) => (d.closed ? null : { opens: d.opens, closes: d.closes })),
    temporarily_closed: f.temporarily_closed,
  };
}
