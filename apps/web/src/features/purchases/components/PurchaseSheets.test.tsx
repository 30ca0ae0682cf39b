// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/index.ts';
import '../i18n/register-texts.ts';
import { AttachTicketSheet } from './AttachTicketSheet.tsx';
import { AllocateSheet, BudgetSheet } from './BudgetSheets.tsx';

const sent = vi.hoisted(() => ({ attach: vi.fn(), save: vi.fn(), allocate: vi.fn(), navigate: vi.fn(), toast: vi.fn() }));
vi.mock('../api/wallet-api.ts', () => ({
  useAttachTicket: () => ({ mutateAsync: sent.attach, isPending: false }),
  useSetBudget: () => ({ mutateAsync: sent.save, isPending: false }),
  useAllocateBudget: () => ({ mutateAsync: sent.allocate, isPending: false }),
  useWalletMembers: () => ({ isSuccess: true, data: { items: [{ user_id: 10000042, name: 'Salma' }] } }),
}));
vi.mock('../../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useNavigate: () => sent.navigate }));
vi.mock('../../../lib/notify/toast-store.ts', () => ({ showToast: sent.toast }));

// The form's schema is fetched on first use (lazyResolver): loaded once here, as a screen preloads it.
beforeAll(async () => {
  await Promise.all([import('@qadhya/contracts'), import('zod')]);
}, 30_000);
afterEach(cleanup);
beforeEach(() => {
  for (const f of Object.values(sent)) f.mockReset();
  Element.prototype.scrollIntoView = () => undefined;
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const refused = (code: string) => new ApiError(404, code, 'refused', 'POST', '/wallet/tickets/attach');

describe('purchases sheets on the one form system (docs/forms.md)', () => {
  it('ajouter un ticket: empty and 11 digits refused with « Le code compte 12 chiffres. » (an alert), nothing sent', async () => {
    render(<AttachTicketSheet open onClose={() => {}} />);
    click('attach-submit');
    const error = await screen.findByTestId('attach-error');
    expect(error.textContent).toBe('Le code compte 12 chiffres.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('attach-code').getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    type('attach-code', '1234 5678 901');
    click('attach-submit');
    await waitFor(() => expect(screen.getByTestId('attach-code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('attach-error').textContent).toBe('Le code compte 12 chiffres.');
    expect(sent.attach).not.toHaveBeenCalled();
  });

  it('ajouter un ticket: 12 digits with spaces sent as digits; the ticket opens; an API refusal shows under the field', async () => {
    const onClose = vi.fn();
    sent.attach.mockResolvedValueOnce({ id: 77 });
    render(<AttachTicketSheet open onClose={onClose} />);
    type('attach-code', '1234 5678-9012');
    click('attach-submit');
    await waitFor(() => expect(sent.attach).toHaveBeenCalledWith({ code: '123456789012' }));
    await waitFor(() => expect(sent.navigate).toHaveBeenCalledWith('/layout/detail-ticket/77'));
    expect(onClose).toHaveBeenCalled();
    sent.attach.mockRejectedValueOnce(refused('TICKET_CODE_INVALID'));
    click('attach-submit');
    await waitFor(() => expect(sent.attach).toHaveBeenCalledTimes(2));
    expect((await screen.findByTestId('attach-error')).textContent).not.toBe('');
  });

  it('budget: an amount that is not dinars is refused; « 250,5 » saves 250 500 millimes', async () => {
    const onClose = vi.fn();
    sent.save.mockResolvedValue({});
    render(<BudgetSheet open onClose={onClose} current={0} monthLabel="novembre" />);
    click('budget-save');
    expect((await screen.findByTestId('budget-error')).textContent).toBe('Saisissez un montant en dinars, 3 décimales au plus.');
    type('budget-amount', '1,2345');
    click('budget-save');
    await waitFor(() => expect(screen.getByTestId('budget-amount').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.save).not.toHaveBeenCalled();
    type('budget-amount', '250,5');
    click('budget-save');
    await waitFor(() => expect(sent.save).toHaveBeenCalledWith(250_500));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.toast).toHaveBeenCalledWith({ type: 'success', title: 'Budget enregistré' });
  });

  it('allocate: no member, then 0 DT, refused; a member and 12 DT sent with the request id', async () => {
    sent.allocate.mockResolvedValue({});
    render(<AllocateSheet open onClose={() => {}} />);
    type('allocate-amount', '12');
    click('allocate-submit');
    expect((await screen.findByTestId('allocate-member-error')).textContent).toBe('Choisissez un membre');
    type('allocate-member', '10000042');
    type('allocate-amount', '0');
    click('allocate-submit');
    await waitFor(() =>
      expect(screen.getByTestId('allocate-error').textContent).toBe('Saisissez un montant en dinars, 3 décimales au plus.'),
    );
    expect(sent.allocate).not.toHaveBeenCalled();
    type('allocate-amount', '12');
    click('allocate-submit');
    await waitFor(() => expect(sent.allocate).toHaveBeenCalledTimes(1));
    expect(sent.allocate.mock.calls[0]![0]).toEqual({
      to_user_id: 10000042,
      amount: 12_000,
      request_id: expect.stringMatching(/^b[0-9a-f]{24}$/) as unknown,
    });
    expect(sent.toast).toHaveBeenCalledWith({ type: 'success', title: 'Budget affecté à Salma' });
  });
});
