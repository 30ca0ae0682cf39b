// @vitest-environment jsdom
import type { ListDealsAlert } from '@qadhya/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListDealsAlertCard } from './ListDealsAlertCard.tsx';

const kept = vi.hoisted(() => ({ value: { enabled: false, weekday: 4, hour: 9 } as ListDealsAlert, put: vi.fn() }));
vi.mock('../api/get-list-deals-alert.ts', () => ({ useListDealsAlert: () => ({ isPending: false, data: kept.value }) }));
vi.mock('../api/set-list-deals-alert.ts', () => ({
  useSetListDealsAlert: () => ({ mutateAsync: kept.put, isPending: false, isError: false, data: undefined }),
}));
vi.mock('../../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useLocation: () => ({ hash: '' }) }));

// The form's schema is fetched on first use (lazyResolver): loaded once here, as the screen preloads it.
beforeAll(async () => {
  await Promise.all([import('@qadhya/contracts'), import('zod')]);
}, 30_000);
afterEach(cleanup);
beforeEach(() => {
  kept.value = { enabled: false, weekday: 4, hour: 9 };
  kept.put.mockReset();
  kept.put.mockImplementation((body: ListDealsAlert) => Promise.resolve(body));
});

describe('« Cette semaine sur ma liste » on the notification settings', () => {
  it('off by default: the switch off, no day or hour, nothing to save', () => {
    render(<ListDealsAlertCard />);
    const on = screen.getByRole('switch', { name: 'Rappel chaque semaine' });
    expect(on.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('list-deals-alert-weekday')).toBeNull();
    expect(screen.getByTestId('list-deals-alert-summary').textContent).toBe('Désactivé');
    expect((screen.getByTestId('list-deals-alert-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('turned on with a day and an hour, saved with PUT: the whole setting, numbers as the contract reads them', async () => {
    render(<ListDealsAlertCard />);
    fireEvent.click(screen.getByRole('switch', { name: 'Rappel chaque semaine' }));
    const day = screen.getByLabelText('Jour') as HTMLSelectElement;
    expect([...day.options].map((o) => o.textContent)).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    const hour = screen.getByLabelText('Heure') as HTMLSelectElement;
    expect(hour.options.length).toBe(14);
    fireEvent.change(day, { target: { value: '1' } });
    fireEvent.change(hour, { target: { value: '18' } });
    fireEvent.click(screen.getByTestId('list-deals-alert-save'));
    await waitFor(() => expect(kept.put).toHaveBeenCalledTimes(1));
    expect(kept.put.mock.calls[0]![0]).toEqual({ enabled: true, weekday: 1, hour: 18 });
    await waitFor(() => expect(screen.getByTestId('list-deals-alert-status').textContent).toBe('Enregistré.'));
  });

  it('kept on: says when', () => {
    kept.value = { enabled: true, weekday: 7, hour: 20 };
    render(<ListDealsAlertCard />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('list-deals-alert-summary').textContent).toBe('Chaque dimanche à 20:00');
  });
});
