import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../lib/forms/index.ts';
import { profileDefaults, profileFormSchema, toProfileUpdate } from './profile-form.ts';

const valid = { NAME: 'Amel', PASSWORD: '', EMAIL: 'amel@example.tn', ADDRESS: 'Tunis' };
/** The first message key of each field, as lib/forms' resolver names it (docs/forms.md#messages). */
const messages = (values: object) =>
  fieldMessages('profile', profileFormSchema.safeParse(values, { reportInput: true }).error?.issues ?? []);

describe('profile form rules (docs/accounts.md#settings)', () => {
  it('accepts a filled form with or without a password of 6+ (with its proof)', () => {
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...valid, PASSWORD: 'secret', CURRENT_PASSWORD: 'old-secret' }).success).toBe(true);
  });

  it('requires the name, a valid email and the address, with the documented messages', () => {
    expect(messages({ ...valid, NAME: '  ' })).toEqual({ NAME: 'account.validation.nameRequired' });
    expect(messages({ ...valid, EMAIL: 'amel@' })).toEqual({ EMAIL: 'account.validation.emailInvalid' });
    expect(messages({ ...valid, EMAIL: '' })).toEqual({ EMAIL: 'account.validation.emailInvalid' });
    expect(messages({ ...valid, ADDRESS: '' })).toEqual({ ADDRESS: 'account.validation.addressInvalid' });
  });

  it('refuses a password under 6 characters (no message)', () => {
    expect(profileFormSchema.safeParse({ ...valid, PASSWORD: '12345' }).success).toBe(false);
    expect(messages({ ...valid, PASSWORD: '12345' }).PASSWORD).toBeNull();
  });

  it('starts from the user, the password and its proof empty; the proof is the current password when there is one', () => {
    const empty = { PASSWORD: '', CURRENT_PASSWORD: '', CODE: '' };
    expect(profileDefaults({ NAME: 'Amel', EMAIL: null, ADDRESS: 'Sfax', HAS_PASSWORD: true })).toEqual({
      NAME: 'Amel',
      EMAIL: '',
      ADDRESS: 'Sfax',
      PROOF: 'current',
      ...empty,
    });
    expect(profileDefaults({ NAME: 'Amel', HAS_PASSWORD: false })).toMatchObject({ PROOF: 'code' });
    expect(profileDefaults(null)).toEqual({ NAME: '', EMAIL: '', ADDRESS: '', PROOF: 'current', ...empty });
  });

  it('a new password needs the current one (or the SMS code when that is the proof chosen)', () => {
    expect(messages({ ...valid, PASSWORD: 'secret1' })).toEqual({ CURRENT_PASSWORD: 'account.settings.proof.currentRequired' });
    expect(messages({ ...valid, PASSWORD: 'secret1', CURRENT_PASSWORD: 'old-one' })).toEqual({});
    expect(messages({ ...valid, PASSWORD: 'secret1', PROOF: 'code', CODE: '12a45' })).toEqual({
      CODE: 'account.settings.proof.codeFormat',
    });
    expect(messages({ ...valid, PASSWORD: 'secret1', PROOF: 'code', CODE: '12345' })).toEqual({});
    // No new password: no proof asked.
    expect(messages({ ...valid, PROOF: 'code', CODE: '' })).toEqual({});
  });

  it('sends trimmed fields, the ID, and the password with its proof only when typed', () => {
    expect(toProfileUpdate({ ...valid, NAME: ' Amel ', CURRENT_PASSWORD: 'ignored' }, 12345678)).toEqual({
      NAME: 'Amel',
      EMAIL: 'amel@example.tn',
      ADDRESS: 'Tunis',
      ID: 12345678,
    });
    expect(toProfileUpdate({ ...valid, PASSWORD: 'secret1', CURRENT_PASSWORD: 'a<?b' })).toEqual({
      NAME: 'Amel',
      EMAIL: 'amel@example.tn',
      ADDRESS: 'Tunis',
      PASSWORD: 'secret1',
      CURRENT_PASSWORD: 'a<?b',
    });
    expect(toProfileUpdate({ ...valid, PASSWORD: 'secret1', PROOF: 'code', CODE: ' 12345 ', CURRENT_PASSWORD: 'x' })).toEqual({
      NAME: 'Amel',
      EMAIL: 'amel@example.tn',
      ADDRESS: 'Tunis',
      PASSWORD: 'secret1',
      CODE: '12345',
    });
  });
});
