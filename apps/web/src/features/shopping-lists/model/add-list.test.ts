import { describe, expect, it } from 'vitest';
import { allAssigned, assignedIds, someAssigned, toggleAll, toggleMember } from './add-list.ts';

const circle = [4, 7, 9];

describe("add-list: 'Assigner' and 'Assigner tout' (the assign-all checkbox toggles: docs/shopping-lists.md#screens-courses-add-list-add-product)", () => {
  it("'Assigner' toggles one member", () => {
    const one = toggleMember(new Set(), 7);
    expect([...one]).toEqual([7]);
    expect([...toggleMember(one, 7)]).toEqual([]);
  });

  it("'Assigner tout' assigns everyone, then unassigns everyone", () => {
    const all = toggleAll(new Set(), circle);
    expect(assignedIds(all, circle)).toEqual([4, 7, 9]);
    expect(allAssigned(all, circle)).toBe(true);
    const none = toggleAll(all, circle);
    expect(none.size).toBe(0);
    expect(allAssigned(none, circle)).toBe(false);
  });

  it('from some assigned, the checkbox (mixed) assigns everyone', () => {
    const some = new Set([9]);
    expect(someAssigned(some, circle)).toBe(true);
    expect(allAssigned(some, circle)).toBe(false);
    expect(assignedIds(toggleAll(some, circle), circle)).toEqual([4, 7, 9]);
  });

  it('assigning each member one by one ticks the checkbox; unassigning one unticks it', () => {
    let s: Set<number> = new Set();
    for (const id of circle) s = toggleMember(s, id);
    expect(allAssigned(s, circle)).toBe(true);
    expect(someAssigned(s, circle)).toBe(false);
    s = toggleMember(s, 4);
    expect(allAssigned(s, circle)).toBe(false);
    expect(someAssigned(s, circle)).toBe(true);
  });

  it('no family: never checked, and ticking assigns nobody', () => {
    expect(allAssigned(new Set(), [])).toBe(false);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });

  it('only ids still in the circle are sent, in its order', () => {
    expect(assignedIds(new Set([9, 12, 4]), circle)).toEqual([4, 9]);
  });
});
