// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignalementPage } from './SignalementPage.tsx';

const sent = vi.hoisted(() => ({ sendReport: vi.fn(), navigate: vi.fn() }));
vi.mock('./api/help-api.ts', () => ({ sendReport: sent.sendReport }));
vi.mock('../../lib/storage/use-session.ts', () => ({ useSession: () => ({ loggedIn: true, user: null }) }));
vi.mock('../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useNavigate: () => sent.navigate }));
vi.mock('../../lib/stores/index.ts', () => ({
  useStores: () => ({ data: { items: [{ magasin_code: 'MG01', storename: 'Lac', city: 'Tunis', region_name: 'Tunis' }] } }),
}));

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  sent.sendReport.mockReset().mockResolvedValue({ id: 1 });
  sent.navigate.mockReset();
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

const submit = () => fireEvent.click(screen.getByTestId('report-submit'));

describe('signalement on the one form system (docs/forms.md)', () => {
  it('empty: every French message, nothing sent', async () => {
    render(<SignalementPage />);
    submit();
    expect((await screen.findByTestId('report-type-error')).textContent).toBe('Veuillez choisir un type');
    expect(screen.getByTestId('report-description-error').textContent).toBe('La description doit contenir au moins 10 caractères');
    expect(screen.getByTestId('report-store-error').textContent).toBe('Le lieu est requis');
    expect(screen.getByText('La photo est requise')).toBeTruthy();
    expect(screen.getByTestId('report-description').getAttribute('aria-invalid')).toBe('true');
    expect(sent.sendReport).not.toHaveBeenCalled();
  });

  it('invalid: a description too short is refused, the rest accepted', async () => {
    render(<SignalementPage />);
    fireEvent.click(screen.getByTestId('report-type-produits'));
    fireEvent.change(screen.getByTestId('report-description'), { target: { value: 'court' } });
    submit();
    expect((await screen.findByTestId('report-description-error')).textContent).toBe('La description doit contenir au moins 10 caractères');
    expect(screen.queryByTestId('report-type-error')).toBeNull();
    expect(sent.sendReport).not.toHaveBeenCalled();
  });

  it('valid: the body sent (trimmed description, store code, photo)', async () => {
    render(<SignalementPage />);
    fireEvent.click(screen.getByTestId('report-type-autre'));
    fireEvent.change(screen.getByTestId('report-description'), { target: { value: '  Le rayon est vide depuis hier  ' } });
    fireEvent.change(screen.getByTestId('report-store'), { target: { value: 'MG01' } });
    const photo = new File(['x'], 'rayon.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [photo] } });
    submit();
    await waitFor(() => expect(sent.sendReport).toHaveBeenCalledTimes(1));
    expect(sent.sendReport.mock.calls[0]![0]).toMatchObject({
      ISSUE_TYPE: 'autre',
      DESCRIPTION: 'Le rayon est vide depuis hier',
      LOCATION: 'MG01',
      photo,
      photoName: 'rayon.png',
    });
    expect(sent.sendReport.mock.calls[0]![0].request_id).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(sent.navigate).toHaveBeenCalledWith('/layout/reclamation', expect.objectContaining({ replace: true })));
  });
});
