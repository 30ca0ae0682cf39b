import type { ReferralRules } from '@qadhya/contracts';
import { z } from 'zod';
import { dinarsToMillimes, millimesToDinars } from '../../../lib/forms/dinars.ts';

/** The referral rules (docs/referral.md#the-rules) as typed: dinars with 3 decimals, whole days and friends. */
export const ReferralFormSchema = z
  .object({ bonus: z.string(), min_purchase: z.string(), valid_days: z.string(), daily_limit: z.string() })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const bonus = dinarsToMillimes(f.bonus);
    if (bonus === null || bonus < 100 || bonus > 1_000_000) issue('bonus', 'Un bonus en dinars, de 0,100 à 1000 DT.');
    const min = dinarsToMillimes(f.min_purchase);
    if (min === null || min > 10_000_000) issue('min_purchase', 'Un montant en dinars, comme 20 (0 : aucun minimum).');
    if (!/^\s*\d{1,3}\s*$/.test(f.valid_days) || Number(f.valid_days) < 1 || Number(f.valid_days) > 365)
      issue('valid_days', 'Un nombre de jours de 1 à 365.');
    if (!/^\s*\d{1,4}\s*$/.test(f.daily_limit) || Number(f.daily_limit) < 1 || Number(f.daily_limit) > 1000)
      issue('daily_limit', 'Un nombre d’amis de 1 à 1000.');
  });
export type ReferralForm = z.infer<typeof ReferralFormSchema>;

export const rulesToForm = (r: ReferralRules): ReferralForm => ({
  bonus: millimesToDinars(r.bonus),
  min_purchase: millimesToDinars(r.min_purchase),
  valid_days: String(r.valid_days),
  daily_limit: String(r.daily_limit),
});

export const formToRules = (f: ReferralForm): ReferralRules => ({
  bonus: dinarsToMillimes(f.bonus) ?? 0,
  min_purchase: dinarsToMillimes(f.min_purchase) ?? 0,
  valid_days: Number(f.valid_days.trim()),
  daily_limit: Number(f.daily_limit.trim()),
});
