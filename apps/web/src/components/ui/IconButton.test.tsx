// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

afterEach(cleanup);

describe('IconButton', () => {
  it.each(['plain', 'tinted', 'filled'] as const)('the %s tone is a button named by its label, its icon hidden', (tone) => {
    const onClick = vi.fn();
    render(<IconButton label="Rechercher" tone={tone} icon={<svg data-testid="icon" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button.dataset.tone).toBe(tone);
    expect(button.dataset.size).toBe('md');
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('a small one keeps its name; disabled it does not fire', () => {
    const onClick = vi.fn();
    render(<IconButton label="Fermer" size="sm" icon={<svg />} disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Fermer' });
    expect(button.dataset.size).toBe('sm');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
