import { StaffOfferRequest } from '@qadhya/contracts';
import { formatMoney, formatPercent } from '@qadhya/domain';
import { z } from 'zod';
import { dinarsToMillimes } from '../../../lib/forms/dinars.ts';

/**
 * The « Émettre un coupon ou un voucher » form (docs/wallet.md#back-office-fidelite): amounts typed
 * in dinars with up to 3 decimals, read as text and turned into integer millimes (never through a
 * float), or a whole percent; checked here in French, then against the contract's own schema.
 */
const MAX_MILLIMES = 100_000_000;

const dinars = (text: string, { optional }: { optional: boolean }): number | null | 'bad' => {
  if (optional && text.trim() === '') return null;
  const m = dinarsToMillimes(text);
  return m === null || m > MAX_MILLIMES ? 'bad' : m;
};

export const OfferFormSchema = z
  .object({
    kind: z.enum(['coupon', 'voucher']),
    amount_type: z.enum(['amount', 'percent']),
    amount: z.string(),
    min_purchase: z.string(),
    cap: z.string(),
    days: z.string(),
    label: z.string().trim().min(1, 'Saisissez le libellé en français.').max(80, '80 caractères au plus.'),
    label_ar: z.string().trim().max(80, '80 caractères au plus.'),
    description: z.string().trim().max(300, '300 caractères au plus.'),
    description_ar: z.string().trim().max(300, '300 caractères au plus.'),
  })
  .superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (f.amount_type === 'amount') {
      const a = dinars(f.amount, { optional: false });
      if (a === 'bad' || a === null) issue('amount', 'Un montant en dinars, comme 10 ou 2,500 (100 000 DT au plus).');
      else if (a < 1) issue('amount', 'Le montant doit être positif.');
    } else if (!/^\s*\d{1,3}\s*$/.test(f.amount) || Number(f.amount) < 1 || Number(f.amount) > 100) {
      issue('amount', 'Un pourcentage entier de 1 à 100.');
    }
    if (dinars(f.min_purchase, { optional: true }) === 'bad')
      issue('min_purchase', 'Un montant en dinars, comme 50 ou 49,900 (vide : aucun).');
    if (f.amount_type === 'percent') {
      const cap = dinars(f.cap, { optional: true });
      if (cap === 'bad' || cap === 0) issue('cap', 'Un plafond en dinars, comme 5 (vide : sans plafond).');
    }
    if (!/^\s*\d{1,3}\s*$/.test(f.days) || Number(f.days) < 1 || Number(f.days) > 366) issue('days', 'Un nombre de jours de 1 à 366.');
  });
export type OfferForm = z.infer<typeof OfferFormSchema>;

export const emptyOfferForm = (): OfferForm => ({
  kind: 'voucher',
  amount_type: 'amount',
  amount: '',
  min_purchase: '',
  cap: '',
  days: '30',
  label: '',
  label_ar: '',
  description: '',
  description_ar: '',
});

/** The POST body of a checked form: millimes from the dinars' text, the Arabic texts when typed. */
export function formToRequest(f: OfferForm, userId: number, requestId: string): StaffOfferRequest {
  const percent = f.amount_type === 'percent';
  const millimes = (text: string) => dinarsToMillimes(text) ?? 0;
  const body: StaffOfferRequest = {
    user_id: userId,
    kind: f.kind,
    amount_type: f.amount_type,
    amount: percent ? Number(f.amount.trim()) : millimes(f.amount),
    min_purchase: f.min_purchase.trim() ? millimes(f.min_purchase) : 0,
    cap: percent && f.cap.trim() ? millimes(f.cap) : null,
    days: Number(f.days.trim()),
    label: f.label.trim(),
    description: f.description.trim(),
    request_id: requestId,
  };
  if (f.label_ar.trim()) body.label_ar = f.label_ar.trim();
  if (f.description_ar.trim()) body.description_ar = f.description_ar.trim();
  // The contract's own check (the server's): a form that passed here passes there.
  StaffOfferRequest.parse(body);
  return body;
}

/** "10,000 DT" or "15%", as the offer's value reads in the back office (docs/formats.md). */
export function offerValue(o: { amount_type: 'amount' | 'percent'; amount: number }): string {
  return o.amount_type === 'percent' ? formatPercent(o.amount, 'fr') : formatMoney(o.amount, 'fr');
}

/** A fresh request id for one issue (a retry of the same form sends the same one). */
export const newRequestId = (): string => `bo-${crypto.randomUUID().replace(/-/g, '')}`;
