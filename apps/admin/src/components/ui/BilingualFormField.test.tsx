// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_ARABIC } from './BilingualField.tsx';
import { BilingualFormField } from './BilingualFormField.tsx';

afterEach(cleanup);

interface Texts {
  title: string;
  title_ar: string;
}

/** The French title is required (the form library's word « required », worded by `message`). */
function TitleForm() {
  const { register, control, handleSubmit } = useForm<Texts>({
    defaultValues: { title: '', title_ar: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <BilingualFormField
        control={control}
        label="Titre"
        fr="title"
        ar="title_ar"
        message={(m) => (m === 'required' ? 'Le titre est requis.' : m)}
        render={(name, lang) => (
          <input className="ui-input" data-lang={lang} {...register(name, lang === 'fr' ? { required: 'required' } : {})} />
        )}
      />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('BilingualFormField (docs/back-office.md#bilingual-texts)', () => {
  it('draws each language’s control registered under its field, the warning following the texts as typed', () => {
    render(<TitleForm />);
    const fr = screen.getByLabelText('Titre (français)');
    const ar = screen.getByLabelText('Titre (arabe)');
    expect([fr.getAttribute('name'), fr.dataset.lang, ar.getAttribute('name'), ar.dataset.lang]).toEqual(['title', 'fr', 'title_ar', 'ar']);
    expect(ar.getAttribute('dir')).toBe('rtl');
    fireEvent.change(fr, { target: { value: 'Promos' } });
    expect(screen.getByText(MISSING_ARABIC)).toBeTruthy();
    fireEvent.change(ar, { target: { value: 'عروض' } });
    expect(screen.queryByText(MISSING_ARABIC)).toBeNull();
  });

  it('shows a field’s message from the form, as `message` words it', async () => {
    render(<TitleForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le titre est requis.')).toBeTruthy();
    expect(screen.getByLabelText('Titre (français)').getAttribute('aria-invalid')).toBe('true');
  });
});
