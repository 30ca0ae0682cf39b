/**
 * produits/{name} takes its title from the name param, which may also be the aisle form
 * "{categoryId};name={category name}". Returns null when there is no usable name.
 */
export function titleFromParam(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // keep the raw text
  }
  const named = /(?:^|;)name=([^;]*)/.exec(value);
  const title = (named ? named[1]! : value).trim();
  return title || null;
}
