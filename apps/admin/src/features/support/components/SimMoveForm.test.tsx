// @vitest-environment jsdom
import type { AdminSimReservation } from '@qadhya/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveSimReservation } from '../api/sim-reservations.ts';
import type { SimMove } from '../model/sim-labels.ts';
import { SimMoveForm } from './SimMoveForm.tsx';

vi.mock('../api/sim-reservations.ts', () => ({ moveSimReservation: vi.fn() }));
vi.mock('../../../lib/stores/use-stores.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/stores/use-stores.ts')>()),
  useStores: () => ({
    isPending: false,
    data: [
      { magasin_code: 'AR12', storename: 'Ariana Centre', city: 'Ariana' },
      { magasin_code: 'SF03', storename: 'Sfax Medina', city: 'Sfax' },
    ],
  }),
}));
const move = vi.mocked(moveSimReservation);

afterEach(() => {
  cleanup();
  move.mockReset();
});

const reservation = { id: 12, store: null } as unknown as AdminSimReservation;

function renderForm(kind: SimMove) {
  const onDone = vi.fn();
  const onFailed = vi.fn();
  render(<SimMoveForm reservation={reservation} move={kind} onDone={onDone} onFailed={onFailed} onCancel={() => {}} />);
  return { onDone, onFailed };
}

describe('a SIM reservation’s move, checked with the route’s AdminSimStatusBody (docs/back-office.md#forms)', () => {
  it('« prête » asks for the store, then sends it with the trimmed note', async () => {
    move.mockResolvedValue({ ...reservation, status: 'prete' } as AdminSimReservation);
    const { onDone } = renderForm('prete');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer : SIM prête' }));
    await screen.findByText('Choisissez le magasin où la SIM attend le client.');
    expect(move).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Filtrer les magasins'), { target: { value: 'sfax' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choisir un magasin…', 'Sfax Medina (SF03)']);
    fireEvent.change(screen.getByLabelText('Magasin de retrait'), { target: { value: 'SF03' } });
    await waitFor(() => expect(screen.queryByText('Choisissez le magasin où la SIM attend le client.')).toBeNull());
    fireEvent.change(screen.getByLabelText('Ce que le client doit apporter (facultatif)'), { target: { value: '  Votre CIN.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer : SIM prête' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(move).toHaveBeenCalledWith(12, {
      status: 'prete',
      note: 'Votre CIN.',
      magasin_code: 'SF03',
      request_key: expect.stringMatching(/^sim-prete-[0-9a-f-]{36}$/),
    });
  });

  it('a refusal needs its reason; a failed move is retried with the same key', async () => {
    move.mockRejectedValueOnce(new Error('réseau')).mockResolvedValue({ ...reservation, status: 'refusee' } as AdminSimReservation);
    const { onDone, onFailed } = renderForm('refusee');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await screen.findByText('Écrivez le motif du refus : le client le lira.');
    fireEvent.change(screen.getByLabelText('Motif du refus'), { target: { value: 'x'.repeat(501) } });
    await screen.findByText('500 caractères au plus.');
    expect(move).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motif du refus'), { target: { value: 'Pièce illisible.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [first, retry] = move.mock.calls.map((c) => c[1]);
    expect(first).toEqual({ status: 'refusee', note: 'Pièce illisible.', request_key: expect.stringMatching(/^sim-refusee-/) });
    expect(retry).toEqual(first);
  });

  it('« en traitement » sends no note when none is written', async () => {
    move.mockResolvedValue(reservation);
    renderForm('en_traitement');
    fireEvent.click(screen.getByRole('button', { name: 'Passer en traitement' }));
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
    expect(move.mock.calls[0]![1]).toEqual({ status: 'en_traitement', request_key: expect.stringMatching(/^sim-en_traitement-/) });
  });
});
