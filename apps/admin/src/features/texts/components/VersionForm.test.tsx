// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionForm } from './VersionForm.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

describe('a legal text’s draft, checked with the route’s ContentDraftBody (docs/back-office.md#forms)', () => {
  it('asks for both texts and a real effective date, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(
      <VersionForm
        initial={{ body_fr: '', body_ar: '  ', effective_on: '' }}
        busy={false}
        submitLabel="Enregistrer le brouillon"
        onSubmit={onSubmit}
      />,
    );
    save();
    await screen.findByText('Le texte en français est requis.');
    expect(screen.getByText('Le texte en arabe est requis.')).toBeTruthy();
    expect(screen.getByText('Choisissez la date d’entrée en vigueur.')).toBeTruthy();
    expect(screen.getByLabelText('En vigueur le').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the draft’s three fields', async () => {
    const onSubmit = vi.fn();
    const draft = {
      id: 8,
      doc: 'cgu',
      version: 3,
      body_fr: '## Article 1\n\nTexte.',
      body_ar: 'نص.',
      effective_on: '2026-12-01',
      published_at: null,
    };
    render(<VersionForm initial={draft} busy={false} submitLabel="Enregistrer le brouillon" onSubmit={onSubmit} />);
    type('En vigueur le', '2027-01-01');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ body_fr: '## Article 1\n\nTexte.', body_ar: 'نص.', effective_on: '2027-01-01' });
  });
});
