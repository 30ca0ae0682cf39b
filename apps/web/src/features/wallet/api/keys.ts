import type { OfferKind, OfferStatus } from '@qadhya/contracts';
import type { Language } from '../../../lib/i18n/index.ts';

/** TanStack Query keys of the wallet screens (card, points, offers); everything under ['wallet']. */
export const walletKeys = {
  all: ['wallet'] as const,
  /** The card names its tier in the app's language (كلاسيك، فضّي، ذهبي، بلاتيني): one entry per language. */
  card: (user: string, lang?: Language) => (lang ? (['wallet', 'card', user, lang] as const) : (['wallet', 'card', user] as const)),
  points: (user: string) => ['wallet', 'points', user] as const,
  members: (user: string) => ['wallet', 'members', user] as const,
  offers: (user: string, kind: OfferKind | undefined, status: OfferStatus, lang: Language) =>
    ['wallet', 'offers', user, kind ?? 'all', status, lang] as const,
};
