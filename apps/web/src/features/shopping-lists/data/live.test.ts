import { describe, expect, it } from 'vitest';
import { boostToast, parseSse, planFor, toListEvent } from './live.ts';

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
    expect(
      planFor({ type: 'boost', list_id: 1, notice: { title_fr: '', title_ar: '', body_fr: '', body_ar: '' } }, stored, [1]).invalidate,
    ).toBe(false);
  });

  const notice = {
    title_fr: 'Rappel de courses',
    title_ar: 'تذكير بالتسوّق',
    body_fr: 'Sami vous rappelle la liste «\u00a0Samedi\u00a0»',
    body_ar: '\u2068Sami\u2069 يذكّرك بقائمة «\u00a0\u2068Samedi\u2069\u00a0»',
  };

  it("'boost' arrives with the inbox row's words in both languages, and its toast says those of the app's language", () => {
    const event = toListEvent({ event: 'boost', data: JSON.stringify({ type: 'boost', list_id: 4, notice }) });
    expect(event).toEqual({ type: 'boost', list_id: 4, notice });
    expect(boostToast(notice, 'fr')).toEqual({ title: 'Rappel de courses', text: 'Sami vous rappelle la liste «\u00a0Samedi\u00a0»' });
    expect(boostToast(notice, 'ar')).toEqual({
      title: 'تذكير بالتسوّق',
      text: '\u2068Sami\u2069 يذكّرك بقائمة «\u00a0\u2068Samedi\u2069\u00a0»',
    });
    // A boost without its words (an older server's) is not a list event the app knows.
    expect(toListEvent({ event: 'boost', data: JSON.stringify({ type: 'boost', list_id: 4, title: 'Samedi', from: 'Sami' }) })).toBeNull();
  });
});
