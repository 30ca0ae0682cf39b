// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/register-texts.ts';
import { InviteFriendForm } from './InviteFriendForm.tsx';

const sent = vi.hoisted(() => ({ post: vi.fn(), toast: vi.fn() }));
// What leaves the app: request(method, path, { body }) — the path and the body reach sent.post.
vi.mock('../../../lib/api/client.ts', () => ({
  request: (_method: string, path: string, { body }: { body?: unknown }) => sent.post(path, body),
}));
vi.mock('../../../lib/notify/toast-store.ts', () => ({ showToast: sent.toast }));

// call() checks each answer through a lazy import: loaded once here, so that a busy machine does not outlast waitFor.
beforeAll(() => import('@qadhya/contracts/client/check'));
afterEach(cleanup);
beforeEach(() => {
  sent.post.mockReset().mockResolvedValue({ invited: 1 });
  sent.toast.mockReset();
  Element.prototype.scrollIntoView = () => undefined;
});

const email = () => screen.getByTestId<HTMLInputElement>('invite-email');
const send = () => fireEvent.click(screen.getByTestId('invite-send'));

describe('friend invitation on the one form system (docs/forms.md)', () => {
  it("empty: « L'email est requis. », nothing sent, the field focused", async () => {
    render(<InviteFriendForm />);
    send();
    // The contract's schema is fetched on the first check: the first message may take a moment.
    expect((await screen.findByTestId('invite-error', {}, { timeout: 10_000 })).textContent).toBe("L'email est requis.");
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(sent.post).not.toHaveBeenCalled();
  });

  it("invalid: « Format d'email invalide. » once the field is left, live after", async () => {
    render(<InviteFriendForm />);
    fireEvent.focus(email());
    fireEvent.change(email(), { target: { value: 'pas-un-email' } });
    fireEvent.blur(email());
    expect((await screen.findByTestId('invite-error')).textContent).toBe("Format d'email invalide.");
    send();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent.post).not.toHaveBeenCalled();
    fireEvent.change(email(), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('invite-error').textContent).toBe("L'email est requis."));
  });

  it('valid: the body as the contract reads it (trimmed, lower case), a toast, the field emptied and a new request id', async () => {
    render(<InviteFriendForm />);
    fireEvent.change(email(), { target: { value: ' Ami.Jeux@exemple.tn ' } });
    send();
    await waitFor(() => expect(sent.post).toHaveBeenCalledTimes(1));
    const [path, body] = sent.post.mock.calls[0]! as [string, { email: string; request_id: string }];
    expect(path).toBe('/referral/invites');
    expect(body).toEqual({ email: 'ami.jeux@exemple.tn', request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown });
    await waitFor(() => expect(sent.toast).toHaveBeenCalledWith({ type: 'success', title: 'Invitation envoyée !' }));
    await waitFor(() => expect(email().value).toBe(''));
    fireEvent.change(email(), { target: { value: 'autre@exemple.tn' } });
    send();
    await waitFor(() => expect(sent.post).toHaveBeenCalledTimes(2));
    expect((sent.post.mock.calls[1]![1] as { request_id: string }).request_id).not.toBe(body.request_id);
  });
});
