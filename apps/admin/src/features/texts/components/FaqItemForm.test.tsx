// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFaq, FaqItemForm } from './FaqItemForm.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the FAQ item form, checked with the route’s FaqItemBody (docs/back-office.md#forms)', () => {
  it('says what is missing or too long, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<FaqItemForm initial={emptyFaq()} submitLabel="Ajouter" busy={false} onSubmit={onSubmit} />);
    type('Question (arabe)', 'س'.repeat(301));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('La question en français est requise.');
    expect(screen.getByText('300 caractères au plus.')).toBeTruthy();
    expect(screen.getByText('La réponse en français est requise.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns while an Arabic text is missing, and still sends the item (the app shows the French)', async () => {
    const onSubmit = vi.fn();
    render(<FaqItemForm initial={emptyFaq()} submitLabel="Ajouter" busy={false} onSubmit={onSubmit} />);
    type('Question (français)', 'Où ?');
    type('Réponse (français)', 'Ici.');
    expect(screen.getAllByText('Texte arabe manquant : l’application affichera le français.')).toHaveLength(2);
    type('Question (arabe)', 'أين؟');
    expect(screen.getAllByText('Texte arabe manquant : l’application affichera le français.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      question_fr: 'Où ?',
      question_ar: 'أين؟',
      answer_fr: 'Ici.',
      answer_ar: '',
      published: true,
    });
  });

  it('sends the item trimmed, with its visibility, and only the body’s fields', async () => {
    const onSubmit = vi.fn();
    const item = {
      id: 4,
      version: 2,
      position: 1,
      question_fr: 'Où ?',
      question_ar: 'أين؟',
      answer_fr: 'Ici.',
      answer_ar: 'هنا.',
      published: true,
    };
    render(<FaqItemForm initial={item} submitLabel="Enregistrer" busy={false} onSubmit={onSubmit} />);
    type('Réponse (français)', '  Dans vos notifications.  ');
    fireEvent.click(screen.getByLabelText('Visible dans l’application'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      question_fr: 'Où ?',
      question_ar: 'أين؟',
      answer_fr: 'Dans vos notifications.',
      answer_ar: 'هنا.',
      published: false,
    });
  });
});
