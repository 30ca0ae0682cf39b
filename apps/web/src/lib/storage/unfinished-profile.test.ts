import { describe, expect, it } from 'vitest';
import { isProfileUnfinished } from './session.ts';

/** docs/accounts.md#unfinished-sign-up */
describe('isProfileUnfinished', () => {
  it('a signed-in user whose profile is not complete', () => {
    expect(isProfileUnfinished(true, { ID: 1, PHONE: '22123456', PROFILE_COMPLETE: false })).toBe(true);
    // Even with a first name, the server's flag decides (a last name or an email may be missing).
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Amel', PROFILE_COMPLETE: false })).toBe(true);
  });

  it('not when the profile is complete, nor when signed out or nothing is stored', () => {
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Amel', PROFILE_COMPLETE: true })).toBe(false);
    expect(isProfileUnfinished(false, { ID: 1, PROFILE_COMPLETE: false })).toBe(false);
    expect(isProfileUnfinished(true, null)).toBe(false);
  });

  it('a user stored without the flag: unfinished when it has no first name', () => {
    expect(isProfileUnfinished(true, { ID: 1, NAME: 'Amel', LASTNAME: 'Ben Salah' })).toBe(false);
    expect(isProfileUnfinished(true, { ID: 1, NAME: '  ' })).toBe(true);
    expect(isProfileUnfinished(true, { ID: 1 })).toBe(true);
  });
});
