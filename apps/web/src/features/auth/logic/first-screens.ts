import { href, paths } from '../../../config/routes.ts';
import { readLocal, writeLocal } from '../../../lib/storage/local-store.ts';
import { readCurrentUser } from '../../../lib/storage/session.ts';

/** The splash shows for 2 s (docs/accounts.md#first-screens). */
export const SPLASH_MS = 2000;

/** Where the splash leads: /layout with a stored user, onboarding the first time, else /login. */
export function splashTarget(): string {
  if (readCurrentUser()) return paths.home;
  return readLocal('onboarding_done') ? paths.login : href('nextSteps');
}

/** Finishing or skipping onboarding: it is not shown again. */
export function markOnboardingDone(): void {
  writeLocal('onboarding_done', 'true');
}

export interface OnboardingStep {
  id: 'promos' | 'games' | 'family';
  image: string;
}

/** The three onboarding steps (docs/accounts.md#first-screens); texts under auth.onboarding.steps.<id>. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { id: 'promos', image: '/auth/promos.svg' },
  { id: 'games', image: '/auth/games.svg' },
  { id: 'family', image: '/auth/family.svg' },
];

/** Continuer: the next index, or null on the last step (→ login). */
export function nextOnboardingIndex(index: number, total = ONBOARDING_STEPS.length): number | null {
  return index + 1 < total ? index + 1 : null;
}

/** A horizontal swipe of at least 50 px: +1 (next step) or -1 (previous), mirrored in Arabic. */
export function swipeStep(dx: number, dy: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return 0;
  const towardsStart = dx > 0; // finger moved right
  return (towardsStart !== rtl ? -1 : 1) as -1 | 1;
}
