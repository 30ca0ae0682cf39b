// @vitest-environment jsdom
import type { ApiKeyCreated } from '@qadhya/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiKey } from '../api/create-api-key.ts';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';

vi.mock('../api/create-api-key.ts', () => ({ createApiKey: vi.fn() }));
vi.mock('../../../lib/stores/use-stores.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/stores/use-stores.ts')>()),
  useStores: () => ({ isPending: false, data: [{ magasin_code: 'AR12', storename: 'Ariana Centre', city: 'Ariana' }] }),
}));
const create = vi.mocked(createApiKey);

afterEach(() => {
  cleanup();
  create.mockReset();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CreateApiKeyForm />
    </QueryClientProvider>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer la clé' }));
const created = { api_key: { name: 'ERP siège' }, key: 'qk_live_secret' } as unknown as ApiKeyCreated;

describe('a new API key, checked with the route’s ApiKeyCreateRequest (docs/back-office.md#forms)', () => {
  it('asks for a name and a scope, and sends nothing', async () => {
    renderForm();
    submit();
    await screen.findByText('Choisissez au moins un droit.');
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the stores only while the key is bound to them', async () => {
    create.mockResolvedValue(created);
    renderForm();
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: '  ERP siège ' } });
    fireEvent.click(screen.getByLabelText(/stock:write/));
    fireEvent.click(screen.getByLabelText('Limiter la clé à certains magasins'));
    fireEvent.click(await screen.findByLabelText('Ariana Centre (AR12)'));
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toEqual({ name: 'ERP siège', scopes: ['stock:write'], stores: ['AR12'] });
    await screen.findByText('qk_live_secret');

    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Caisses' } });
    fireEvent.click(screen.getByLabelText(/stock:write/));
    fireEvent.click(screen.getByLabelText('Limiter la clé à certains magasins'));
    fireEvent.click(await screen.findByLabelText('Ariana Centre (AR12)'));
    fireEvent.click(screen.getByLabelText('Limiter la clé à certains magasins'));
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0]).toEqual({ name: 'Caisses', scopes: ['stock:write'], stores: [] });
  });
});
