import type { TierInfo } from '@qadhya/contracts';

/** The medal's colours per tier (drawn in CSS/SVG, no image): rim, face, ribbon. */
export const MEDAL_COLOURS: Record<TierInfo['key'], { rim: string; face: string; ribbon: string }> = {
  classic: { rim: '#8a5a2b', face: '#c98b4f', ribbon: '#1d4ed8' },
  silver: { rim: '#6b7280', face: '#d1d5db', ribbon: '#1d4ed8' },
  gold: { rim: '#a16207', face: '#facc15', ribbon: '#b91c1c' },
  platinum: { rim: '#334155', face: '#e2e8f0', ribbon: '#0f172a' },
};

/** Share of the way to the next tier (0–1; 1 at the top tier). */
export function tierProgress(tier: TierInfo): number {
  if (!tier.next) return 1;
  const target = tier.spend_12m + tier.next.missing;
  return target > 0 ? Math.min(1, Math.max(0, tier.spend_12m / target)) : 1;
}
