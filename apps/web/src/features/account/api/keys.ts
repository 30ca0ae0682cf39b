/** TanStack Query keys of the account screens. */
export const accountKeys = {
  me: ['account', 'me'] as const,
  config: ['account', 'config'] as const,
  family: ['account', 'family'] as const,
  invitations: ['account', 'invitations'] as const,
  search: (term: string) => ['account', 'search', term] as const,
};
