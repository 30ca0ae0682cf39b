// @vitest-environment jsdom
import type { AdminCatalogueProduct } from '@qadhya/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCataloguePrice } from '../api/set-price.ts';
import { PriceEditor } from './PriceEditor.tsx';

vi.mock('../api/set-price.ts', () => ({ setCataloguePrice: vi.fn() }));
const setPrice = vi.mocked(setCataloguePrice);

afterEach(() => {
  cleanup();
  setPrice.mockReset();
});

const product = { sku: '1234', name: 'Huile 1 L', price: 2990, old_price: 2990 } as AdminCatalogueProduct;

function renderEditor() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PriceEditor catalogueId={5} product={product} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('a catalogue row’s prices, checked with the route’s AdminCataloguePriceRequest (docs/back-office.md#forms)', () => {
  it('refuses what is not an amount and an old price below the price; typing clears the message', async () => {
    renderEditor();
    expect((screen.getByLabelText('Prix (DT)', { exact: true }) as HTMLInputElement).value).toBe('2,990');
    type('Prix (DT)', 'deux');
    save();
    await screen.findByText('Des montants en dinars, par exemple 2,450.');
    type('Prix (DT)', '2,5');
    expect(screen.queryByText('Des montants en dinars, par exemple 2,450.')).toBeNull();
    type('Ancien prix (DT)', '2');
    save();
    await screen.findByText('L’ancien prix doit être au moins égal au prix.');
    expect(setPrice).not.toHaveBeenCalled();
  });

  it('sends both prices in millimes', async () => {
    setPrice.mockResolvedValue({ ...product, price: 1000, old_price: 2000 });
    const onDone = renderEditor();
    type('Prix (DT)', '1,000');
    type('Ancien prix (DT)', '2.0');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(setPrice).toHaveBeenCalledWith(5, '1234', { price: 1000, old_price: 2000 });
  });
});
