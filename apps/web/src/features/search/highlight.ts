/** A piece of a name: `hit` when it is part of what the shopper typed. */
export interface NamePart {
  text: string;
  hit: boolean;
}

/** Case and accents folded, character by character, with where each folded character came from. */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let i = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let k = 0; k < plain.length; k++) from.push(i);
    folded += plain;
    i += char.length;
  }
  from.push(text.length);
  return { folded, from };
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a query, folded (« Demi-Écrémé » → demi, ecreme). */
export function queryWords(query: string): string[] {
  return fold(query).folded.match(WORD) ?? [];
}

/**
 * Splits a product name into the parts the query matched and the rest, for the suggestions'
 * highlight: each query word is marked where it starts a word of the name, else where it first
 * appears inside one; case and accents do not matter (« ecreme » marks « écrémé »). A word the name
 * lacks (a close spelling, an aisle's name, an Arabic query) marks nothing.
 */
export function highlightParts(name: string, query: string): NamePart[] {
  const { folded, from } = fold(name);
  const marks: [number, number][] = [];
  for (const word of queryWords(query)) {
    let at = -1;
    for (let pos = folded.indexOf(word); pos >= 0; pos = folded.indexOf(word, pos + 1)) {
      const prev = pos === 0 ? '' : folded[pos - 1]!;
      if (!/[\p{L}\p{N}]/u.test(prev)) {
        at = pos;
        break;
      }
      if (at < 0) at = pos;
    }
    if (at >= 0) marks.push([from[at]!, from[at + word.length]!]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of marks) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: NamePart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: name.slice(cursor, start), hit: false });
    parts.push({ text: name.slice(start, end), hit: true });
    cursor = end;
  }
  if (cursor < name.length) parts.push({ text: name.slice(cursor), hit: false });
  return parts;
}
