/** Text catalogues: nested objects of strings, read by dotted keys ('nav.home'). */
export interface Texts {
  [key: string]: string | Texts;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** The value at a dotted key; a key whose last part holds dots ('text.Déjà vu.') is found too. */
export function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  const parts = key.split('.');
  for (let i = 0; i < parts.length; i++) {
    if (!isTexts(node)) return undefined;
    const rest = parts.slice(i).join('.');
    if (i > 0 && rest in node && !(parts[i]! in node)) return node[rest];
    node = node[parts[i]!];
  }
  return node;
}

/** Merges `add` into `into` (deeply); existing texts are kept unless `overwrite`. */
export function mergeTexts(into: Texts, add: Texts, overwrite: boolean): Texts {
  for (const [key, value] of Object.entries(add)) {
    const current = into[key];
    if (isTexts(value) && isTexts(current)) mergeTexts(current, value, overwrite);
    else if (current === undefined || overwrite) into[key] = isTexts(value) ? mergeTexts({}, value, true) : value;
  }
  return into;
}

/** Replaces {{name}} (or {{a.b}}) with the given values; unknown names stay as they are. */
export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(values as Texts, name);
    return value === undefined || value === null ? whole : String(value);
  });
}
