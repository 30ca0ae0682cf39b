import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOps,
  courseProgress,
  isChecked,
  itemKeyOf,
  itemsProgress,
  ticksToTakeBack,
  visibleItems,
  type ListOp,
  type MergeItem,
} from '../src/shopping-list.ts';

describe('course progress (thresholds 0 / 0.5 / 1)', () => {
  it.each([
    [0, 10, false, 'in_progress', 0],
    [49, 100, false, 'in_progress', 49],
    [50, 100, false, 'almost', 50],
    [99, 100, false, 'almost', 99],
    [100, 100, false, 'done', 100],
    [0, 10, true, 'rejected', 0],
    [10, 10, true, 'rejected', 100],
    [0, 0, false, 'in_progress', 0],
  ])('%i of %i (rejected %s) → %s, bar %i %%', (bought, total, rejected, badge, percent) => {
    const p = courseProgress(bought, total, rejected);
    expect(p.badge).toBe(badge);
    expect(p.percent).toBe(percent);
  });
});

describe('item keys', () => {
  it('a product by its sku, free text trimmed and lower-cased', () => {
    expect(itemKeyOf({ sku: '123' })).toBe('p:123');
    expect(itemKeyOf({ text: '  Pain   Complet ' })).toBe('t:pain complet');
  });
});

const add = (item: string, at: number, device: string, quantity = 1): ListOp => ({
  kind: 'add',
  item,
  sku: item.startsWith('p:') ? item.slice(2) : null,
  text: item.startsWith('t:') ? item.slice(2) : null,
  quantity,
  at,
  device,
});
const state = (ops: { op: ListOp; user: number }[]) => applyOps(new Map(), ops);
const view = (m: Map<string, MergeItem>) => [...m.values()].sort((a, b) => (a.key < b.key ? -1 : 1));

describe('merge', () => {
  it('two adds of the same product make one item; the later quantity wins', () => {
    const m = state([
      { op: add('p:1', 10, 'a', 2), user: 1 },
      { op: add('p:1', 20, 'b', 5), user: 2 },
    ]);
    expect(visibleItems(m)).toHaveLength(1);
    expect(visibleItems(m)[0]).toMatchObject({ quantity: 5, added_by: 1 });
  });

  it('an untick takes back only the ticks its device had seen', () => {
    const m = state([
      { op: add('p:1', 1, 'a'), user: 1 },
      { op: { kind: 'tick', item: 'p:1', tick: 't1', at: 2, device: 'a' }, user: 1 },
      { op: { kind: 'tick', item: 'p:1', tick: 't2', at: 3, device: 'b' }, user: 2 },
      { op: { kind: 'untick', item: 'p:1', ticks: ['t1'], at: 4, device: 'a' }, user: 1 },
    ]);
    expect(isChecked(m.get('p:1')!)).toBe(true);
    expect(ticksToTakeBack(m.get('p:1')!)).toEqual(['t2']);
    expect(itemsProgress(m).badge).toBe('done');
  });

  const devices = ['a', 'b'];
  const keys = ['p:1', 'p:2', 't:pain'];
  const opArb: fc.Arbitrary<{ op: ListOp; user: number }> = fc
    .record({
      kind: fc.constantFrom('add', 'quantity', 'remove', 'tick', 'untick'),
      item: fc.constantFrom(...keys),
      at: fc.integer({ min: 1, max: 50 }),
      d: fc.integer({ min: 0, max: 1 }),
      q: fc.integer({ min: 1, max: 9 }),
      t: fc.integer({ min: 0, max: 5 }),
      seen: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
    })
    .map(({ kind, item, at, d, q, t, seen }) => {
      const device = devices[d]!;
      const base = { item, at, device };
      const op: ListOp =
        kind === 'add'
          ? add(item, at, device, q)
          : kind === 'quantity'
            ? { ...base, kind, quantity: q }
            : kind === 'remove'
              ? { ...base, kind }
              : kind === 'tick'
                ? { ...base, kind, tick: `${device}${t}` }
                : { ...base, kind: 'untick', ticks: seen.map((s) => `${device}${s}`) };
      return { op, user: d + 1 };
    });

  it('any order, any repetition, gives the same list', () => {
    fc.assert(
      fc.property(
        fc
          .array(opArb, { maxLength: 25 })
          .chain((ops) =>
            fc.tuple(fc.constant(ops), fc.shuffledSubarray(ops, { minLength: ops.length, maxLength: ops.length }), fc.subarray(ops)),
          ),
        ([ops, shuffled, again]) => {
          expect(view(state([...shuffled, ...again]))).toEqual(view(state(ops)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('limits shared with the contracts', () => {
  it('are the same numbers', async () => {
    const { LIST_LIMITS } = await import('../../contracts/src/shopping-lists.ts');
    const domain = await import('../src/shopping-list.ts');
    expect(LIST_LIMITS).toEqual({ maxQuantity: domain.LIST_MAX_QUANTITY, textMax: domain.LIST_TEXT_MAX, titleMax: domain.LIST_TITLE_MAX });
  });
});
