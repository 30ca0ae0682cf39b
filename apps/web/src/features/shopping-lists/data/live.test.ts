import { describe, expect, it } from 'vitest';
import { listsAr } from '../i18n/lists.ar.ts';
import { listsFr } from '../i18n/lists.fr.ts';
import { boostText, parseSse, planFor, toListEvent } from './live.ts';

describe('lists live stream', () => {
  it('parses Server-Sent Events split anywhere, skipping comments and keeping the rest', () => {
    const chunks = [
      'event: list\ndata: {"type":"list","list_id":3,',
      '"version":7}\n\n: keep-alive\n\nda',
      'ta: {"type":"hello","lists":[]}\r\n\r\n',
    ];
    const messages = [];
    let rest = '';
    for (const chunk of chunks) {
      const out = parseSse(rest + chunk);
      rest = out.rest;
      messages.push(...out.messages);
    }
    expect(rest).toBe('');
    expect(messages.map((m) => [m.event, toListEvent(m)])).toEqual([
      ['list', { type: 'list', list_id: 3, version: 7 }],
      ['message', { type: 'hello', lists: [] }],
    ]);
    expect(toListEvent({ event: 'message', data: 'not json' })).toBeNull();
    expect(toListEvent({ event: 'message', data: '{"type":"other"}' })).toBeNull();
  });

  it("'hello' reads again the stored lists that are older or unknown to the server", () => {
    const versions: Record<number, number> = { 1: 4, 2: 9, 3: 1 };
    const plan = planFor(
      {
        type: 'hello',
        lists: [
          { id: 1, version: 5 },
          { id: 2, version: 9 },
        ],
      },
      (id) => versions[id] ?? null,
      [1, 2, 3],
    );
    expect(plan).toEqual({ refresh: [1, 3], drop: [], invalidate: true });
  });

  it("'list' reads a newer version again, drops a removed list, and refreshes the courses screens", () => {
    const stored = (id: number) => (id === 1 ? 4 : null);
    expect(planFor({ type: 'list', list_id: 1, version: 5 }, stored, [1])).toEqual({ refresh: [1], drop: [], invalidate: true });
    expect(planFor({ type: 'list', list_id: 1, version: 4 }, stored, [1])).toEqual({ refresh: [], drop: [], invalidate: true });
    expect(planFor({ type: 'list', list_id: 8, version: 1 }, stored, [1])).toEqual({ refresh: [8], drop: [], invalidate: true });
    expect(planFor({ type: 'list', list_id: 1, version: 6, removed: true }, stored, [1])).toEqual({
      refresh: [],
      drop: [1],
      invalidate: true,
    });
    expect(planFor({ type: 'boost', list_id: 1, title: 'Courses', from: 'Sami' }, stored, [1]).invalidate).toBe(false);
  });

  /** The lists' own texts in a language, with {{…}} filled in as i18next does. */
  const textsOf = (texts: typeof listsFr) => (key: 'lists.live.boost' | 'lists.live.someone', params?: { from: string; title: string }) =>
    texts.live[key === 'lists.live.boost' ? 'boost' : 'someone'].replace(/\{\{(\w+)\}\}/g, (_m, name: 'from' | 'title') => params![name]);

  it("'boost' names who and which list isolated, as a shopper wrote them, in the inbox's words", () => {
    // The same sentences as the server's inbox row for this boost (boostTexts).
    expect(boostText(textsOf(listsAr), { from: 'Sami Ben Ali', title: 'Courses du samedi' })).toBe(
      '\u2068Sami Ben Ali\u2069 يذكّرك بقائمة «\u00a0\u2068Courses du samedi\u2069\u00a0»',
    );
    expect(boostText(textsOf(listsFr), { from: 'Sami', title: 'Samedi' })).toBe(
      '\u2068Sami\u2069 vous rappelle la liste «\u00a0\u2068Samedi\u2069\u00a0»',
    );
    expect([listsFr.live.boostTitle, listsAr.live.boostTitle]).toEqual(['Rappel de courses', 'تذكير بالتسوّق']);
  });

  it("'boost' from a member without a name says « a member of your family », as the inbox does", () => {
    expect(boostText(textsOf(listsFr), { from: ' ', title: 'Samedi' })).toBe(
      'Un membre de votre famille vous rappelle la liste «\u00a0\u2068Samedi\u2069\u00a0»',
    );
    expect(boostText(textsOf(listsAr), { from: '', title: 'Samedi' })).toBe(
      'أحد أفراد عائلتك يذكّرك بقائمة «\u00a0\u2068Samedi\u2069\u00a0»',
    );
  });
});
