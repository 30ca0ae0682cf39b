// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/index.ts';
import { ReservationSimPage } from './ReservationSimPage.tsx';

const sent = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock('./api/mobile-offer-api.ts', () => ({ useReserveSim: () => ({ mutate: sent.mutate, isPending: false }) }));
vi.mock('../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useNavigate: () => vi.fn() }));
vi.mock('../../lib/storage/use-session.ts', () => ({ useSession: () => ({ loggedIn: true, user: null }) }));

afterEach(cleanup);
beforeEach(() => {
  sent.mutate.mockReset();
  Element.prototype.scrollIntoView = () => undefined;
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('reservation-submit'));
const fill = () => {
  fireEvent.click(screen.getByTestId('reservation-action-new'));
  type('reservation-line', '98 123 456');
  type('reservation-last-name', ' Ben Salah ');
  type('reservation-first-name', 'Amira');
  type('reservation-address', 'Rue de Marseille, Tunis');
  type('reservation-id-number', '0812 3456');
};

describe('SIM reservation on the one form system (docs/forms.md)', () => {
  it('empty: the spec’s French messages, nothing sent, the first invalid field focused', async () => {
    render(<ReservationSimPage />);
    expect(screen.queryByTestId('reservation-line-error')).toBeNull();
    submit();
    expect((await screen.findByTestId('reservation-action-error')).textContent).toBe('Veuillez choisir une action.');
    expect(screen.getByTestId('reservation-line-error').textContent).toBe('Numéro de votre ligne est obligatoire.');
    expect(screen.getByTestId('reservation-last-name-error').textContent).toBe('Le nom est obligatoire.');
    expect(screen.getByTestId('reservation-id-number-error').textContent).toBe("Numéro de pièce d'identité est obligatoire.");
    expect(screen.queryByTestId('reservation-id-type-error')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('reservation-action-port')));
    expect(sent.mutate).not.toHaveBeenCalled();
  });

  it('invalid: a landline, a short CIN and a long name get their messages (then live)', async () => {
    render(<ReservationSimPage />);
    fill();
    type('reservation-line', '71 123 456');
    type('reservation-id-number', '1234');
    type('reservation-first-name', 'A'.repeat(61));
    submit();
    expect((await screen.findByTestId('reservation-line-error')).textContent).toContain('n’est pas un numéro de mobile tunisien');
    expect(screen.getByTestId('reservation-id-number-error').textContent).toBe('Le numéro de CIN compte 8 chiffres.');
    expect(screen.getByTestId('reservation-first-name-error').textContent).toBe('Ce nom est trop long (60 caractères au plus).');
    type('reservation-line', '98 123 456');
    await waitFor(() => expect(screen.queryByTestId('reservation-line-error')).toBeNull());
    expect(sent.mutate).not.toHaveBeenCalled();
  });

  it('valid: the body sent; a server’s refusal shows the same messages', async () => {
    render(<ReservationSimPage />);
    fill();
    submit();
    await waitFor(() => expect(sent.mutate).toHaveBeenCalledTimes(1));
    const [body, handlers] = sent.mutate.mock.calls[0]! as [Record<string, string>, { onError: (e: unknown) => void }];
    expect(body).toEqual({
      ACTION: 'Nouveau numéro',
      LINE_NUMBER: '98123456',
      LAST_NAME: 'Ben Salah',
      FIRST_NAME: 'Amira',
      ADDRESS: 'Rue de Marseille, Tunis',
      TYPE: 'CIN',
      NUMBER_IDENTITE: '08123456',
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown as string,
    });
    handlers.onError(new ApiError(422, 'FORM_INVALID', 'refused', 'POST', '/sim-reservations', [{ path: 'ADDRESS', message: 'max' }]));
    expect((await screen.findByTestId('reservation-address-error')).textContent).toBe(
      'Cette adresse est trop longue (200 caractères au plus).',
    );
  });
});
