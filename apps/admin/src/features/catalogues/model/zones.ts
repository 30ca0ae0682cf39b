import { AdminZonesRequest, type AdminCatalogueProduct, type AdminZoneInput } from '@qadhya/contracts';
import { parseDinars, toDinars } from './prices.ts';

/** The page's coordinate space of zones (docs/catalogue-admin.md): 350 × 500 units, from the top left. */
export const PAGE_W = 350;
export const PAGE_H = 500;
/** A drawn rectangle smaller than this (units) is taken for a click, not a zone. */
export const MIN_SIDE = 6;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A zone being edited: prices as typed (dinars), the product once chosen. */
export interface DraftZone extends Rect {
  key: string;
  sku: string;
  name: string;
  price: string;
  old_price: string;
}

let counter = 0;
export const newKey = () => `z${++counter}`;

export function fromServer(p: AdminCatalogueProduct): DraftZone {
  return {
    key: newKey(),
    sku: p.sku,
    name: p.name,
    x: p.x,
    y: p.y,
    w: p.w,
    h: p.h,
    price: toDinars(p.price),
    old_price: toDinars(p.old_price),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The rectangle between two points in page units, rounded and kept inside the page. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  const x = Math.round(clamp(Math.min(a.x, b.x), 0, PAGE_W));
  const y = Math.round(clamp(Math.min(a.y, b.y), 0, PAGE_H));
  const x2 = Math.round(clamp(Math.max(a.x, b.x), 0, PAGE_W));
  const y2 = Math.round(clamp(Math.max(a.y, b.y), 0, PAGE_H));
  return { x, y, w: x2 - x, h: y2 - y };
}

/** A pointer position over the displayed page → page units (the image's displayed size scales). */
export function toUnits(clientX: number, clientY: number, box: DOMRect): { x: number; y: number } {
  return { x: ((clientX - box.left) / box.width) * PAGE_W, y: ((clientY - box.top) / box.height) * PAGE_H };
}

/** A rectangle as CSS percentages of the displayed page. */
export const percentStyle = (r: Rect) => ({
  left: `${(r.x / PAGE_W) * 100}%`,
  top: `${(r.y / PAGE_H) * 100}%`,
  width: `${(r.w / PAGE_W) * 100}%`,
  height: `${(r.h / PAGE_H) * 100}%`,
});

export type RowErrors = Record<number, string[]>;

const FIELD_TEXT: Record<string, string> = {
  sku: 'Produit',
  price: 'Prix',
  old_price: 'Ancien prix',
  x: 'Position',
  y: 'Position',
  w: 'Largeur',
  h: 'Hauteur',
};

/** A zone as a row of the contract's body: the prices typed in dinars as millimes (0, refused, when not an amount). */
export function zoneBody(z: DraftZone) {
  return { sku: z.sku, x: z.x, y: z.y, w: z.w, h: z.h, price: parseDinars(z.price) ?? 0, old_price: parseDinars(z.old_price) ?? 0 };
}

/**
 * The page's zones as the contract wants them (prices in millimes), or the problems of each row
 * (checked with the contract's own schema, then again by the server).
 */
export function toRequest(zones: DraftZone[]): { ok: true; zones: AdminZoneInput[] } | { ok: false; errors: RowErrors } {
  const errors: RowErrors = {};
  const add = (i: number, text: string) => (errors[i] ??= []).push(text);
  const body = zones.map((z, i) => {
    const price = parseDinars(z.price);
    const old = parseDinars(z.old_price);
    if (!z.sku) add(i, 'Choisissez un produit.');
    if (price === null || price < 1) add(i, 'Prix : un montant en dinars, par exemple 2,450.');
    if (old === null || old < 1) add(i, 'Ancien prix : un montant en dinars, par exemple 2,990.');
    return zoneBody(z);
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = AdminZonesRequest.safeParse({ zones: body });
  if (parsed.success) return { ok: true, zones: parsed.data.zones };
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    if (typeof index !== 'number') continue;
    const text =
      issue.message === 'old_price must be at least price'
        ? 'L’ancien prix doit être au moins égal au prix.'
        : issue.message === 'the zone must lie inside the 350×500 page'
          ? 'La zone dépasse de la page.'
          : `${FIELD_TEXT[String(field)] ?? 'Zone'} : ${issue.message}`;
    add(index, text);
  }
  return { ok: false, errors };
}

/** The server's row messages in French (an unknown one is shown as is). */
function frenchRowMessage(message: string): string {
  let m = /^unknown sku (\d+)$/.exec(message);
  if (m) return `Article ${m[1]} inconnu.`;
  m = /^sku (\d+) is twice on this page$/.exec(message);
  if (m) return `L’article ${m[1]} est deux fois sur cette page.`;
  m = /^sku (\d+) is already on page (\d+)$/.exec(message);
  if (m) return `L’article ${m[1]} est déjà en page ${m[2]}.`;
  return message;
}

/** The server's refused rows ("zones.3.sku": message) by zone index. */
export function serverRowErrors(details: { path: string; message: string }[] | undefined): RowErrors {
  const errors: RowErrors = {};
  for (const d of details ?? []) {
    const m = /^zones\.(\d+)(?:\.(\w+))?/.exec(d.path);
    if (!m) continue;
    const field = m[2] ? `${FIELD_TEXT[m[2]] ?? m[2]} : ` : '';
    (errors[Number(m[1])] ??= []).push(`${field}${frenchRowMessage(d.message)}`);
  }
  return errors;
}
