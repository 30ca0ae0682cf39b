// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Badge } from './Badge.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('a div by default, a named section or a list item when told, with its padding', () => {
    render(
      <>
        <Card data-testid="plain">Texte</Card>
        <Card as="section" aria-label="Mon magasin" padding="lg">
          Section
        </Card>
        <ul>
          <Card as="li" padding="none">
            Ligne
          </Card>
        </ul>
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect([plain.tagName, plain.dataset.padding]).toEqual(['DIV', 'md']);
    expect(screen.getByRole('region', { name: 'Mon magasin' }).dataset.padding).toBe('lg');
    expect(screen.getByRole('listitem').dataset.padding).toBe('none');
  });
});

describe('EmptyState', () => {
  it('title, line, hidden icon and its action', () => {
    render(
      <EmptyState
        title="Aucune liste"
        text="Créez votre première liste."
        icon={<svg data-testid="icon" />}
        action={<button type="button">Nouvelle liste</button>}
        testId="empty"
      />,
    );
    const empty = screen.getByTestId('empty');
    expect(empty.textContent).toBe('Aucune listeCréez votre première liste.Nouvelle liste');
    expect(screen.getByTestId('icon').parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Nouvelle liste' })).toBeTruthy();
  });

  it('the title alone', () => {
    render(<EmptyState title="Rien ici" testId="empty" />);
    expect(screen.getByTestId('empty').children).toHaveLength(1);
  });
});

describe('Badge', () => {
  it.each(['neutral', 'brand', 'success', 'warning', 'error', 'info'] as const)('%s says its word', (tone) => {
    render(<Badge tone={tone} testId="badge">{`Actif ${tone}`}</Badge>);
    const badge = screen.getByTestId('badge');
    expect(badge.dataset.tone).toBe(tone);
    expect(badge.textContent).toBe(`Actif ${tone}`);
  });
});
