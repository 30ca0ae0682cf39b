import { describe, expect, it } from 'vitest';
import { isProfileUnfinished } from './session.ts';

/** docs/accounts.md#unfinished-sign-up */
describe('isProfileUnfinished', () => {
  it("a signed-in user with no first name: 'Nouveau client !' was left half-way", () => {
    expect(isProfileUnfinished(true, { ID: 1, PHONE: '22123456', PROFILE_COMPLETE: false })).toBe(true);
    expect(isProfileUnfinished(true, { ID: 1, NAME: '  ' })).toBe(true);
    expect(isProfileUnfinished(true, { ID: 1 })).toBe(true);
  });

  it('not with a name (even when other fields are missing), nor when signed out or nothing is stored', () => {
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Amel', PROFILE_COMPLETE: true })).toBe(false);
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Nour', EMAIL: 'n@example.tn', PROFILE_COMPLETE: false })).toBe(false);
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Amel', LASTNAME: 'Ben Salah' })).toBe(false);
    expect(isProfileUnfinished(false, { ID: 1, PROFILE_COMPLETE: false })).toBe(false);
    expect(isProfileUnfinished(true, null)).toBe(false);
  });
});
