import { describe, expect, it } from 'vitest';
import { avatarErrorKey, precheckAvatar } from './avatar-upload.ts';
import { toggledConfig } from './notifs.ts';
import { toShareMembers } from './share-members.ts';
import { toStoredUser } from './stored-user.ts';

describe('notification switches', () => {
  it('sends the full set of five values after one change', () => {
    const all = { NOTIFY_FAVORITES: 1, NOTIFY_NEW_USERS: 0, NOTIFY_PROMOS: 1, NOTIFY_REFERRALS: 0, NOTIFY_PRIZES: 1 } as const;
    expect(toggledConfig(all, 'NOTIFY_NEW_USERS', true)).toEqual({ ...all, NOTIFY_NEW_USERS: 1 });
    expect(toggledConfig(all, 'NOTIFY_PRIZES', false)).toEqual({ ...all, NOTIFY_PRIZES: 0 });
    expect(Object.keys(toggledConfig(all, 'NOTIFY_PROMOS', true))).toHaveLength(5);
  });
});

describe('avatar upload', () => {
  it('refuses files over 5 MB and non-image types before sending', () => {
    expect(precheckAvatar({ size: 6 * 1024 * 1024, type: 'image/png' })).toBe('FILE_TOO_LARGE');
    expect(precheckAvatar({ size: 1000, type: 'image/gif' })).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect(precheckAvatar({ size: 1000, type: 'image/webp' })).toBeNull();
    expect(precheckAvatar({ size: 1000, type: '' })).toBeNull();
  });

  it('explains every server code, a generic text otherwise', () => {
    for (const code of ['FILE_TOO_LARGE', 'UNSUPPORTED_IMAGE_TYPE', 'IMAGE_TOO_LARGE', 'IMAGE_INVALID']) {
      expect(avatarErrorKey(code)).toBe(`account.settings.errors.${code}`);
    }
    expect(avatarErrorKey('NETWORK_ERROR')).toBe('account.settings.uploadFailed');
  });
});

describe('mappings', () => {
  it('stores the API user without nulls', () => {
    const user = {
      ID: 12345678,
      NAME: 'Amel',
      LASTNAME: null,
      GENDER: null,
      BIRTHDATE: null,
      LANGUAGE: 'fr',
      EMAIL: null,
      PHONE: '22123456',
      ADDRESS: null,
      AVATAR: null,
      HAS_PASSWORD: false,
      PROFILE_COMPLETE: false,
    } as const;
    expect(toStoredUser(user)).toEqual({
      ID: 12345678,
      NAME: 'Amel',
      LANGUAGE: 'fr',
      PHONE: '22123456',
      HAS_PASSWORD: false,
      PROFILE_COMPLETE: false,
    });
  });

  it('shows family members in the share sheet with their avatar', () => {
    expect(
      toShareMembers([
        {
          ID: 4,
          RELATION: 'Mère',
          USER_ID: 12345678,
          IDENTIFIANT: '12345678',
          AVATAR: 'avatar-5',
          user: { NAME: 'Leila B', AVATAR: null },
        },
      ]),
    ).toEqual([{ key: 4, name: 'Leila B', src: '/avatars/avatar-5.svg' }]);
    expect(toShareMembers(undefined)).toEqual([]);
  });
});
