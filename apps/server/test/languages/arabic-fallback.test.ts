/**
 * docs/architecture.md#languages: the texts staff write in both languages are served in Arabic for
 * lang=ar and in French for lang=fr; an Arabic text left empty in the back office (saving stays
 * possible) is served as its French. The tiers' names are in Arabic for lang=ar.
 */
import { parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../admin/staff-helpers.ts';
import { createUser, type TestAccount } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { TEST_NOW } from '../helpers/test-db.ts';
import { removeCampaigns } from '../games/campaign-fixtures.ts';

// Far from the demo campaigns and the other files' clocks: the campaign made here is the one running.
const clock = mutableClock('2027-03-02T09:00');
let app: FastifyInstance;
let marketing: TestStaff;
let shopper: TestAccount;
const campaigns: number[] = [];
const faqs: number[] = [];
const broadcasts: number[] = [];

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: marketing.headers, ...(payload ? { payload } : {}) });
/** Creates a row in the back office (201), its id kept in `ids` for afterAll to remove: the row as answered. */
const create = async (url: string, payload: object, ids: number[]) => {
  const res = await admin('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json();
  ids.push(made.id);
  return made;
};
const get = async (url: string, headers: Record<string, string> = shopper.headers) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  app = await buildTestApp({ clock });
  marketing = await createStaff(app, 'marketing');
  shopper = await createUser(app, { name: 'Leila', lastname: 'Ben Salah' });
});
afterAll(async () => {
  await removeCampaigns(app, campaigns);
  if (faqs.length) await app.database.db.deleteFrom('faq_items').where('id', 'in', faqs).execute();
  if (broadcasts.length) await app.database.db.deleteFrom('broadcasts').where('id', 'in', broadcasts).execute();
  await app.database.db.deleteFrom('users').where('id', '=', shopper.id).execute();
  await app.close();
});

describe('tiers', () => {
  it('the card and the wallet home name the tier in Arabic for lang=ar, as printed for lang=fr', async () => {
    const fr = await get('/wallet/card?lang=fr');
    const ar = await get('/wallet/card?lang=ar');
    expect(fr.tier).toMatchObject({ key: 'classic', label: 'Classic', next: { key: 'silver', label: 'Silver' } });
    expect(ar.tier).toMatchObject({ key: 'classic', label: 'كلاسيك', next: { key: 'silver', label: 'فضّي' } });
    // Without lang, Accept-Language decides.
    const header = await get('/wallet/card', { ...shopper.headers, 'accept-language': 'ar' });
    expect(header.tier.label).toBe('كلاسيك');
    expect((await get('/wallet/home?lang=ar')).tier.label).toBe('كلاسيك');
    expect((await get('/wallet/home?lang=fr')).tier.label).toBe('Classic');
  });
});

describe('campaigns', () => {
  const campaign = (over: { title_ar: string; label_ar: string }) => ({
    game: 'shake_win',
    title: 'Shake & Win du printemps',
    title_ar: over.title_ar,
    description: 'Secouez pour gagner.',
    description_ar: '',
    starts_at: '2027-03-02T08:00',
    ends_at: '2027-03-09T00:00',
    budget: 100_000,
    prizes: [
      {
        kind: 'voucher',
        amount_type: 'amount',
        amount: 5_000,
        label: 'Bon d’achat de 5 DT',
        label_ar: over.label_ar,
        valid_days: 30,
        quantity: 10,
        weight: 100,
      },
    ],
  });

  it('an empty Arabic title, description or prize label is saved as is and served as the French', async () => {
    const made = await create('/campaigns', campaign({ title_ar: '', label_ar: '  ' }), campaigns);
    // The back office sees what was typed: nothing.
    expect(made).toMatchObject({ title_ar: '', description_ar: '' });
    expect(made.prizes[0].label_ar).toBe('');

    const game = await get('/games/shake_win?lang=ar');
    expect(game.campaign).toMatchObject({ id: made.id, title: 'Shake & Win du printemps', title_ar: 'Shake & Win du printemps' });
    expect(game.slots[0]).toMatchObject({ prize: 'Bon d’achat de 5 DT', prize_ar: 'Bon d’achat de 5 DT' });
    const listed = (await get('/campaigns?lang=ar')).items.find((c: { id: number }) => c.id === made.id);
    expect(listed).toMatchObject({ title_ar: 'Shake & Win du printemps', description_ar: 'Secouez pour gagner.' });
  });

  it('an Arabic title and label are served as written', async () => {
    clock.advance(5 * 60_000);
    const made = await create(
      '/campaigns',
      { ...campaign({ title_ar: 'هزّ واربح الربيع', label_ar: 'قسيمة شراء بقيمة 5 د.ت' }), starts_at: '2027-03-02T09:00' },
      campaigns,
    );
    const game = await get('/games/shake_win?lang=ar');
    expect(game.campaign).toMatchObject({ id: made.id, title: 'Shake & Win du printemps', title_ar: 'هزّ واربح الربيع' });
    expect(game.slots[0]).toMatchObject({ prize: 'Bon d’achat de 5 DT', prize_ar: 'قسيمة شراء بقيمة 5 د.ت' });
  });
});

describe('FAQ', () => {
  it('an item saved without its Arabic shows its French in Arabic; one with its Arabic shows it', async () => {
    const faq = (question_fr: string, question_ar: string, answer_fr: string, answer_ar: string) =>
      create('/faq', { question_fr, question_ar, answer_fr, answer_ar }, faqs);
    await faq('Puis-je payer en plusieurs fois ?', '', 'Oui, pour l’électroménager.', '');
    await faq('Où trouver mes bons d’achat ?', 'أين أجد قسائم الشراء؟', 'Dans Mes bénéfices.', 'في امتيازاتي.');

    type Item = { question: string; answer: string };
    const fr: Item[] = (await get('/faq?lang=fr', {})).items;
    const ar: Item[] = (await get('/faq?lang=ar', {})).items;
    expect(fr).toContainEqual(
      expect.objectContaining({ question: 'Puis-je payer en plusieurs fois ?', answer: 'Oui, pour l’électroménager.' }),
    );
    expect(ar).toContainEqual(
      expect.objectContaining({ question: 'Puis-je payer en plusieurs fois ?', answer: 'Oui, pour l’électroménager.' }),
    );
    expect(fr).toContainEqual(expect.objectContaining({ question: 'Où trouver mes bons d’achat ?' }));
    expect(ar).toContainEqual(expect.objectContaining({ question: 'أين أجد قسائم الشراء؟', answer: 'في امتيازاتي.' }));
    expect(ar).not.toContainEqual(expect.objectContaining({ question: 'Où trouver mes bons d’achat ?' }));
  });
});

describe('broadcasts', () => {
  it('a draft without its Arabic is saved; Arabic readers get the French, the Arabic when written', async () => {
    const draft = {
      title_fr: 'Promos du week-end',
      title_ar: '',
      body_fr: 'Jusqu’à -30 % sur les fruits.',
      body_ar: ' ',
      topic: 'promos',
      audience: 'all',
      audience_value: null,
    };
    const bare = await create('/broadcasts', draft, broadcasts);
    expect(bare).toMatchObject({ title_ar: '', body_ar: '' });
    const preview = (await admin('GET', `/broadcasts/${bare.id}/preview`)).json();
    expect(preview.fr).toEqual({ title: 'Promos du week-end', body: 'Jusqu’à -30 % sur les fruits.' });
    expect(preview.ar).toEqual({ title: 'Promos du week-end', body: 'Jusqu’à -30 % sur les fruits.' });

    const written = await create(
      '/broadcasts',
      { ...draft, title_ar: 'عروض نهاية الأسبوع', body_ar: 'تخفيض يصل إلى 30 % على الغلال.' },
      broadcasts,
    );
    const both = (await admin('GET', `/broadcasts/${written.id}/preview`)).json();
    expect(both.ar).toEqual({ title: 'عروض نهاية الأسبوع', body: 'تخفيض يصل إلى 30 % على الغلال.' });
    expect(both.fr.title).toBe('Promos du week-end');
  });
});

describe('wallet offers', () => {
  it('an offer issued without its Arabic shows its French label and description in Arabic', async () => {
    const issue = (over: object) =>
      admin('POST', '/wallet/offers', {
        user_id: shopper.id,
        kind: 'voucher',
        amount_type: 'amount',
        amount: 7_000,
        days: 10,
        label: 'Geste commercial',
        description: 'Offert par le service client.',
        request_id: `arabic-${Math.random().toString(36).slice(2, 12)}`,
        ...over,
      });
    const bare = await issue({});
    expect(bare.statusCode, bare.body).toBe(201);
    const full = await issue({ label: 'Merci', label_ar: 'شكرا', description: 'Un cadeau.', description_ar: 'هدية.' });
    expect(full.statusCode, full.body).toBe(201);

    type Offer = { id: number; label: string; description: string };
    const ar: Offer[] = (await get('/wallet/offers?lang=ar')).items;
    const fr: Offer[] = (await get('/wallet/offers?lang=fr')).items;
    expect(ar.find((o) => o.id === bare.json().id)).toMatchObject({
      label: 'Geste commercial',
      description: 'Offert par le service client.',
    });
    expect(ar.find((o) => o.id === full.json().id)).toMatchObject({ label: 'شكرا', description: 'هدية.' });
    expect(fr.find((o) => o.id === full.json().id)).toMatchObject({ label: 'Merci', description: 'Un cadeau.' });
  });
});

describe('catalogues', () => {
  it('a catalogue whose Arabic title is emptied shows its French title in Arabic', async () => {
    // Back to the seeded week, with a staff member signed in then.
    clock.set(parseTunisDateTime(TEST_NOW)!);
    marketing = await createStaff(app, 'marketing');
    const listed = (await get('/catalogues?lang=fr', {})).items as { id: number; name: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const { id, name } = listed[0]!;
    const before = (await admin('GET', `/catalogues/${id}`)).json();
    expect(before.name_ar).toBeTruthy();
    expect((await get('/catalogues?lang=ar', {})).items.find((c: { id: number }) => c.id === id).name).toBe(before.name_ar);
    try {
      const emptied = await admin('PATCH', `/catalogues/${id}`, { name_ar: '' });
      expect(emptied.statusCode, emptied.body).toBe(200);
      expect(emptied.json().name_ar || '').toBe('');
      // The response cache sees the write once it reads the data versions again, a second later (docs/cache.md#data-versions).
      await expect
        .poll(async () => {
          clock.advance(1_100);
          return (await get('/catalogues?lang=ar', {})).items.find((c: { id: number }) => c.id === id).name;
        })
        .toBe(name);
      expect((await get('/catalogues?lang=fr', {})).items.find((c: { id: number }) => c.id === id).name).toBe(name);
    } finally {
      await admin('PATCH', `/catalogues/${id}`, { name_ar: before.name_ar });
    }
  });
});
