// @vitest-environment jsdom
import type { Broadcast, BroadcastPreview } from '@qadhya/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BroadcastPreviewPanel } from './BroadcastPreviewPanel.tsx';

// jsdom has no modal dialogs: opening one sets `open`, as the browser does.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(cleanup);

const dialog = () => document.querySelector('dialog')!;

const broadcast = { id: 7, status: 'draft', title_fr: 'Week-end', audience: 'all', audience_label: null } as unknown as Broadcast;
const preview = {
  recipients: 12,
  with_push: 5,
  fr: { title: 'Week-end', body: 'Promos' },
  ar: { title: 'عطلة', body: 'تخفيضات' },
  link: '/layout/promo',
} as BroadcastPreview;

function renderPanel() {
  const onSchedule = vi.fn();
  render(<BroadcastPreviewPanel broadcast={broadcast} preview={preview} busy={false} onSchedule={onSchedule} onClose={() => {}} />);
  return onSchedule;
}

describe('sending a broadcast, checked with the route’s BroadcastSchedule (docs/back-office.md#forms)', () => {
  it('refuses a time that is not one, and asks nothing', async () => {
    const onSchedule = renderPanel();
    fireEvent.change(screen.getByTestId('bc-when'), { target: { value: '12026-01-01T10:00' } });
    fireEvent.click(screen.getByTestId('bc-schedule'));
    await screen.findByText('Date et heure invalides.');
    expect(dialog().open).toBe(false);
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it('schedules at the Tunis time typed, after the confirmation', async () => {
    const onSchedule = renderPanel();
    fireEvent.change(screen.getByTestId('bc-when'), { target: { value: '2026-12-24T14:30' } });
    fireEvent.click(screen.getByTestId('bc-schedule'));
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Programmer cette notification ?');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Programmer' }));
    expect(onSchedule).toHaveBeenCalledWith('2026-12-24T14:30:00+01:00');
  });

  it('sends now when no time is given', async () => {
    const onSchedule = renderPanel();
    fireEvent.click(screen.getByTestId('bc-schedule'));
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Envoyer cette notification maintenant ?');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Envoyer' }));
    expect(onSchedule).toHaveBeenCalledWith(null);
  });
});
