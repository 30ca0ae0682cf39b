import { z } from 'zod';
import { ErrorCode } from './errors.ts';
import { LangParam } from './lang.ts';
import { OpeningHours } from './opening-hours.ts';

/** Error codes of the stores, stock, last-chance and scan routes (in `{ code, message }` bodies). */
export const StoreErrorCode = ErrorCode.extract([
  'STORE_NOT_FOUND',
  'NO_STORE_NEARBY',
  'PRODUCT_NOT_FOUND',
  'GOVERNORATE_NOT_FOUND',
  'DELEGATION_NOT_FOUND',
]);
export type StoreErrorCode = z.infer<typeof StoreErrorCode>;

/** A store code, e.g. "TN0001". */
export const MagasinCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, 'invalid store code');

/** A store as the screens show it (the spec's fields). */
export const Store = z
  .object({
    magasin_code: z.string().describe('Store code, e.g. "TN0001"'),
    storename: z.string(),
    city: z.string().describe('Delegation name (shown as delegation)'),
    region_name: z.string().describe('Governorate name (shown as gouvernorat)'),
    gouvernorat: z.string().describe('= region_name'),
    delegation: z.string().describe('= city'),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    phone: z.string(),
    opening_hours: OpeningHours.describe('Monday first, {opens, closes} "HH:MM" in Tunis or null when shut that day'),
    temporarily_closed: z.boolean().describe('Closed for now, whatever the hours say'),
    distance_m: z
      .number()
      .optional()
      .describe('Great-circle distance in metres (radius 6371000 m) from the given position; only when one was given'),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof Store>;

export const StoresResponse = z.object({ items: z.array(Store) }).meta({ id: 'Stores' });
export type StoresResponse = z.infer<typeof StoresResponse>;

const Lat = z.coerce.number().min(-90).max(90).describe('Latitude, degrees');
const Lng = z.coerce.number().min(-180).max(180).describe('Longitude, degrees');

/** GET /stores/near: stores within `radius` metres, nearest first. */
export const NearStoresQuery = z.object({
  lat: Lat,
  lng: Lng,
  radius: z.coerce.number().int().min(1).max(100_000).default(25_000).describe('Metres, default 25000 (the map radius)'),
  limit: z.coerce.number().int().min(1).max(1000).default(500).describe('At most this many stores (default 500: every store of the map)'),
  lang: LangParam,
});
export type NearStoresQuery = z.input<typeof NearStoresQuery>;

/** GET /stores/at: the nearest store within `radius` metres (the scan's 30 m match). */
export const StoreAtQuery = z.object({
  lat: Lat,
  lng: Lng,
  radius: z.coerce.number().min(1).max(200).default(30).describe('Metres, default 30 (the scan match radius)'),
  lang: LangParam,
});
export type StoreAtQuery = z.input<typeof StoreAtQuery>;

export const StoreAtResponse = z.object({ store: Store }).meta({ id: 'StoreAt' });
export type StoreAtResponse = z.infer<typeof StoreAtResponse>;

/** GET /stores/:code: one store (the store page, docs/stores.md#store-page). */
export const StoreCodeParams = z.object({ code: MagasinCode.describe('Store code, e.g. "TN0001"') });
export const StoreResponse = z.object({ store: Store }).meta({ id: 'StoreOne' });
export type StoreResponse = z.infer<typeof StoreResponse>;

/** A governorate or delegation name in a path: matched case- and accent-insensitively. */
export const PlaceNameParams = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((s) => ![...s].some((c) => c.charCodeAt(0) < 32 || c === '<' || c === '>'), 'invalid name'),
});

/** The spec's Zone call: the delegations of a governorate. */
export const DelegationNamesResponse = z
  .object({ region1: z.array(z.string()).describe('Delegation names in ?lang (fr: French, ar: Arabic), sorted in that language') })
  .meta({ id: 'DelegationNames' });
export type DelegationNamesResponse = z.infer<typeof DelegationNamesResponse>;

/** GET /delegations/:name/stores: a governorate (name or ISO code) to tell apart same-named delegations. */
export const DelegationStoresQuery = z.object({
  gouvernorat: PlaceNameParams.shape.name.optional().describe('Only the delegation of this governorate'),
  lang: LangParam,
});
