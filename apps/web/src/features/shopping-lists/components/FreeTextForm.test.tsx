// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../i18n/register-texts.ts';
import { FreeTextForm } from './FreeTextForm.tsx';

// The form's schema is fetched on first use (lazyResolver): loaded once here, as a screen preloads it.
beforeAll(async () => {
  await Promise.all([import('@qadhya/contracts'), import('zod')]);
}, 30_000);
afterEach(cleanup);

const input = () => screen.getByLabelText<HTMLInputElement>('Ajouter un article (texte libre)');
const add = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter' });

describe('details-course free-text article on the one form system (docs/forms.md)', () => {
  it('empty or blank: « Ajouter » disabled and nothing added (no message: the button says it)', async () => {
    const onAdd = vi.fn();
    render(<FreeTextForm onAdd={onAdd} />);
    expect(add().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(add().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('course-free-text'));
    await new Promise((r) => setTimeout(r, 20));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.queryByTestId('course-free-text-input-error')).toBeNull();
  });

  it('invalid: more than 80 characters is not added', async () => {
    const onAdd = vi.fn();
    render(<FreeTextForm onAdd={onAdd} />);
    fireEvent.change(input(), { target: { value: 'p'.repeat(81) } });
    fireEvent.click(add());
    await new Promise((r) => setTimeout(r, 20));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('valid: the text added trimmed, the field emptied', async () => {
    const onAdd = vi.fn();
    render(<FreeTextForm onAdd={onAdd} />);
    expect(input().maxLength).toBe(80);
    fireEvent.change(input(), { target: { value: '  Pain  ' } });
    fireEvent.click(add());
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('Pain'));
    await waitFor(() => expect(input().value).toBe(''));
  });
});
