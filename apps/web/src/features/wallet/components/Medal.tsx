import type { TierInfo } from '@qadhya/contracts';
import { MEDAL_COLOURS } from '../model/tier.ts';

/** The tier's medal drawn in SVG (no image), coloured by tier; its name is given by the caller's text. */
export function Medal({ tier, label, size = 44 }: { tier: TierInfo['key']; label: string; size?: number }) {
  const c = MEDAL_COLOURS[tier];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={label} data-testid="tier-medal" data-tier={tier}>
      <path d="M14 2h8l6 14h-8z" fill={c.ribbon} />
      <path d="M34 2h-8l-6 14h8z" fill={c.ribbon} opacity="0.8" />
      <circle cx="24" cy="30" r="15" fill={c.rim} />
      <circle cx="24" cy="30" r="11.5" fill={c.face} />
      <path d="M24 22.5l2.3 4.7 5.2.8-3.8 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1-3.8-3.6 5.2-.8z" fill={c.rim} opacity="0.85" />
    </svg>
  );
}
