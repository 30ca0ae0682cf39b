// @vitest-environment jsdom
import type { ItemDeals } from '@qadhya/contracts';
import { withoutIsolates } from '@qadhya/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n/index.ts';
import { DealsSummary, ItemDealsLine } from './DealsParts.tsx';
import { listDealsFr } from './deals-texts.fr.ts';

vi.mock('../../lib/router/index.ts', async (original) => ({
  ...(await original<object>()),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(async () => {
  cleanup();
  await changeLanguage('fr');
});

const lait: ItemDeals = {
  item: 't:lait',
  quantity: 1,
  match: { by: 'words', words: ['lait'] },
  deals: [
    {
      kind: 'promo',
      sku: '6191234567890',
      name: 'Lait demi-écrémé Délice 1 L',
      image: '/img.webp',
      price: 1150,
      regular_price: 1450,
      saving: 300,
      from: '2026-11-24',
      to: '2026-11-24',
      week: 'this',
      catalogue_id: null,
      magasin_code: null,
    },
  ],
  saving: 300,
};

const huile: ItemDeals = {
  item: 'p:42',
  quantity: 2,
  match: { by: 'product' },
  deals: [
    {
      ...lait.deals[0]!,
      kind: 'catalogue',
      sku: '42',
      name: 'Huile',
      price: 9800,
      regular_price: 11000,
      saving: 1200,
      to: '2026-11-29',
      catalogue_id: 3,
    },
    {
      ...lait.deals[0]!,
      kind: 'catalogue',
      sku: '42',
      name: 'Huile',
      price: 9500,
      saving: 1500,
      from: '2026-11-30',
      to: '2026-12-06',
      week: 'next',
      catalogue_id: 4,
    },
  ],
  saving: 2400,
};

const text = (el: HTMLElement) =>
  withoutIsolates(el.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();

describe('« Cette semaine sur ma liste »: the pieces', () => {
  it('the week’s card: the saving in DT, the count, the store, the way to the weekly push', () => {
    render(
      <DealsSummary of="list" total={{ saving: 4350, count: 4 }} storeName="Qadhya Lac 2" alertHref="/layout/notifs#list-deals-alert" />,
    );
    const card = screen.getByTestId('deals-summary');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Cette semaine sur ma liste');
    expect(text(screen.getByTestId('deals-total'))).toBe('Économie cette semaine : 4,350 DT');
    expect(screen.getByTestId('deals-count').textContent).toBe('4 articles en promo cette semaine');
    expect(screen.getByTestId('deals-store').textContent).toBe('Au magasin Qadhya Lac 2');
    expect(screen.getByRole('link', { name: 'Me prévenir chaque semaine' }).getAttribute('href')).toBe('/layout/notifs#list-deals-alert');
  });

  it('nothing on a deal: says so; one article is singular', () => {
    const { rerender } = render(<DealsSummary of="favourites" total={{ saving: 0, count: 0 }} storeName={null} />);
    expect(screen.getByTestId('deals-none').textContent).toBe(listDealsFr.none);
    expect(screen.getByRole('heading').textContent).toBe('Cette semaine dans mes favoris');
    expect(screen.queryByTestId('deals-alert-link')).toBeNull();
    rerender(<DealsSummary of="favourites" total={{ saving: 300, count: 1 }} storeName={null} />);
    expect(screen.getByTestId('deals-count').textContent).toBe('1 article en promo cette semaine');
  });

  it('a typed item says why it matched, a link to the product’s sheet, with the badge, price and saving', () => {
    render(<ItemDealsLine item={lait} />);
    const match = screen.getByTestId('item-deal-match');
    expect(text(match)).toBe('« lait » : Lait demi-écrémé Délice 1 L en promo');
    expect(match.getAttribute('href')).toBe('/detail-produit/6191234567890');
    expect(screen.getByTestId('item-deal-badge').textContent).toBe('Promo du jour');
    expect(text(screen.getByTestId('item-deal-saving'))).toBe('-0,300 DT Économie de 0,300 DT');
  });

  it('a product: its badge this week and next week’s, without an explanation; in Arabic too', async () => {
    render(<ItemDealsLine item={huile} />);
    expect(screen.queryByTestId('item-deal-match')).toBeNull();
    expect(screen.getAllByTestId('item-deal-badge').map((b) => b.textContent)).toEqual(['Catalogue', 'Catalogue']);
    expect(screen.getByTestId('item-deal-next').textContent).toBe('La semaine prochaine');
    expect(screen.getAllByTestId('item-deal').map((d) => d.getAttribute('data-week'))).toEqual(['this', 'next']);
    cleanup();
    await changeLanguage('ar');
    render(<ItemDealsLine item={huile} />);
    expect(screen.getAllByTestId('item-deal-badge').map((b) => b.textContent)).toEqual(['الكتالوج', 'الكتالوج']);
    expect(screen.getByTestId('item-deal-next').textContent).toBe('الأسبوع القادم');
    expect(text(screen.getAllByTestId('item-deal-saving')[0]!)).toBe('-1,200 د.ت توفير 1,200 د.ت');
  });
});
