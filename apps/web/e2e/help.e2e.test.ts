/**
 * Issue 18, help for shoppers (docs/help.md#screens) against the real server: the hub's cards; the
 * FAQ from the server (one item open at a time, search); signalement with a real photo file →
 * reclamation (and a file that is not an image refused); idea → suggestion; contact that fails
 * once (the send intercepted) keeps every field and says so, then succeeds; a draft survives a
 * reload; note: a review made, listed and deleted. Visitors: sign-in prompt on signalement, a guest
 * review. Screenshots help-<screen>-<fr|ar>, axe-core (serious/critical) in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MyReviewPage } from '@qadhya/contracts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, signUpViaApi, type TestAccount } from './helpers/accounts.ts';
import { expectNoBlockingViolations } from './helpers/axe.ts';
import { phoneSession, shopperPage } from './helpers/phone-session.ts';
import { screenshot } from './helpers/screenshots.ts';

const baseURL = inject('baseURL');
const phones = phoneSession(baseURL);
type Lang = 'fr' | 'ar';
const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../public/icons/icon-192.png'));

let nadia: TestAccount;

beforeAll(async () => {
  nadia = await signUpViaApi(baseURL, { name: 'Nadia', lastname: 'Trabelsi', password: 'nadia-aide-1', email: 'nadia@example.tn' });
});

const phone = (account: TestAccount | null, lang: Lang = 'fr') => shopperPage(phones, account, lang);

describe('help hub and FAQ', () => {
  it('the hub leads to the FAQ, signalement, idea, contact and note; the FAQ opens one item at a time and searches (fr)', async () => {
    const page = await phone(null);
    await page.goto('/layout/assistance_aide');
    await page.getByTestId('assistance-page').waitFor();
    for (const card of ['faq', 'report', 'idea', 'contact', 'note']) expect(await page.getByTestId(`help-card-${card}`).count()).toBe(1);
    await screenshot(page, 'help-assistance-fr');
    await expectNoBlockingViolations(page, 'assistance_aide (fr)');
    await page.getByTestId('help-card-faq').click();
    await page.waitForURL('**/layout/faq');
    await page.getByTestId('faq-item').nth(9).waitFor();
    const questions = page.getByTestId('faq-question');
    expect(await questions.first().innerText()).toBe("Comment me connecter à l'application ?");
    expect(await page.locator('[data-testid="faq-answer"]:visible').count()).toBe(0);
    await questions.nth(0).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-testid="faq-answer"]:visible').count()).toBe(1);
    await questions.nth(2).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-testid="faq-answer"]:visible').innerText()).toContain('identifiant à 8 chiffres');
    await screenshot(page, 'help-faq-fr');
    await expectNoBlockingViolations(page, 'faq (fr)');
    // Accent- and case-insensitive search, from the server.
    await page.getByTestId('faq-search').fill('DERNIERE chance');
    await expect.poll(() => page.getByTestId('faq-item').count()).toBe(1);
    expect(await questions.first().innerText()).toBe("Qu'est-ce que « Dernière chance » ?");
    await page.getByTestId('faq-search').fill('zzqqxx');
    await page.getByText('Aucune question ne correspond à votre recherche.').waitFor();
  });

  it('the hub and FAQ in Arabic (RTL)', async () => {
    const page = await phone(null, 'ar');
    await page.goto('/layout/assistance_aide');
    await page.getByTestId('assistance-page').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'help-assistance-ar');
    await expectNoBlockingViolations(page, 'assistance_aide (ar)');
    await page.goto('/layout/faq');
    await page.getByTestId('faq-item').first().waitFor();
    await page.getByTestId('faq-question').first().click();
    expect(await page.getByTestId('faq-question').first().innerText()).toMatch(/[\u0600-\u06ff]/);
    await screenshot(page, 'help-faq-ar');
    await expectNoBlockingViolations(page, 'faq (ar)');
  });
});

describe('signalement and idea', () => {
  it('a visitor is asked to sign in to report', async () => {
    const page = await phone(null);
    await page.goto('/layout/signalement');
    await page.getByTestId('sign-in-prompt').waitFor();
    expect(await page.getByTestId('sign-in-link').getAttribute('href')).toBe('/login');
  });

  it('signalement: the spec’s messages, a non-image refused, a real photo → reclamation (fr)', async () => {
    const page = await phone(nadia);
    await page.goto('/layout/signalement');
    await page.getByTestId('signalement-page').waitFor();
    await page.getByTestId('report-submit').click();
    expect(await page.getByTestId('report-type-error').innerText()).toBe('Veuillez choisir un type');
    expect(await page.getByTestId('report-description-error').innerText()).toBe('La description doit contenir au moins 10 caractères');
    expect(await page.getByTestId('report-store-error').innerText()).toBe('Le lieu est requis');
    expect(await page.getByTestId('report-photo-error').innerText()).toBe('La photo est requise');
    await page.getByTestId('report-type-produits').check();
    await page.getByTestId('report-description').fill('Étiquette');
    expect(await page.getByTestId('report-description-error').innerText()).toBe('La description doit contenir au moins 10 caractères');
    await page.getByTestId('report-description').fill('Le prix en rayon ne correspond pas à la caisse');
    expect(await page.getByTestId('report-description-error').count()).toBe(0);
    // The store list is searchable.
    await page.locator('[data-testid="report-store"] option').nth(2).waitFor({ state: 'attached' });
    const all = await page.locator('[data-testid="report-store"] option').count();
    const second = (await page.locator('[data-testid="report-store"] option').nth(1).innerText()).split(' — ')[0]!;
    await page.getByTestId('report-store-search').fill(second);
    await expect.poll(() => page.locator('[data-testid="report-store"] option').count()).toBeLessThan(all);
    const code = await page.locator('[data-testid="report-store"] option').nth(1).getAttribute('value');
    await page.getByTestId('report-store').selectOption(code!);
    // Not an image: refused on the phone, nothing sent.
    await page
      .getByTestId('report-photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
    expect(await page.getByTestId('report-photo-error').innerText()).toBe('Seules les images sont acceptées (JPEG, PNG ou WebP).');
    await page.getByTestId('report-photo').setInputFiles({ name: 'rayon.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('report-photo-preview').waitFor();
    expect(await page.getByTestId('report-photo-error').count()).toBe(0);
    await screenshot(page, 'help-signalement-fr');
    await expectNoBlockingViolations(page, 'signalement (fr)');
    await page.getByTestId('report-submit').click();
    await page.waitForURL('**/layout/reclamation');
    await page.getByTestId('reclamation-page').waitFor();
    expect(await page.getByTestId('reclamation-page').getByRole('heading', { level: 2 }).innerText()).toBe('Merci pour votre signalement');
    await screenshot(page, 'help-reclamation-fr');
    await expectNoBlockingViolations(page, 'reclamation (fr)');
  });

  it('signalement in Arabic (RTL)', async () => {
    const page = await phone(nadia, 'ar');
    await page.goto('/layout/signalement');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-type-error').waitFor();
    expect(await page.getByTestId('report-type-error').innerText()).toBe('يرجى اختيار النوع');
    await screenshot(page, 'help-signalement-ar');
    await expectNoBlockingViolations(page, 'signalement (ar)');
  });

  it('idea: the voucher note, the rules, then → suggestion (fr) and in Arabic', async () => {
    const page = await phone(nadia);
    await page.goto('/layout/idea');
    await page.getByTestId('idea-page').waitFor();
    expect(await page.getByTestId('idea-page').getByRole('heading', { level: 2 }).innerText()).toBe('Partagez avec nous une amélioration');
    expect(await page.getByTestId('idea-voucher').innerText()).toContain('bon d’achat');
    await page.getByTestId('idea-submit').click();
    expect(await page.getByTestId('idea-title-error').innerText()).toBe('Le titre est requis');
    expect(await page.getByTestId('idea-description-error').innerText()).toBe('La description doit contenir au moins 10 caractères');
    expect(await page.getByTestId('idea-terms-error').innerText()).toBe('Vous devez accepter pour continuer.');
    await page.getByTestId('idea-title').fill('Caisse express le samedi');
    await page.getByTestId('idea-description').fill('Ouvrir une caisse rapide pour moins de dix articles');
    await page.getByTestId('idea-terms').check();
    await screenshot(page, 'help-idea-fr');
    await expectNoBlockingViolations(page, 'idea (fr)');
    await page.getByTestId('idea-submit').click();
    await page.waitForURL('**/layout/suggestion');
    expect(await page.getByTestId('suggestion-page').getByRole('heading', { level: 2 }).innerText()).toBe('Merci pour votre idée !');
    await screenshot(page, 'help-suggestion-fr');
    await expectNoBlockingViolations(page, 'suggestion (fr)');

    const ar = await phone(nadia, 'ar');
    await ar.goto('/layout/idea');
    await ar.getByTestId('idea-submit').click();
    await ar.getByTestId('idea-terms-error').waitFor();
    await screenshot(ar, 'help-idea-ar');
    await expectNoBlockingViolations(ar, 'idea (ar)');
    await ar.getByTestId('idea-title').fill('صندوق سريع يوم السبت');
    await ar.getByTestId('idea-description').fill('فتح صندوق سريع لأقل من عشرة منتجات');
    await ar.getByTestId('idea-terms').check();
    await ar.getByTestId('idea-submit').click();
    await ar.waitForURL('**/layout/suggestion');
    await ar.getByTestId('suggestion-page').waitFor();
    // A reload keeps the thanks: the history entry still says the idea was sent.
    await ar.reload();
    await ar.getByTestId('suggestion-page').waitFor();
    await screenshot(ar, 'help-suggestion-ar');
  });
});

describe('thank-you pages reached without a sending (issue 33)', () => {
  it('/layout/reclamation and /layout/suggestion opened directly show their form, not « Merci … » (fr and ar)', async () => {
    for (const lang of ['fr', 'ar'] as const) {
      const page = await phone(nadia, lang);
      await page.goto('/layout/reclamation');
      await page.waitForURL('**/layout/signalement');
      await page.getByTestId('signalement-page').waitFor();
      expect(await page.getByTestId('reclamation-page').count()).toBe(0);
      await page.goto('/layout/suggestion');
      await page.waitForURL('**/layout/idea');
      await page.getByTestId('idea-page').waitFor();
      expect(await page.getByTestId('suggestion-page').count()).toBe(0);
      await page.context().close();
    }
  });

  it('a visitor opening /layout/reclamation is asked to sign in to report', async () => {
    const page = await phone(null);
    await page.goto('/layout/reclamation');
    await page.waitForURL('**/layout/signalement');
    await page.getByTestId('sign-in-prompt').waitFor();
  });
});

describe('contact', () => {
  it('a failed send keeps every field and says so; the retry succeeds; a draft survives a reload (visitor, fr)', async () => {
    const page = await phone(null);
    await page.goto('/layout/contact');
    await page.getByTestId('contact-page').waitFor();
    await page.getByTestId('contact-submit').click();
    expect(await page.getByTestId('contact-name-error').innerText()).toBe('Le nom est requis.');
    expect(await page.getByTestId('contact-email-error').innerText()).toBe("L'email est requis.");
    expect(await page.getByTestId('contact-message-error').innerText()).toBe('Le message est requis.');
    await page.getByTestId('contact-name').fill('Sami Ben Ali');
    await page.getByTestId('contact-email').fill('sami@');
    expect(await page.getByTestId('contact-email-error').innerText()).toBe('Email invalide.');
    await page.getByTestId('contact-email').fill('sami@example.tn');
    await page.getByTestId('contact-subject').fill('Horaires');
    await page.getByTestId('contact-message').fill('Êtes-vous ouverts le dimanche ?');
    // The draft is kept across a reload.
    await page.reload();
    await page.getByTestId('contact-page').waitFor();
    expect(await page.getByTestId('contact-message').inputValue()).toBe('Êtes-vous ouverts le dimanche ?');

    // The first send fails (the server is unreachable); the button says 'Envoi...' meanwhile.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/contact', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-submit').innerText()).toBe('Envoi...');
    release();
    await page.getByTestId('contact-error').waitFor();
    expect(await page.getByTestId('contact-error').innerText()).toContain('Une erreur est survenue. Veuillez réessayer.');
    expect(await page.getByTestId('contact-name').inputValue()).toBe('Sami Ben Ali');
    expect(await page.getByTestId('contact-email').inputValue()).toBe('sami@example.tn');
    expect(await page.getByTestId('contact-subject').inputValue()).toBe('Horaires');
    expect(await page.getByTestId('contact-message').inputValue()).toBe('Êtes-vous ouverts le dimanche ?');
    await screenshot(page, 'help-contact-error-fr');
    await expectNoBlockingViolations(page, 'contact error (fr)');
    await page.unroute('**/api/v1/contact');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-success').waitFor();
    expect(await page.getByTestId('contact-success').innerText()).toBe('Votre message a été envoyé avec succès !');
    expect(await page.getByTestId('contact-message').inputValue()).toBe('');
    await screenshot(page, 'help-contact-fr');
  });

  it('contact in Arabic (RTL), a signed-in shopper’s name and e-mail filled in', async () => {
    const page = await phone(nadia, 'ar');
    await page.goto('/layout/contact');
    await page.getByTestId('contact-page').waitFor();
    expect(await page.getByTestId('contact-name').inputValue()).toBe('Nadia Trabelsi');
    expect(await page.getByTestId('contact-email').inputValue()).toBe('nadia@example.tn');
    await screenshot(page, 'help-contact-ar');
    await expectNoBlockingViolations(page, 'contact (ar)');
  });
});

describe('note', () => {
  it('a review made (default 4, then 8), listed and deleted (fr); the screen in Arabic', async () => {
    const page = await phone(nadia);
    await page.goto('/layout/note');
    await page.getByTestId('note-page').waitFor();
    await page.getByTestId('my-reviews-empty').waitFor();
    expect(await page.getByTestId('note-rating-4').locator('input').isChecked()).toBe(true);
    await page.getByTestId('note-rating-8').click();
    await page.getByTestId('note-comment').fill('Très pratique pour les listes en famille');
    await page.getByTestId('note-submit').click();
    await page.getByTestId('note-sent').waitFor();
    await page.getByTestId('my-review').first().waitFor();
    expect(await page.getByTestId('my-review').first().innerText()).toContain('Très pratique pour les listes en famille');
    const mine = (await apiAs(baseURL, nadia.token, 'GET', '/reviews')).body as MyReviewPage;
    expect(mine.items.map((r) => [r.rating, r.comment])).toEqual([[8, 'Très pratique pour les listes en famille']]);
    await screenshot(page, 'help-note-fr');
    await expectNoBlockingViolations(page, 'note (fr)');
    await page.getByTestId('my-review-delete').first().click();
    await page.getByTestId('my-reviews-empty').waitFor();
    expect(((await apiAs(baseURL, nadia.token, 'GET', '/reviews')).body as MyReviewPage).total).toBe(0);

    const ar = await phone(nadia, 'ar');
    await ar.goto('/layout/note');
    await ar.getByTestId('note-page').waitFor();
    await screenshot(ar, 'help-note-ar');
    await expectNoBlockingViolations(ar, 'note (ar)');
  });

  it('a visitor’s review needs a name and an e-mail', async () => {
    const page = await phone(null);
    await page.goto('/layout/note');
    await page.getByTestId('note-submit').click();
    expect(await page.getByTestId('note-guest-name-error').innerText()).toBe('Le nom est requis.');
    expect(await page.getByTestId('note-guest-email-error').innerText()).toBe("L'email est requis.");
    await page.getByTestId('note-guest-name').fill('Youssef');
    await page.getByTestId('note-guest-email').fill('youssef@example.tn');
    await page.getByTestId('note-submit').click();
    await page.getByTestId('note-sent').waitFor();
    expect(await page.getByTestId('my-reviews').count()).toBe(0);
  });
});
