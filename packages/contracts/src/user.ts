import { z } from 'zod';
import { singleLine } from './text.ts';

/** Tunisian phone number: exactly 8 digits (docs/accounts.md#form-rules). */
export const Phone = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'expected exactly 8 digits')
  .describe('Phone number, 8 digits');
/** Mobile numbers (the only ones an SMS reaches) start with 2, 3, 4, 5 or 9. */
export const isMobilePhone = (phone: string) => /^[23459]\d{7}$/.test(phone);

/** Public numeric id of a user: 8 digits, not starting with 0 (the family identifier, the UID shown in the menu). */
export const UserId = z.coerce.number().int().min(10_000_000).max(99_999_999).describe('Public user id (UID), 8 digits');

export const Gender = z.enum(['homme', 'femme']);
export const Language = z.enum(['fr', 'ar']);
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).describe('At least 6 characters');
/** A calendar date, year-month-day. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((d) => {
    const at = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(d);
  }, 'not a real date');

/** The user as the app stores it (local key current_user): the spec's fields, never the password. */
export const User = z
  .object({
    ID: z.number().int().describe('Public numeric UID'),
    NAME: z.string().nullable().describe('First name'),
    LASTNAME: z.string().nullable(),
    GENDER: Gender.nullable(),
    BIRTHDATE: z.string().nullable().describe('YYYY-MM-DD'),
    LANGUAGE: Language,
    EMAIL: z.string().nullable(),
    PHONE: z.string(),
    ADDRESS: z.string().nullable(),
    AVATAR: z.string().nullable().describe('Path under /uploads/, e.g. avatars/3f…e1.webp'),
    HAS_PASSWORD: z.boolean().describe('Whether phone + password sign-in is set up'),
    PROFILE_COMPLETE: z.boolean().describe("Whether the 'Nouveau client !' fields are all filled"),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const UserResponse = z.object({ data: User }).meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof UserResponse>;

const text = singleLine;

/**
 * PUT /users/me: the 'Nouveau client !' form (all fields) and the settings' 'Mes informations'
 * form (NAME, EMAIL, ADDRESS, optional PASSWORD with its proof) both send this. Absent fields stay as they are.
 * ID, when sent (the spec's profile body carries it), must be the caller's own.
 */
export const ProfileUpdate = z
  .object({
    ID: UserId.optional(),
    NAME: text(60).optional(),
    LASTNAME: text(60).optional(),
    GENDER: Gender.optional(),
    BIRTHDATE: IsoDate.optional(),
    LANGUAGE: Language.optional(),
    EMAIL: z.string().trim().max(254).pipe(z.email()).optional(),
    ADDRESS: text(200).optional(),
    PASSWORD: Password.optional().describe(
      'A new password; ends every other session. Needs a proof: CURRENT_PASSWORD (when the account has one), CODE, or a session opened by an SMS code within 10 minutes',
    ),
    CURRENT_PASSWORD: z
      .string()
      .min(1)
      .max(PASSWORD_MAX)
      .optional()
      .describe('The current password, proving a PASSWORD change (wrong ones are counted like wrong logins)'),
    CODE: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'expected 5 digits')
      .optional()
      .describe('The code of an SMS sent with POST /auth/otp PURPOSE password, proving a PASSWORD change'),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** POST /users/me/avatar answer. */
export const AvatarResponse = z
  .object({ avatar_url: z.string().describe('URL of the re-encoded avatar'), data: User })
  .meta({ id: 'AvatarResponse' });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

/** Notification configuration: the five NOTIFY_ keys, 1 or 0. */
const Flag = z.union([z.literal(0), z.literal(1)]);
export const NotificationConfig = z
  .object({
    NOTIFY_FAVORITES: Flag,
    NOTIFY_NEW_USERS: Flag,
    NOTIFY_PROMOS: Flag,
    NOTIFY_REFERRALS: Flag,
    NOTIFY_PRIZES: Flag,
  })
  .strict()
  .meta({ id: 'NotificationConfig' });
export type NotificationConfig = z.infer<typeof NotificationConfig>;
export const NOTIFY_KEYS = Object.keys(NotificationConfig.shape) as (keyof NotificationConfig)[];
export const NotificationConfigResponse = z.object({ data: NotificationConfig }).meta({ id: 'NotificationConfigResponse' });

/**
 * GET /users/search?q= — the full UID only (8 digits, the first not 0): never a phone, never a
 * prefix (docs/family.md). The answer names at most one user, masked.
 */
export const USER_SEARCH_DIGITS = 8;
export const UserSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .regex(/^[1-9]\d{7}$/, 'expected the full UID: 8 digits, the first not 0')
    .describe('The full UID of the person, 8 digits'),
});
export const UserSearchResult = z
  .object({
    ID: z.number().int(),
    NAME: z.string().describe('Masked name: first letter of the first name and initial of the last name, e.g. "M••• B."'),
  })
  .meta({ id: 'UserSearchResult' });
export type UserSearchResult = z.infer<typeof UserSearchResult>;
export const UserSearchResponse = z
  .object({ items: z.array(UserSearchResult).max(1).describe('The user of that UID (never the caller), or nothing') })
  .meta({ id: 'UserSearchResponse' });
