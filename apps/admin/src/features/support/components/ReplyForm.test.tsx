// @vitest-environment jsdom
import type { SupportRequestDetail } from '@qadhya/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendReply } from '../api/support.ts';
import { ReplyForm } from './ReplyForm.tsx';

vi.mock('../api/support.ts', () => ({ sendReply: vi.fn() }));
const send = vi.mocked(sendReply);

afterEach(() => {
  cleanup();
  send.mockReset();
});

const request = { id: 41, guest: false, guest_email: null, lang: 'fr' } as unknown as SupportRequestDetail;

function renderForm() {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReplyForm request={request} onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
}

const box = () => screen.getByLabelText('Votre réponse');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));

describe('the reply box, checked with the route’s SupportReplyBody (docs/back-office.md#forms)', () => {
  it('asks for a reply, refuses more than 2 000 characters, and sends nothing', async () => {
    renderForm();
    fireEvent.change(box(), { target: { value: '   ' } });
    submit();
    await screen.findByText('Écrivez votre réponse.');
    fireEvent.change(box(), { target: { value: 'x'.repeat(2001) } });
    await screen.findByText('2 000 caractères au plus.');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed reply once per request id, a new id after a success', async () => {
    send.mockRejectedValueOnce(new Error('réseau')).mockResolvedValue({ ...request });
    const onSent = renderForm();
    fireEvent.change(box(), { target: { value: '  Bonjour, c’est réglé.  ' } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const [first, retry] = send.mock.calls.map((c) => c[1]);
    expect(send.mock.calls[0]![0]).toBe(41);
    expect(first).toEqual({ body: 'Bonjour, c’est réglé.', request_id: expect.stringMatching(/^reply-[0-9a-f-]{36}$/) });
    expect(retry).toEqual(first);
    await screen.findByText('Réponse envoyée dans les notifications du client.');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(box(), { target: { value: 'Autre chose ?' } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]![1].request_id).not.toBe(first!.request_id);
  });
});
