import { describe, expect, it } from 'vitest';
import { hashQuery as serverHash, retentionStart, weekOf } from '../../../../server/src/modules/tracker/tracker.service.ts';
import { hashQuery, keepable } from './tracker-queue.ts';
import type { StampedEvent } from './track.ts';

const search = (query: string): StampedEvent => ({
  type: 'search',
  query,
  results: 0,
  id: '0b6a4a8e-4b8f-4c47-9d0f-3f5f1f0e2a11',
  at: '2026-11-24T12:00:00.000Z',
});

describe('the tracker queue (docs/tracker.md#searches)', () => {
  it('hashes a search’s words as the server does (normalised: trimmed, lower case, single spaces)', async () => {
    expect(await hashQuery('  Harissa   DOUCE ')).toBe(serverHash('harissa douce'));
    expect(await hashQuery('Harissa douce')).not.toBe(await hashQuery('Harissa forte'));
  });

  it('keeps the words only with consent; adds the chosen store', async () => {
    const without = await keepable(search('Lait demi-écrémé'), false, 'TN0001');
    expect(without).not.toHaveProperty('query');
    expect(without).toMatchObject({ type: 'search', store: 'TN0001', query_hash: serverHash('lait demi-écrémé') });
    expect(await keepable(search('Lait'), true, null)).toMatchObject({ query: 'Lait' });
    expect(await keepable({ type: 'scan', sku: 'A1', id: 'x', at: 'y' }, false, null)).toEqual({
      type: 'scan',
      sku: 'A1',
      id: 'x',
      at: 'y',
    });
  });
});

describe('the server’s calendar of the tracker', () => {
  it('keeps 13 months: a 31st becomes the shorter month’s last day', () => {
    expect(retentionStart('2027-12-24')).toBe('2026-11-24');
    expect(retentionStart('2027-03-31')).toBe('2026-02-28');
    expect(retentionStart('2027-01-05')).toBe('2025-12-05');
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2026-11-24')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
  });
});
