import { describe, expect, it } from 'vitest';
import {
  decrement,
  EMPTY_SELECTION,
  increment,
  isSelected,
  listIdParam,
  quantityOf,
  selectedCount,
  selectedItems,
  showsPlusOnly,
  toggleSelected,
} from './add-product.ts';

describe('add-product quantities (+1, −1 never below 0, a plus-only button at 0: docs/shopping-lists.md#screens-courses-add-list-add-product)', () => {
  it('starts at 0 with only the plus button, nothing selected', () => {
    expect(quantityOf(EMPTY_SELECTION, 'A')).toBe(0);
    expect(showsPlusOnly(EMPTY_SELECTION, 'A')).toBe(true);
    expect(isSelected(EMPTY_SELECTION, 'A')).toBe(false);
    expect(selectedCount(EMPTY_SELECTION)).toBe(0);
  });

  it('the plus-only button selects at 1, then +1 counts up', () => {
    const one = increment(EMPTY_SELECTION, 'A');
    expect(quantityOf(one, 'A')).toBe(1);
    expect(isSelected(one, 'A')).toBe(true);
    expect(showsPlusOnly(one, 'A')).toBe(false);
    expect(quantityOf(increment(one, 'A'), 'A')).toBe(2);
  });

  it('−1 never goes below 0, and 0 unselects', () => {
    const two = increment(increment(EMPTY_SELECTION, 'A'), 'A');
    const one = decrement(two, 'A');
    expect(quantityOf(one, 'A')).toBe(1);
    const zero = decrement(one, 'A');
    expect(quantityOf(zero, 'A')).toBe(0);
    expect(isSelected(zero, 'A')).toBe(false);
    expect(showsPlusOnly(zero, 'A')).toBe(true);
    expect(quantityOf(decrement(zero, 'A'), 'A')).toBe(0);
    expect(quantityOf(decrement(EMPTY_SELECTION, 'B'), 'B')).toBe(0);
  });

  it('+1 stops at the list maximum (99)', () => {
    let s = EMPTY_SELECTION;
    for (let i = 0; i < 120; i += 1) s = increment(s, 'A');
    expect(quantityOf(s, 'A')).toBe(99);
  });

  it('the select marker selects at 1 and unselects whatever the quantity', () => {
    const selected = toggleSelected(EMPTY_SELECTION, 'A');
    expect(quantityOf(selected, 'A')).toBe(1);
    const three = increment(increment(selected, 'A'), 'A');
    expect(quantityOf(three, 'A')).toBe(3);
    const off = toggleSelected(three, 'A');
    expect(isSelected(off, 'A')).toBe(false);
    expect(quantityOf(off, 'A')).toBe(0);
  });

  it('n counts selected products (not units), items keep the selection order, the input is never changed', () => {
    const s1 = toggleSelected(EMPTY_SELECTION, 'B');
    const s2 = increment(increment(s1, 'A'), 'A');
    const s3 = toggleSelected(s2, 'C');
    const s4 = toggleSelected(s3, 'C');
    expect(selectedCount(s2)).toBe(2);
    expect(selectedCount(s4)).toBe(2);
    expect(selectedItems(s4)).toEqual([
      { sku: 'B', quantity: 1 },
      { sku: 'A', quantity: 2 },
    ]);
    expect(selectedCount(s1)).toBe(1);
    expect(EMPTY_SELECTION.size).toBe(0);
  });
});

describe('the ?list= parameter', () => {
  it('takes a positive id and refuses anything else', () => {
    expect(listIdParam('12')).toBe(12);
    expect(listIdParam('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12abc', '2147483648', '99999999999']) expect(listIdParam(bad)).toBeNull();
  });
});
