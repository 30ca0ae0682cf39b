/**
 * The texts the server writes for a person (slot labels, SMS, inbox messages, pushes, e-mails, PDF
 * tickets, media tiles) write their figures with the domain formats, in the reader's language
 * (docs/formats.md): « DT » / « د.ت », dd/mm/yyyy, 24-hour times, one percent sign.
 */
import { withoutIsolates, type WalletRules } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { smsText } from '../../src/modules/auth/otp.service.ts';
import { slotLabel } from '../../src/modules/games/games.service.ts';
import { daysAr, welcomeTexts } from '../../src/modules/ledger/offer-terms.ts';
import { fullDate, weekLong, weekLongAr, weekShort, weekShortAr } from '../../src/modules/media/render/dates.ts';
import { drawRtl, visualRuns } from '../../src/modules/media/render/rtl-text.ts';
import { tile, type TileData } from '../../src/modules/media/render/tile.ts';
import { simMessage } from '../../src/modules/mobile-offer/sim-texts.ts';
import { IDEA_RETAINED_MESSAGE, IDEA_VOUCHER } from '../../src/modules/support-admin/idea-voucher.ts';
import { printable, ticketPdf } from '../../src/modules/wallet/ticket-pdf.ts';
import { pdfText } from '../wallet/pdf-text.ts';
import { ticketDetail } from '../wallet/ticket-detail.ts';

describe('games: a gift slot’s hours', () => {
  it('French: « 14:00 – 16:00 », « Toute la journée »', () => {
    expect(slotLabel({ slot_start: 14, slot_end: 16 }, 'fr')).toBe('14:00 – 16:00');
    expect(slotLabel({ slot_start: 8, slot_end: 24 }, 'fr')).toBe('08:00 – 24:00');
    expect(slotLabel({ slot_start: null, slot_end: null }, 'fr')).toBe('Toute la journée');
  });

  it('Arabic: the same range, each time isolated; « طوال اليوم »', () => {
    expect(slotLabel({ slot_start: 14, slot_end: 16 }, 'ar')).toBe('\u206614:00\u2069 – \u206616:00\u2069');
    expect(withoutIsolates(slotLabel({ slot_start: 10, slot_end: 12 }, 'ar'))).toBe('10:00 – 12:00');
    expect(slotLabel({ slot_start: null, slot_end: null }, 'ar')).toBe('طوال اليوم');
  });
});

describe('offers: the welcome coupon and the idea voucher', () => {
  const rules = { welcomePercent: 10, welcomeCap: 20_000, welcomeDays: 7 } as unknown as WalletRules;

  it('the welcome coupon: « 10% », « 20 DT » / « 20 د.ت », never « ٪ » or « DT » in Arabic', () => {
    const t = welcomeTexts(rules);
    expect(t.description).toBe('10% de remise sur votre premier achat, plafonnée à 20 DT, valable 7 jours.');
    expect(withoutIsolates(t.description_ar)).toBe('تخفيض 10% على أول عملية شراء، بحد أقصى 20 د.ت، صالح لمدة 7 أيام.');
    expect(t.description_ar).toContain('\u206620\u2069\u00a0د.ت');
  });

  it('days in Arabic: the dual, « أيام » for 3 to 10, « يوما » above', () => {
    expect([1, 2, 3, 10, 11, 30].map((n) => withoutIsolates(daysAr(n)))).toEqual([
      'يوم واحد',
      'يومين',
      '3 أيام',
      '10 أيام',
      '11 يوما',
      '30 يوما',
    ]);
  });

  it('the idea voucher and its message: « 5 DT » / « 5 د.ت », 30 days', () => {
    expect(IDEA_VOUCHER.description).toBe('Votre idée a été retenue : 5 DT de remise sur votre prochain achat, valable 30 jours.');
    expect(withoutIsolates(IDEA_VOUCHER.description_ar)).toBe('تم اعتماد فكرتك: تخفيض 5 د.ت على عملية الشراء القادمة، صالح لمدة 30 يوما.');
    expect(IDEA_RETAINED_MESSAGE.body_fr).toBe('Merci ! Un bon d’achat de 5 DT vous attend dans vos bons d’achat, valable 30 jours.');
    expect(withoutIsolates(IDEA_RETAINED_MESSAGE.body_ar)).toBe(
      'شكرا! قسيمة شراء بقيمة 5 د.ت في انتظارك ضمن قسائم الشراء، صالحة لمدة 30 يوما.',
    );
  });
});

describe('the ticket PDF (French, Helvetica)', () => {
  const ticket = ticketDetail({
    store: 'Qadhya Lac',
    store_address: 'Les Berges du Lac',
    lines: [{ sku: 'A', name: 'Téléviseur', quantity: 1, unit_price: 1_234_500, discount: 0, total: 1_234_500, catalogue_bonus: false }],
    total: 1_234_500,
    discount: 3_000,
    offer: null,
    payment: 'Carte',
  });

  it('prints formatMoney’s and formatDateTime’s French forms, with no isolate and no « ? » for the narrow space', async () => {
    const text = pdfText(await ticketPdf(ticket, { compress: false }));
    expect(text).toContain('1\u00a0234,500 DT');
    expect(text).toContain('-3,000 DT');
    expect(text).toContain('1\u00a0231,500 DT');
    expect(text).toContain('30/11/2026 14:05');
    expect(text).toContain('1\u00a0231');
    expect(text).not.toMatch(/\?|[\u2066-\u2069\u202f]/);
  });

  it('keeps a stray isolate or narrow space out of Helvetica', () => {
    expect(printable('\u20661\u202f234,500\u2069 DT')).toBe('1\u00a0234,500 DT');
  });
});

describe('the one-time code SMS', () => {
  it('French and Arabic, the minutes counted with formatNumber; the code bare digits', () => {
    expect(smsText('12345', 600, 'fr')).toBe('Qadhya : votre code de vérification est 12345. Il expire dans 10 minutes.');
    expect(smsText('12345', 600, 'ar')).toBe('قضيّة: رمز التحقّق الخاص بك هو 12345. تنتهي صلاحيته بعد \u206610\u2069 دقائق.');
    expect(withoutIsolates(smsText('12345', 900, 'ar'))).toContain('بعد 15 دقيقة.');
    expect(smsText('12345', 60, 'ar')).toContain('بعد دقيقة واحدة.');
  });
});

describe('a SIM reservation’s messages', () => {
  it('isolate the masked line in Arabic only', () => {
    const m = simMessage('recue', { action: 'Portabilité', line: '22123456', storename: null, note: null });
    expect(m.body_fr).toContain('ligne •••••456)');
    expect(m.body_ar).toContain('الخط \u2066•••••456\u2069)');
  });
});

describe('the flyer (media render)', () => {
  const t: TileData = {
    sku: 'X1',
    name: 'Huile Zouitina 1L',
    marque: null,
    size: null,
    pack: 'bottle',
    category_id: 0,
    x: 10,
    y: 70,
    w: 100,
    h: 130,
    price: 12_500,
    old_price: 15_000,
    remise: 17,
  } as TileData;

  it('French tile: « 12,500 » and « DT », the struck « 15,000 DT », the « -17% » badge', () => {
    const svg = tile(t, 'fr');
    expect(svg).toMatch(/>12,500<\/tspan><tspan[^>]*> DT<\/tspan>/);
    expect(svg).toContain('>15,000 DT</text>');
    expect(svg).toContain('>-17%</text>');
  });

  it('Arabic tile: « د.ت » drawn as outlines beside the figures, never « DT », the same badge', () => {
    const svg = tile(t, 'ar');
    expect(svg).toContain('aria-label="د.ت"');
    expect(svg).toContain('aria-label="15,000 د.ت"');
    expect(svg).toContain('>12,500</text>');
    expect(svg).toContain('>-17%</text>');
    expect(svg).not.toMatch(/DT|٪|[\u2066-\u2069]/);
  });

  it('dates: dd/mm(/yyyy) and the months of each language; isolates order the Arabic outlines, never drawn', () => {
    expect(weekShort('2026-11-25', '2026-12-01')).toBe('Semaine du 25/11 au 01/12');
    expect(weekLong('2026-11-25', '2026-12-01')).toBe('Semaine du 25 novembre au 1er décembre');
    expect(fullDate('2026-12-01')).toBe('01/12/2026');
    expect(withoutIsolates(weekLongAr('2026-11-25', '2026-12-01'))).toBe('أسبوع من 25 نوفمبر إلى 1 ديسمبر');
    expect(weekShortAr('2026-11-18', '2026-11-24')).toBe('أسبوع من \u206618/11\u2069 إلى \u206624/11\u2069');
    const runs = visualRuns(weekShortAr('2026-11-18', '2026-11-24'));
    expect(runs.map((x) => x.text.trim())).toEqual(['24/11', 'إلى', '18/11', 'أسبوع من']);
    expect(drawRtl(0, 10, fullDate('2026-12-01', 'ar'), { size: 8, fill: '#000' })).toContain('aria-label="01/12/2026"');
  });
});
