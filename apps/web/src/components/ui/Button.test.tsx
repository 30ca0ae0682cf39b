// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContext } from '../../lib/router/context.ts';
import type { Router } from '../../lib/router/create-router.ts';
import { Button, ButtonLink } from './Button.tsx';

afterEach(cleanup);

/** The story: every variant, size and shape, a busy one, and a link that looks like a button. */
describe('Button', () => {
  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('draws the %s variant as a button named by its text', (variant) => {
    const onClick = vi.fn();
    render(
      <Button variant={variant} onClick={onClick}>
        Valider
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Valider' });
    expect(button.getAttribute('data-variant')).toBe(variant);
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('defaults to a primary pill of the tap size, and takes sizes, shapes, full width and a class', () => {
    render(
      <>
        <Button>Défaut</Button>
        <Button size="sm" shape="rounded" block className="extra" type="submit">
          Petit
        </Button>
        <Button size="lg">Grand</Button>
      </>,
    );
    const plain = screen.getByRole('button', { name: 'Défaut' });
    expect([plain.dataset.variant, plain.dataset.size, plain.dataset.shape, plain.dataset.block]).toEqual([
      'primary',
      'md',
      'pill',
      undefined,
    ]);
    const small = screen.getByRole('button', { name: 'Petit' });
    expect([small.dataset.size, small.dataset.shape, small.dataset.block, small.getAttribute('type')]).toEqual([
      'sm',
      'rounded',
      'true',
      'submit',
    ]);
    expect(small.className).toMatch(/\bextra\b/);
    expect(small.className.split(' ')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Grand' }).dataset.size).toBe('lg');
  });

  it('a busy button is disabled and announced busy; a disabled one is not busy', () => {
    const onClick = vi.fn();
    render(
      <>
        <Button busy onClick={onClick}>
          Envoi
        </Button>
        <Button disabled>Inactif</Button>
      </>,
    );
    const busy = screen.getByRole('button', { name: 'Envoi' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Inactif' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('ButtonLink is a link to its route with the button look, and navigates in the app', () => {
    const navigate = vi.fn(() => Promise.resolve());
    const router = { createHref: (to: string) => to, navigate } as unknown as Router;
    render(
      <RouterContext.Provider value={{ router, state: {} as never }}>
        <ButtonLink to="/layout/courses" variant="secondary">
          Mes listes
        </ButtonLink>
      </RouterContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Mes listes' });
    expect(link.getAttribute('href')).toBe('/layout/courses');
    expect(link.dataset.variant).toBe('secondary');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/layout/courses', { replace: undefined, state: undefined });
  });
});
