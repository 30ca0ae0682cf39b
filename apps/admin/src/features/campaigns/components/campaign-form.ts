import { CampaignInput, type AdminCampaign, type GameKey } from '@qadhya/contracts';
import { formatMoney, formatPercent } from '@qadhya/domain';
import { percentOfWeight } from '../model/labels.ts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { dinarsToMillimes, millimesToDinars } from '../../../lib/forms/dinars.ts';

/**
 * The campaign form (docs/games.md#back-office): money typed in dinars (3 decimals) and sent as
 * integer millimes, chances typed as a percentage (2 decimals) and sent in 10 000, Tunis times as
 * the datetime-local inputs give them ('YYYY-MM-DDTHH:mm'). What only the server can judge (a
 * percentage's cap, the slot's hours, what was already given) comes back as 422 details, shown on
 * the field they name.
 */
const PERCENT_2 = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/;
const WHOLE = /^\s*\d{1,7}\s*$/;
const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '12,5' → 1250 (in 10 000); null when it is not a percentage with at most 2 decimals. */
export function percentToWeight(text: string): number | null {
  const m = PERCENT_2.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12,50'. */
export const weightToPercent = (weight: number) => (weight / 100).toFixed(2).replace('.', ',');

const Prize = z
  .object({
    id: z.number().nullable(),
    awarded: z.number(),
    kind: z.enum(['coupon', 'voucher']),
    amount_type: z.enum(['amount', 'percent']),
    amount: z.string(),
    cap: z.string(),
    min_purchase: z.string(),
    label: z.string().trim().min(1, 'Saisissez le libellé en français.').max(80, '80 caractères au plus.'),
    label_ar: z.string().trim().max(80, '80 caractères au plus.'),
    valid_days: z.string(),
    quantity: z.string(),
    chances: z.string(),
    slot_start: z.string(),
    slot_end: z.string(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.amount_type === 'amount') {
      const a = dinarsToMillimes(p.amount);
      if (a === null || a < 1 || a > 10_000_000) issue('amount', 'Un montant en dinars, comme 20 ou 2,500.');
    } else if (!/^\s*\d{1,3}\s*$/.test(p.amount) || Number(p.amount) < 1) {
      issue('amount', 'Un pourcentage entier, comme 15.');
    }
    if (p.cap.trim()) {
      const cap = dinarsToMillimes(p.cap);
      if (cap === null || cap < 1 || cap > 10_000_000) issue('cap', 'Un plafond en dinars, comme 5 ou 7,500.');
    }
    if (p.min_purchase.trim() && dinarsToMillimes(p.min_purchase) === null)
      issue('min_purchase', 'Un montant en dinars, comme 50 (vide : aucun).');
    if (!WHOLE.test(p.valid_days) || Number(p.valid_days) < 1 || Number(p.valid_days) > 365)
      issue('valid_days', 'Un nombre de jours de 1 à 365.');
    if (!WHOLE.test(p.quantity) || Number(p.quantity) > 1_000_000) issue('quantity', 'Un nombre entier (0 à 1 000 000).');
    const w = percentToWeight(p.chances);
    if (w === null || w > 10_000) issue('chances', 'Un pourcentage de 0 à 100, 2 décimales au plus (comme 12,5).');
    for (const key of ['slot_start', 'slot_end'] as const) {
      const v = p[key];
      if (v.trim() && (!/^\s*\d{1,2}\s*$/.test(v) || Number(v) > (key === 'slot_start' ? 23 : 24)))
        issue(key, key === 'slot_start' ? 'Une heure de 0 à 23.' : 'Une heure de 0 à 24.');
    }
  });
export type PrizeForm = z.infer<typeof Prize>;

export const CampaignFormSchema = z
  .object({
    /** A game, or a promotion (docs/games.md#campaign-kinds): only a game has its game, budget and prizes. */
    kind: z.enum(['game', 'offre_du_jour', 'last_chance']),
    game: z.enum(['shake_win', 'tap_match', 'panier_chrono', 'attrape_promo', 'trouve_intrus']),
    title: z.string().trim().min(1, 'Saisissez le titre en français.').max(120, '120 caractères au plus.'),
    title_ar: z.string().trim().max(120, '120 caractères au plus.'),
    description: z.string().trim().max(600, '600 caractères au plus.'),
    description_ar: z.string().trim().max(600, '600 caractères au plus.'),
    starts_at: z.string().regex(WALL, 'Choisissez la date et l’heure de début.'),
    ends_at: z.string().regex(WALL, 'Choisissez la date et l’heure de fin.'),
    budget: z.string(),
    // Checked line by line below, for a game only.
    prizes: z.custom<PrizeForm[]>((v) => Array.isArray(v)),
  })
  .superRefine((f, ctx) => {
    // A promotion draws nothing: its budget and prize lines are neither shown, checked nor sent.
    if (f.kind !== 'game') return;
    if (f.prizes.length > 20) ctx.addIssue({ code: 'custom', path: ['prizes'], message: '20 lots au plus.' });
    f.prizes.forEach((line, i) => {
      const checked = Prize.safeParse(line);
      if (!checked.success)
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', path: ['prizes', i, ...issue.path], message: issue.message });
    });
    const b = dinarsToMillimes(f.budget);
    if (b === null || b > 1_000_000_000)
      ctx.addIssue({ code: 'custom', path: ['budget'], message: 'Un budget en dinars, comme 1000 ou 250,500.' });
  });
export type CampaignForm = z.infer<typeof CampaignFormSchema>;

export const emptyPrize = (): PrizeForm => ({
  id: null,
  awarded: 0,
  kind: 'voucher',
  amount_type: 'amount',
  amount: '',
  cap: '',
  min_purchase: '',
  label: '',
  label_ar: '',
  valid_days: '30',
  quantity: '',
  chances: '',
  slot_start: '',
  slot_end: '',
});

export const emptyCampaignForm = (game: GameKey = 'shake_win'): CampaignForm => ({
  kind: 'game',
  game,
  title: '',
  title_ar: '',
  description: '',
  description_ar: '',
  starts_at: '',
  ends_at: '',
  budget: '',
  prizes: [emptyPrize()],
});

const dinarsOrEmpty = (m: number | null) => (m ? millimesToDinars(m) : '');

export function campaignToForm(c: AdminCampaign): CampaignForm {
  return {
    kind: c.kind,
    // The field is hidden for a promotion; a game chosen later starts from the first.
    game: c.game ?? 'shake_win',
    title: c.title,
    title_ar: c.title_ar,
    description: c.description,
    description_ar: c.description_ar,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    budget: millimesToDinars(c.budget),
    prizes: c.prizes.map((p) => ({
      id: p.id,
      awarded: p.awarded,
      kind: p.kind,
      amount_type: p.amount_type,
      amount: p.amount_type === 'percent' ? String(p.amount) : millimesToDinars(p.amount),
      cap: dinarsOrEmpty(p.cap),
      min_purchase: dinarsOrEmpty(p.min_purchase),
      label: p.label,
      label_ar: p.label_ar,
      valid_days: String(p.valid_days),
      quantity: String(p.quantity),
      chances: weightToPercent(p.weight),
      slot_start: p.slot_start === null ? '' : String(p.slot_start),
      slot_end: p.slot_end === null ? '' : String(p.slot_end),
    })),
  };
}

const hour = (text: string) => (text.trim() ? Number(text.trim()) : null);

/** The POST/PUT body of a checked form. */
export function formToRequest(f: CampaignForm): CampaignInput {
  const millimes = (text: string) => dinarsToMillimes(text) ?? 0;
  const game = f.kind === 'game';
  const body: CampaignInput = {
    kind: f.kind,
    game: game ? f.game : null,
    title: f.title.trim(),
    title_ar: f.title_ar.trim(),
    description: f.description.trim(),
    description_ar: f.description_ar.trim(),
    starts_at: f.starts_at,
    ends_at: f.ends_at,
    budget: game ? millimes(f.budget) : 0,
    prizes: (game ? f.prizes : []).map((p) => {
      const percent = p.amount_type === 'percent';
      return {
        kind: p.kind,
        amount_type: p.amount_type,
        amount: percent ? Number(p.amount.trim()) : millimes(p.amount),
        // A cap only means something for a percentage (an existing line keeps its own).
        cap: p.cap.trim() && (percent || p.id !== null) ? millimes(p.cap) : null,
        min_purchase: p.min_purchase.trim() ? millimes(p.min_purchase) : 0,
        label: p.label.trim(),
        label_ar: p.label_ar.trim(),
        valid_days: Number(p.valid_days.trim()),
        quantity: Number(p.quantity.trim()),
        weight: percentToWeight(p.chances) ?? 0,
        slot_start: hour(p.slot_start),
        slot_end: hour(p.slot_end),
      };
    }),
  };
  // The contract's own check (the server's shape): a form that passed here has the right shape there.
  CampaignInput.parse(body);
  return body;
}

/** The sum of the rows' chances in 10 000 (what can be read of them). */
export const totalWeight = (prizes: { chances: string }[]) => prizes.reduce((sum, p) => sum + (percentToWeight(p.chances) ?? 0), 0);

/** A server path of a 422 ('prizes.0.weight') as the form's field ('prizes.0.chances'); null for the whole form. */
export function formPath(path: string): string | null {
  const m = /^prizes\.(\d+)\.(\w+)$/.exec(path);
  if (m) return `prizes.${m[1]}.${m[2] === 'weight' ? 'chances' : m[2]}`;
  if (/^prizes\.\d+$/.test(path)) return `${path}.label`;
  if (['kind', 'game', 'title', 'title_ar', 'description', 'description_ar', 'starts_at', 'ends_at', 'budget'].includes(path)) return path;
  return null;
}

/** The server's sentence in French. */
export function frenchServerMessage(path: string, message: string): string {
  const field = path.split('.').pop() ?? '';
  if (path === 'prizes' && /chances add up/.test(message)) {
    const w = /add up to (\d+)/.exec(message)?.[1];
    return `Les chances des lots dépassent ${formatPercent(100, 'fr')}${w ? ` (${percentOfWeight(Number(w))})` : ''}.`;
  }
  if (/needs its cap/.test(message)) return 'Un pourcentage demande son plafond.';
  if (/percentage is at most 100/.test(message)) return 'Un pourcentage va de 1 à 100.';
  if (/both hours/.test(message)) return 'Donnez les deux heures du créneau, ou aucune.';
  if (/slot ends before/.test(message)) return 'Le créneau finit avant de commencer.';
  if (/must be after starts_at/.test(message)) return 'La fin doit venir après le début.';
  if (/not a real Tunis time/.test(message)) return 'Cette date n’existe pas à Tunis.';
  if (/stopped campaign/.test(message)) return 'Une campagne arrêtée ne se modifie plus.';
  if (/a game campaign needs its game/.test(message)) return 'Choisissez le jeu de la campagne.';
  if (/only a game campaign has a game/.test(message)) return 'Seule une campagne de jeu a un jeu.';
  if (/only a game campaign has prizes/.test(message)) return 'Seule une campagne de jeu fait gagner des lots.';
  if (/game of a campaign already played/.test(message)) return 'Le jeu d’une campagne déjà jouée ne change plus.';
  if (/terms of a prize already given/.test(message))
    return 'Ce lot a déjà été gagné : son type et sa valeur restent (ajoutez plutôt une ligne).';
  if (/already given .* it stays/.test(message)) return 'Ce lot a déjà été gagné : il reste (mettez ses chances à 0 pour l’arrêter).';
  const below = /below what is already given \((\d+)(?: millimes)?\)/.exec(message);
  if (below)
    return field === 'budget'
      ? `Le budget ne peut pas descendre sous ce qui est déjà dépensé (${formatMoney(Number(below[1]), 'fr')}).`
      : `Pas moins que ce qui a déjà été gagné (${below[1]}).`;
  return message;
}

/** The 422's details: by form field, and those of the whole form. */
export function serverErrors(error: unknown): { fields: { path: string; message: string }[]; general: string[] } {
  const fields: { path: string; message: string }[] = [];
  const general: string[] = [];
  if (!isApiError(error) || !error.details) return { fields, general };
  for (const d of error.details) {
    const path = d.path ?? '';
    const text = frenchServerMessage(path, d.message);
    const target = formPath(path);
    if (target) fields.push({ path: target, message: text });
    else general.push(text);
  }
  return { fields, general };
}
