import { AddMember, MEMBER_AVATARS, Relation, type MemberAvatar } from '@qadhya/contracts';

/** The six relations, in the documented order (docs/accounts.md#add-member-form), and the nine avatar keys. */
export const RELATIONS = Relation.options;
export { MEMBER_AVATARS };

/** Public URL of a predefined member avatar (the SVGs in public/avatars). */
export const memberAvatarSrc = (key: string) => `/avatars/${/^avatar-[1-9]$/.test(key) ? key : 'avatar-1'}.svg`;

/**
 * The add-member form (docs/accounts.md#add-member-form) on POST /families/add-member's body (AddMember,
 * docs/forms.md): identifiant required ('Ce champ est requis.'), 8 digits, the first not 0 ('Doit
 * contenir 8 chiffres.'); avatar ('Veuillez sélectionner un avatar.') and relation ('Veuillez
 * sélectionner une relation.') required. The messages are in lib/forms' table (form 'member').
 */
export const memberFormSchema = AddMember.pick({ IDENTIFIANT: true, AVATAR: true, RELATION: true });
/** The form's values: nothing chosen yet is an empty text. */
export type MemberFormValues = Record<keyof AddMember & ('IDENTIFIANT' | 'AVATAR' | 'RELATION'), string>;
export const memberDefaults: MemberFormValues = { IDENTIFIANT: '', AVATAR: '', RELATION: '' };

/**
 * The search term for GET /users/search: the whole UID only (8 digits, the first not 0), else null.
 * The placeholder still says 'Tapez au moins 4 chiffres' (docs/accounts.md#add-member-form), but the server finds no one
 * by a prefix (docs/family.md): the sheet searches once the 8 digits are typed.
 */
/** The digits of a whole UID. */
export const UID_DIGITS = 8;

/**
 * How many digits the field still needs, told from the 4th typed digit (the placeholder asks for
 * « au moins 4 chiffres ») until the 8th; null otherwise (fewer than 4, a whole UID, or not digits).
 */
export function digitsLeftOf(input: string): number | null {
  const typed = input.trim();
  if (!/^\d+$/.test(typed) || typed.length < 4 || typed.length >= UID_DIGITS) return null;
  return UID_DIGITS - typed.length;
}

export function searchTermOf(input: string): string | null {
  const term = input.trim();
  return /^[1-9]\d{7}$/.test(term) ? term : null;
}

/**
 * The POST /families/add-member body: the typed UID is the member id (USER_ID the same). The
 * search only confirms it; sending it never tells whether that UID has an account.
 */
export function toAddMember(values: MemberFormValues): AddMember {
  const typed = values.IDENTIFIANT.trim();
  return {
    IDENTIFIANT: typed,
    RELATION: values.RELATION as Relation,
    AVATAR: values.AVATAR as MemberAvatar,
    USER_ID: Number(typed),
  };
}

/** Server codes of add-member with their own message; others fall back to a generic one. */
const ADD_MEMBER_CODES = ['MEMBER_IS_SELF', 'IDENTIFIANT_MISMATCH', 'RATE_LIMITED'] as const;
export function addMemberErrorKey(code: string | undefined): string {
  return (ADD_MEMBER_CODES as readonly string[]).includes(code ?? '') ? `account.family.errors.${code}` : 'account.family.errors.generic';
}
