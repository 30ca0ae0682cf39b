import { currentLanguage, type Language } from '../../../lib/i18n/index.ts';

/** TanStack Query keys of the account screens. */
export const accountKeys = {
  me: ['account', 'me'] as const,
  config: ['account', 'config'] as const,
  family: ['account', 'family'] as const,
  invitations: ['account', 'invitations'] as const,
  search: (term: string) => ['account', 'search', term] as const,
  referralCode: ['account', 'referral-code'] as const,
  listDealsAlert: ['account', 'list-deals-alert'] as const,
};

/**
 * The family answers name people without a name "Utilisateur {UID}" / "مستخدم {UID}": they are kept
 * per language (docs/family.md), the language last so that accountKeys.family still matches them all.
 */
export const familyKey = (lang: Language = currentLanguage()) => [...accountKeys.family, lang] as const;
/** The family's figures and history (all pages loaded), per language: under accountKeys.family, so what changes the family refreshes them. */
export const familyActivityKey = (lang: Language) => [...accountKeys.family, 'activity', lang] as const;
export const invitationsKey = (lang: Language = currentLanguage()) => [...accountKeys.invitations, lang] as const;
