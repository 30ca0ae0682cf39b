import { ApiError } from '../../../lib/api/api-error.ts';
import { describe, expect, it } from 'vitest';
import {
  CampaignFormSchema,
  emptyCampaignForm,
  emptyPrize,
  formPath,
  formToRequest,
  percentToWeight,
  serverErrors,
  totalWeight,
  weightToPercent,
  type CampaignForm,
} from './campaign-form.ts';
import { formToRules, rulesToForm } from './referral-form.ts';

const prize = (over: Partial<ReturnType<typeof emptyPrize>> = {}) => ({
  ...emptyPrize(),
  label: 'Bon de 20 DT',
  label_ar: 'قسيمة',
  amount: '20',
  quantity: '100',
  chances: '50',
  ...over,
});
const form = (over: Partial<CampaignForm> = {}): CampaignForm => ({
  ...emptyCampaignForm(),
  title: 'Secouez pour Noël',
  title_ar: 'رجّ هاتفك',
  starts_at: '2026-12-01T08:00',
  ends_at: '2026-12-24T22:00',
  budget: '1500',
  prizes: [prize()],
  ...over,
});
const messages = (f: CampaignForm) => {
  const r = CampaignFormSchema.safeParse(f);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the campaign form', () => {
  it('takes an empty Arabic title and prize label (the app shows the French), not an empty French one', () => {
    expect(messages(form({ title_ar: '', prizes: [prize({ label_ar: '  ' })] }))).toEqual({});
    expect(formToRequest(form({ title_ar: '', prizes: [prize({ label_ar: '  ' })] }))).toMatchObject({
      title_ar: '',
      prizes: [{ label_ar: '' }],
    });
    expect(messages(form({ title: '', prizes: [prize({ label: '' })] }))).toEqual({
      title: 'Saisissez le titre en français.',
      'prizes.0.label': 'Saisissez le libellé en français.',
    });
  });

  it('reads chances as a percentage with 2 decimals, in 10 000', () => {
    expect(percentToWeight('25,5')).toBe(2550);
    expect(percentToWeight('0.01')).toBe(1);
    expect(percentToWeight('100')).toBe(10_000);
    expect(percentToWeight('12,345')).toBeNull();
    expect(weightToPercent(2550)).toBe('25,50');
    expect(totalWeight([{ chances: '50' }, { chances: '25,5' }, { chances: 'x' }])).toBe(7550);
  });

  it('builds the body: millimes from dinars, a percentage with its cap, hours, Tunis times as typed', () => {
    const body = formToRequest(
      form({
        prizes: [
          prize(),
          prize({
            kind: 'coupon',
            amount_type: 'percent',
            amount: '15',
            cap: '7,5',
            min_purchase: '30',
            label: 'Coupon 15 %',
            valid_days: '14',
            quantity: '50',
            chances: '25,5',
            slot_start: '10',
            slot_end: '22',
          }),
        ],
      }),
    );
    expect(body).toMatchObject({ game: 'shake_win', starts_at: '2026-12-01T08:00', ends_at: '2026-12-24T22:00', budget: 1_500_000 });
    expect(body.prizes).toEqual([
      {
        kind: 'voucher',
        amount_type: 'amount',
        amount: 20_000,
        cap: null,
        min_purchase: 0,
        label: 'Bon de 20 DT',
        label_ar: 'قسيمة',
        valid_days: 30,
        quantity: 100,
        weight: 5_000,
        slot_start: null,
        slot_end: null,
      },
      {
        kind: 'coupon',
        amount_type: 'percent',
        amount: 15,
        cap: 7_500,
        min_purchase: 30_000,
        label: 'Coupon 15 %',
        label_ar: 'قسيمة',
        valid_days: 14,
        quantity: 50,
        weight: 2_550,
        slot_start: 10,
        slot_end: 22,
      },
    ]);
    // A cap typed on a new amount line is not sent.
    expect(formToRequest(form({ prizes: [prize({ cap: '3' })] })).prizes[0]!.cap).toBeNull();
  });

  it('says in French what it can check; the cap of a percentage is the server’s to refuse', () => {
    expect(messages(form())).toEqual({});
    expect(messages(form({ title: ' ' }))).toHaveProperty('title', 'Saisissez le titre en français.');
    expect(messages(form({ budget: 'beaucoup' }))).toHaveProperty('budget');
    expect(messages(form({ starts_at: '' }))).toHaveProperty('starts_at');
    expect(messages(form({ prizes: [prize({ chances: '12,345' })] }))).toHaveProperty('prizes.0.chances');
    expect(messages(form({ prizes: [prize({ amount: '2,3456' })] }))).toHaveProperty('prizes.0.amount');
    expect(messages(form({ prizes: [prize({ slot_start: '25' })] }))).toHaveProperty('prizes.0.slot_start');
    expect(messages(form({ prizes: [prize({ amount_type: 'percent', amount: '15' })] }))).toEqual({});
  });

  it('puts each 422 detail on its field, in French', () => {
    expect(formPath('prizes.1.cap')).toBe('prizes.1.cap');
    expect(formPath('prizes.0.weight')).toBe('prizes.0.chances');
    expect(formPath('prizes.2')).toBe('prizes.2.label');
    expect(formPath('prizes')).toBeNull();
    const error = new ApiError(422, 'CAMPAIGN_INVALID', '3 problem(s)', [
      { path: 'prizes.1.cap', message: 'a percentage needs its cap (what one win may cost)' },
      { path: 'prizes', message: 'the chances add up to 10500 in 10000: at most 10000' },
      { path: 'budget', message: 'below what is already given (27500 millimes)' },
    ]);
    expect(serverErrors(error)).toEqual({
      fields: [
        { path: 'prizes.1.cap', message: 'Un pourcentage demande son plafond.' },
        { path: 'budget', message: 'Le budget ne peut pas descendre sous ce qui est déjà dépensé (27,500 DT).' },
      ],
      general: ['Les chances des lots dépassent 100% (105,00%).'],
    });
  });

  it('reads and writes the referral rules in dinars', () => {
    const rules = { bonus: 5_000, min_purchase: 20_000, valid_days: 30, daily_limit: 10 };
    expect(rulesToForm(rules)).toEqual({ bonus: '5,000', min_purchase: '20,000', valid_days: '30', daily_limit: '10' });
    expect(formToRules({ bonus: '7,5', min_purchase: '25', valid_days: '45', daily_limit: '8' })).toEqual({
      bonus: 7_500,
      min_purchase: 25_000,
      valid_days: 45,
      daily_limit: 8,
    });
  });
});

describe('the campaign form’s kinds (docs/games.md#campaign-kinds)', () => {
  it('sends a game campaign with its game, budget and prizes', () => {
    expect(messages(form())).toEqual({});
    expect(formToRequest(form({ game: 'tap_match' }))).toMatchObject({ kind: 'game', game: 'tap_match', budget: 1_500_000 });
  });

  it('sends a promotion without game, budget nor prizes, whatever the hidden fields hold', () => {
    const daily = form({ kind: 'offre_du_jour', budget: 'abc', prizes: [prize({ label: '', amount: 'x' })] });
    expect(messages(daily)).toEqual({});
    expect(formToRequest(daily)).toMatchObject({ kind: 'offre_du_jour', game: null, budget: 0, prizes: [] });
    expect(formToRequest(form({ kind: 'last_chance' }))).toMatchObject({ kind: 'last_chance', game: null, prizes: [] });
  });

  it('still checks a game’s prize lines and budget', () => {
    expect(messages(form({ budget: 'abc', prizes: [prize({ label: '' })] }))).toEqual({
      budget: 'Un budget en dinars, comme 1000 ou 250,500.',
      'prizes.0.label': 'Saisissez le libellé en français.',
    });
    expect(messages(form({ prizes: Array.from({ length: 21 }, () => prize()) }))).toEqual({ prizes: '20 lots au plus.' });
  });

  it('refuses a kind it does not know', () => {
    expect(messages(form({ kind: 'flash' as CampaignForm['kind'] }))).toHaveProperty('kind');
  });

  it('says the server’s kind refusals in French, on the game field', () => {
    const error = new ApiError(422, 'CAMPAIGN_INVALID', 'x', [
      { path: 'game', message: 'a game campaign needs its game' },
      { path: 'prizes', message: 'only a game campaign has prizes: its players win them' },
    ]);
    expect(serverErrors(error)).toEqual({
      fields: [{ path: 'game', message: 'Choisissez le jeu de la campagne.' }],
      general: ['Seule une campagne de jeu fait gagner des lots.'],
    });
  });
});
