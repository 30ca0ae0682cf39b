// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet.tsx';

afterEach(cleanup);

describe('Sheet', () => {
  it('open: a modal dialog named by its heading, with its line, content and actions; the handle closes it', () => {
    const onClose = vi.fn();
    render(
      <Sheet
        open
        onClose={onClose}
        title="Budget du mois"
        handleLabel="Fermer"
        description="Novembre 2026"
        actions={<button type="button">Enregistrer</button>}
        testId="sheet"
      >
        <p>Contenu</p>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Budget du mois' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Budget du mois' })).toBeTruthy();
    expect(dialog.textContent).toContain('Novembre 2026');
    expect(dialog.textContent).toContain('Contenu');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Fermer' }), { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
  });

  it('closed: nothing drawn', () => {
    render(<Sheet open={false} onClose={() => {}} title="Budget" handleLabel="Fermer" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
