// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BroadcastForm, emptyDraft } from './BroadcastForm.tsx';

afterEach(cleanup);

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <BroadcastForm
      initial={emptyDraft()}
      governorates={[{ id: 3, name: 'Ariana' }]}
      categories={[{ id: 9, name: 'Boissons' }]}
      busy={false}
      submitLabel="Enregistrer"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the broadcast form, checked with the route’s BroadcastDraft (docs/back-office.md#forms)', () => {
  it('shows each wrong field’s French text and sends nothing', async () => {
    const onSubmit = renderForm();
    type('bc-link', 'https://ailleurs.example');
    type('bc-body-ar', 'ت'.repeat(301));
    fireEvent.click(screen.getByTestId('bc-save'));
    await screen.findByText('Titre en français : 1 à 80 caractères.');
    expect(screen.queryByText('Titre en arabe : 80 caractères au plus.')).toBeNull();
    expect(screen.getByText('Message en français : 1 à 300 caractères.')).toBeTruthy();
    expect(screen.getByText('Message en arabe : 300 caractères au plus.')).toBeTruthy();
    expect(screen.getByText('Lien : un chemin de l’application comme /layout/promo.')).toBeTruthy();
    expect(screen.getByTestId('bc-title-fr').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the governorate, then sends the body the route takes', async () => {
    const onSubmit = renderForm();
    type('bc-title-fr', '  Week-end  ');
    type('bc-title-ar', 'عطلة');
    type('bc-body-fr', 'Jusqu’à -30 %.');
    type('bc-body-ar', 'تخفيضات');
    type('bc-link', '');
    fireEvent.change(screen.getByTestId('bc-audience'), { target: { value: 'governorate' } });
    fireEvent.click(screen.getByTestId('bc-save'));
    await screen.findByText('Choisissez le gouvernorat ou la catégorie.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('bc-audience-value'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('bc-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title_fr: 'Week-end',
      title_ar: 'عطلة',
      body_fr: 'Jusqu’à -30 %.',
      body_ar: 'تخفيضات',
      link: null,
      topic: 'promos',
      audience: 'governorate',
      audience_value: 3,
    });
    expect(screen.queryByText('Choisissez le gouvernorat ou la catégorie.')).toBeNull();
  });

  it('warns while the Arabic is missing and still sends the draft (Arabic readers get the French)', async () => {
    const onSubmit = renderForm();
    type('bc-title-fr', 'Week-end');
    type('bc-body-fr', 'Jusqu’à -30 %.');
    expect(screen.getAllByText('Texte arabe manquant : l’application affichera le français.')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('bc-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title_fr: 'Week-end', title_ar: '', body_fr: 'Jusqu’à -30 %.', body_ar: '' });
  });
});
