import type { ListItem, ShoppingList } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { mergedQuantity, newListTitle, preselect, quantityOnList, readLastChosen, stepQuantity, writeLastChosen } from './add-to-list.ts';
import { initialListState } from './sync-core.ts';

const item = (sku: string, quantity: number, removed = false): ListItem =>
  ({
    key: `p:${sku}`,
    sku,
    text: null,
    quantity,
    quantity_stamp: { at: 1, device: 'd' },
    removed,
    removed_stamp: { at: 1, device: 'd' },
    ticks: [],
    unticked: [],
    added_by: 2,
    added_at: 1,
    name: sku,
    desc: null,
    image: null,
    price: null,
    regular_price: null,
    checked: false,
    checked_by: null,
    checked_at: null,
  }) as ListItem;

const snapshot = (items: ListItem[]) => ({ id: 1, version: 1, status: 'active', items }) as unknown as ShoppingList;

describe('« Ajouter à une liste »', () => {
  it('adds the quantity to what the list already holds (one line), up to 99', () => {
    expect(mergedQuantity(0, 1)).toBe(1);
    expect(mergedQuantity(3, 2)).toBe(5);
    expect(mergedQuantity(98, 5)).toBe(99);
    expect(mergedQuantity(2, 0)).toBe(3); // at least one is added
  });

  it('reads the quantity on the list from the snapshot and the changes waiting, a removed item counting 0', () => {
    expect(quantityOnList(null, '100')).toBe(0);
    const state = initialListState(1, 2, { snapshot: snapshot([item('100', 3), item('200', 5, true)]) });
    expect(quantityOnList(state, '100')).toBe(3);
    expect(quantityOnList(state, '200')).toBe(0);
    expect(quantityOnList(state, '300')).toBe(0);
    const waiting = {
      ...state,
      pending: [{ kind: 'quantity' as const, item: 'p:100', quantity: 7, at: 5, device: 'phone' }],
    };
    expect(quantityOnList(waiting, '100')).toBe(7);
  });

  it('keeps the stepper between 1 and 99', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(99, 1)).toBe(99);
  });

  it('preselects the list chosen last when still active, else the latest, else a new list', () => {
    const lists = [{ id: 7 }, { id: 3 }, { id: 9 }];
    expect(preselect(lists, 3)).toBe(3);
    expect(preselect(lists, 42)).toBe(7);
    expect(preselect(lists, null)).toBe(7);
    expect(preselect([], 3)).toBe('new');
  });

  it('names a new list with 1 to 80 characters, spaces tidied', () => {
    expect(newListTitle('  Courses   du samedi ')).toBe('Courses du samedi');
    expect(newListTitle('   ')).toBeNull();
    expect(newListTitle('x'.repeat(81))).toBeNull();
    expect(newListTitle('x'.repeat(80))).toHaveLength(80);
  });

  it('remembers the list chosen last per account', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    writeLastChosen(41, 12, storage);
    expect(readLastChosen(41, storage)).toBe(12);
    expect(readLastChosen(42, storage)).toBeNull();
    expect(readLastChosen(null, storage)).toBeNull();
    data.set('qadhya.addlist.41', 'abc');
    expect(readLastChosen(41, storage)).toBeNull();
  });
});
