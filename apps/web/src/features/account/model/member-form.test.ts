import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../lib/forms/index.ts';
import { accountFr } from '../i18n/account.fr.ts';
import {
  addMemberErrorKey,
  MEMBER_AVATARS,
  memberAvatarSrc,
  memberFormSchema,
  RELATIONS,
  searchTermOf,
  toAddMember,
} from './member-form.ts';

/** The first message key of each field, as lib/forms' resolver names it (docs/forms.md#messages). */
const messages = (values: object) => fieldMessages('member', memberFormSchema.safeParse(values, { reportInput: true }).error?.issues ?? []);

describe('add-member form (docs/accounts.md#add-member-form)', () => {
  it('gives the documented message of each field', () => {
    expect(messages({ IDENTIFIANT: '', AVATAR: '', RELATION: '' })).toEqual({
      IDENTIFIANT: 'account.validation.required',
      AVATAR: 'account.validation.avatarRequired',
      RELATION: 'account.validation.relationRequired',
    });
    for (const bad of ['1234567', '123456789', '01234567', '1234a678']) {
      expect(messages({ IDENTIFIANT: bad, AVATAR: 'avatar-1', RELATION: 'Mère' })).toEqual({
        IDENTIFIANT: 'account.validation.eightDigits',
      });
    }
    expect(messages({ IDENTIFIANT: '12345678', AVATAR: 'avatar-9', RELATION: 'Ami' })).toEqual({});
  });

  it('maps the keys to the French texts exactly', () => {
    expect(accountFr.validation).toMatchObject({
      required: 'Ce champ est requis.',
      eightDigits: 'Doit contenir 8 chiffres.',
      avatarRequired: 'Veuillez sélectionner un avatar.',
      relationRequired: 'Veuillez sélectionner une relation.',
      nameRequired: 'Le nom est requis',
      emailInvalid: 'Email invalide',
      addressInvalid: 'lieu invalide',
    });
    expect(accountFr.family.identifierPlaceholder).toBe('Tapez au moins 4 chiffres');
  });

  it('has 9 avatars and the 6 relations, each with a French label', () => {
    expect(MEMBER_AVATARS).toHaveLength(9);
    expect(RELATIONS).toEqual(['Mère', 'Père', 'Frère', 'Soeur', 'Proche', 'Ami']);
    for (const r of RELATIONS) expect(accountFr.family.relations[r]).toBe(r);
    expect(memberAvatarSrc('avatar-3')).toBe('/avatars/avatar-3.svg');
    expect(memberAvatarSrc('../../etc')).toBe('/avatars/avatar-1.svg');
  });
});

describe('member search gating (docs/family.md)', () => {
  it('searches only the whole UID: 8 digits, the first not 0', () => {
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf('123')).toBeNull();
    expect(searchTermOf('1234')).toBeNull();
    expect(searchTermOf('1234567')).toBeNull();
    expect(searchTermOf(' 12345678 ')).toBe('12345678');
    expect(searchTermOf('01234567')).toBeNull();
    expect(searchTermOf('1234a678')).toBeNull();
  });

  it('sends the typed UID as the member id', () => {
    const values = { IDENTIFIANT: ' 12345678 ', AVATAR: 'avatar-2', RELATION: 'Frère' };
    expect(toAddMember(values)).toEqual({ IDENTIFIANT: '12345678', RELATION: 'Frère', AVATAR: 'avatar-2', USER_ID: 12345678 });
  });

  it('explains the server codes', () => {
    expect(addMemberErrorKey('MEMBER_IS_SELF')).toBe('account.family.errors.MEMBER_IS_SELF');
    expect(addMemberErrorKey('IDENTIFIANT_MISMATCH')).toBe('account.family.errors.IDENTIFIANT_MISMATCH');
    expect(addMemberErrorKey('RATE_LIMITED')).toBe('account.family.errors.RATE_LIMITED');
    expect(addMemberErrorKey('USER_NOT_FOUND')).toBe('account.family.errors.generic');
    expect(addMemberErrorKey('HTTP_500')).toBe('account.family.errors.generic');
  });
});
