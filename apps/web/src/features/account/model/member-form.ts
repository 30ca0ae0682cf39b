import { MEMBER_AVATARS, MEMBER_SEARCH_MIN, Relation, type AddMember, type MemberAvatar, type UserSearchResult } from '@qadhya/contracts';
import { z } from 'zod';

/** The six relations, in the spec's order, and the nine avatar keys. */
export const RELATIONS = Relation.options;
export { MEMBER_AVATARS };

/** Public URL of a predefined member avatar (the SVGs in public/avatars). */
export const memberAvatarSrc = (key: string) => `/avatars/${/^avatar-[1-9]$/.test(key) ? key : 'avatar-1'}.svg`;

/**
 * The add-member form (spec engagement §5): identifiant required ('Ce champ est requis.'), 8 digits,
 * the first not 0 ('Doit contenir 8 chiffres.'); avatar ('Veuillez sélectionner un avatar.') and
 * relation ('Veuillez sélectionner une relation.') required. Messages are i18n keys.
 */
export const memberFormSchema = z.object({
  IDENTIFIANT: z
    .string()
    .trim()
    .min(1, { message: 'account.validation.required', abort: true })
    .regex(/^[1-9]\d{7}$/, 'account.validation.eightDigits'),
  AVATAR: z.string().refine((v) => (MEMBER_AVATARS as readonly string[]).includes(v), 'account.validation.avatarRequired'),
  RELATION: z.string().refine((v) => (RELATIONS as readonly string[]).includes(v), 'account.validation.relationRequired'),
});
export type MemberFormValues = z.input<typeof memberFormSchema>;
export const memberDefaults: MemberFormValues = { IDENTIFIANT: '', AVATAR: '', RELATION: '' };

/**
 * The search term for GET /users/search: the digits typed, or null below 4 characters
 * (spec: the search begins only from 4 typed characters; fewer clears the results).
 */
export function searchTermOf(input: string): string | null {
  const term = input.trim();
  if (term.length < MEMBER_SEARCH_MIN || !/^\d+$/.test(term) || term.length > 20) return null;
  return term;
}

/**
 * The POST /families/add-member body: the first search result's ID is the member id (spec §4);
 * a result whose ID is exactly the typed identifier goes first (the list may still be the last term's).
 */
export function toAddMember(values: MemberFormValues, results: readonly UserSearchResult[]): AddMember {
  const typed = values.IDENTIFIANT.trim();
  const first = results.find((r) => String(r.ID) === typed) ?? results[0];
  return {
    IDENTIFIANT: typed,
    RELATION: values.RELATION as Relation,
    AVATAR: values.AVATAR as MemberAvatar,
    USER_ID: first ? first.ID : Number(typed),
  };
}

/** Server codes of add-member with their own French message; others fall back to a generic one. */
const ADD_MEMBER_CODES = ['USER_NOT_FOUND', 'MEMBER_EXISTS', 'MEMBER_IS_SELF', 'IDENTIFIANT_MISMATCH'] as const;
export function addMemberErrorKey(code: string | undefined): string {
  return (ADD_MEMBER_CODES as readonly string[]).includes(code ?? '') ? `account.family.errors.${code}` : 'account.family.errors.generic';
}
