/**
 * Last-chance search and category filter (docs/last-chance.md#list-screen): pure functions.
 *
 * - A tag is the typed text, trimmed; an empty text is ignored, and so is a tag already there
 *   (compared like the match: case- and accent-insensitively).
 * - A product matches only if EVERY tag is contained in its name, case-insensitively (and
 *   accent-insensitively: "creme" finds "Crème").
 * - The category filter: null (the "Tout" tab) keeps every item.
 */

/** Lower case, without diacritics (é → e, ç → c), one space between words. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The tags with `text` added (trimmed), or the same array when it is empty or already there. */
export function addTag(tags: readonly string[], text: string): readonly string[] {
  const tag = text.trim().replace(/\s+/g, ' ');
  if (!tag) return tags;
  const key = foldText(tag);
  if (!key || tags.some((t) => foldText(t) === key)) return tags;
  return [...tags, tag];
}

/** The tags without `tag`. */
export function removeTag(tags: readonly string[], tag: string): readonly string[] {
  return tags.filter((t) => t !== tag);
}

/** True when every tag is contained in the name (no tag: everything matches). */
export function matchesTags(name: string | null | undefined, tags: readonly string[]): boolean {
  if (tags.length === 0) return true;
  const folded = foldText(name ?? '');
  return tags.every((t) => folded.includes(foldText(t)));
}

/** Items whose name holds every tag, in their order. */
export function filterByTags<T>(items: readonly T[], tags: readonly string[], nameOf: (item: T) => string | null | undefined): T[] {
  if (tags.length === 0) return [...items];
  const keys = tags.map(foldText).filter(Boolean);
  return items.filter((item) => {
    const folded = foldText(nameOf(item) ?? '');
    return keys.every((k) => folded.includes(k));
  });
}

/** Items of one category; `null` (the "Tout" tab) keeps them all. */
export function filterByCategory<T>(
  items: readonly T[],
  categoryId: number | null,
  categoryOf: (item: T) => number | null | undefined,
): T[] {
  if (categoryId === null) return [...items];
  return items.filter((item) => categoryOf(item) === categoryId);
}
