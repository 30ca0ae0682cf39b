import type { Category } from '@qadhya/contracts';

/** The shopper-facing groups, in the order of the tabs (food, hygiene, non-food). */
export const GROUPS = [
  { id: 700, kinds: ['food'], label: 'food' },
  { id: 702, kinds: ['hygiene'], label: 'hygiene' },
  { id: 701, kinds: ['nonfood', 'default'], label: 'nonfood' },
] as const;
export type GroupLabel = (typeof GROUPS)[number]['label'];

export interface CategoryGroup {
  id: number;
  label: GroupLabel;
  aisles: Category[];
}

/** Groups with their aisles (the special ones — current catalogue, banner — are left out). */
export function groupCategories(items: readonly Category[]): CategoryGroup[] {
  return GROUPS.map((g) => ({
    id: g.id,
    label: g.label,
    aisles: items.filter((c) => c.ID_PARENT === g.id && (g.kinds as readonly string[]).includes(c.kind) && c.CATEGORY_ID > 0),
  })).filter((g) => g.aisles.length > 0);
}

/** The aisle form of produits/{name}: "516;name=Lait" → { id: 516, name: 'Lait' }. */
export function parseAisleParam(raw: string | undefined): { id: number | null; name: string | null } {
  if (!raw) return { id: null, name: null };
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  const m = /^(\d{1,9})(?:;name=(.*))?$/.exec(value.trim());
  if (m) return { id: Number(m[1]), name: m[2]?.trim() || null };
  return { id: null, name: value.trim() || null };
}
