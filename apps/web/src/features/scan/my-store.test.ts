import { describe, expect, it } from 'vitest';
import { myStoreShown } from './my-store.ts';

const saved = { magasin_code: 'TN0002', storename: 'Qadhya Bab Bhar' };
const ar = { magasin_code: 'TN0002', storename: 'قضيّة باب بحر' };
const nearAr = { ...ar, distance_m: 950 };
const other = { magasin_code: 'TN0009', storename: 'قضيّة المرسى' };

describe('myStoreShown (« Mon magasin » in the app language)', () => {
  it('is null without a saved store', () => {
    expect(myStoreShown(null, [nearAr], [ar], true)).toBeNull();
  });

  it('takes the nearest stores’ row first (with its distance)', () => {
    expect(myStoreShown(saved, [other, nearAr], [ar], true)).toBe(nearAr);
  });

  it('else the whole list’s row, in the app language', () => {
    expect(myStoreShown(saved, [other], [other, ar], true)).toBe(ar);
    expect(myStoreShown(saved, undefined, [ar], false)).toBe(ar);
  });

  it('waits while the whole list is on its way: never the saved name meanwhile', () => {
    expect(myStoreShown(saved, [other], undefined, false)).toBeUndefined();
  });

  it('falls back on the saved copy when the list came back without it, or failed', () => {
    expect(myStoreShown(saved, [other], [other], true)).toBe(saved);
    expect(myStoreShown(saved, undefined, undefined, true)).toBe(saved);
  });
});
