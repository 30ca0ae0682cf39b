import { describe, expect, it } from 'vitest';
import { profileDefaults, profileFormSchema, toProfileUpdate } from './profile-form.ts';

const valid = { NAME: 'Amel', PASSWORD: '', EMAIL: 'amel@example.tn', ADDRESS: 'Tunis' };
const messages = (values: object) => {
  const result = profileFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('profile form rules (spec §5)', () => {
  it('accepts a filled form with or without a password of 6+', () => {
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...valid, PASSWORD: 'secret' }).success).toBe(true);
  });

  it('requires the name, a valid email and the address, with the spec messages', () => {
    expect(messages({ ...valid, NAME: '  ' })).toEqual({ NAME: 'account.validation.nameRequired' });
    expect(messages({ ...valid, EMAIL: 'amel@' })).toEqual({ EMAIL: 'account.validation.emailInvalid' });
    expect(messages({ ...valid, EMAIL: '' })).toEqual({ EMAIL: 'account.validation.emailInvalid' });
    expect(messages({ ...valid, ADDRESS: '' })).toEqual({ ADDRESS: 'account.validation.addressInvalid' });
  });

  it('refuses a password under 6 characters (no message)', () => {
    const result = profileFormSchema.safeParse({ ...valid, PASSWORD: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message.trim()).toBe('');
  });

  it('starts from the user, the password empty', () => {
    expect(profileDefaults({ NAME: 'Amel', EMAIL: null, ADDRESS: 'Sfax' })).toEqual({ NAME: 'Amel', PASSWORD: '', EMAIL: '', ADDRESS: 'Sfax' });
    expect(profileDefaults(null)).toEqual({ NAME: '', PASSWORD: '', EMAIL: '', ADDRESS: '' });
  });

  it('sends trimmed fields, the ID, and the password only when typed', () => {
    expect(toProfileUpdate({ ...valid, NAME: ' Amel ' }, 12345678)).toEqual({ NAME: 'Amel', EMAIL: 'amel@example.tn', ADDRESS: 'Tunis', ID: 12345678 });
    expect(toProfileUpdate({ ...valid, PASSWORD: 'secret1' })).toEqual({ NAME: 'Amel', EMAIL: 'amel@example.tn', ADDRESS: 'Tunis', PASSWORD: 'secret1' });
  });
});
