import { describe, expect, it } from 'vitest';
import { trackVersions } from './stream.ts';

describe('the live stream’s known versions (the catch-up of a listener joining an open stream)', () => {
  it('start at the hello, follow each list event, drop removed lists, never go back', () => {
    let known = trackVersions(null, { type: 'list', list_id: 1, version: 3 });
    expect(known).toBeNull();
    known = trackVersions(known, {
      type: 'hello',
      lists: [
        { id: 1, version: 4 },
        { id: 2, version: 7 },
      ],
    });
    known = trackVersions(known, { type: 'list', list_id: 1, version: 6 });
    known = trackVersions(known, { type: 'list', list_id: 2, version: 5 });
    known = trackVersions(known, { type: 'list', list_id: 3, version: 1 });
    known = trackVersions(known, { type: 'inbox', unread: 2 });
    expect([...known!]).toEqual([
      [1, 6],
      [2, 7],
      [3, 1],
    ]);
    known = trackVersions(known, { type: 'list', list_id: 2, version: 8, removed: true });
    expect([...known!.keys()]).toEqual([1, 3]);
  });
});
