// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddListPage } from './AddListPage.tsx';

const sent = vi.hoisted(() => ({ mutate: vi.fn(), navigate: vi.fn() }));
vi.mock('./api/create-list.ts', () => ({ useCreateList: () => ({ mutate: sent.mutate, isPending: false }) }));
vi.mock('./api/members.ts', () => ({
  useAssignableMembers: () => ({
    isPending: false,
    isError: false,
    data: { items: [10000004, 10000007].map((user_id) => ({ user_id, name: `Membre ${user_id}`, avatar: null, relation: null })) },
  }),
}));
vi.mock('../../lib/storage/use-session.ts', () => ({ useSession: () => ({ loggedIn: true, user: { ID: 1 } }) }));
vi.mock('../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useNavigate: () => sent.navigate }));

// The form's schema is fetched on first use (lazyResolver): loaded once here, as a screen preloads it.
beforeAll(async () => {
  await Promise.all([import('@qadhya/contracts'), import('zod')]);
}, 30_000);
afterEach(cleanup);
beforeEach(() => {
  sent.mutate.mockReset();
  Element.prototype.scrollIntoView = () => undefined;
});

const name = () => screen.getByTestId('list-name');
const type = (value: string) => fireEvent.change(name(), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('create-list'));

describe('add-list on the one form system (docs/forms.md)', () => {
  it('empty: no message on leaving the empty name; a submit says « Donnez un nom à la liste. » (an alert) and focuses the name', async () => {
    render(<AddListPage />);
    fireEvent.blur(name());
    expect(screen.queryByTestId('list-name-error')).toBeNull();
    type('   ');
    submit();
    const error = await screen.findByTestId('list-name-error');
    expect(error.textContent).toBe('Donnez un nom à la liste.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name()));
    type('Courses du samedi');
    await waitFor(() => expect(screen.queryByTestId('list-name-error')).toBeNull());
    expect(sent.mutate).not.toHaveBeenCalled();
  });

  it('invalid: more than 80 characters (after trimming) is refused', async () => {
    render(<AddListPage />);
    type('a'.repeat(81));
    submit();
    expect((await screen.findByTestId('list-name-error')).textContent).toBe('Le nom ne doit pas dépasser 80 caractères.');
    expect(sent.mutate).not.toHaveBeenCalled();
  });

  it('valid: the body sent — the name trimmed, the assigned members in the circle’s order, one request id', async () => {
    render(<AddListPage />);
    type(` ${'a'.repeat(80)} `);
    fireEvent.click(screen.getByTestId('assign-all'));
    submit();
    await waitFor(() => expect(sent.mutate).toHaveBeenCalledTimes(1));
    const body = sent.mutate.mock.calls[0]![0] as { request_id: string };
    expect(body).toEqual({
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
      title: 'a'.repeat(80),
      member_ids: [10000004, 10000007],
    });
    submit();
    await waitFor(() => expect(sent.mutate).toHaveBeenCalledTimes(2));
    expect((sent.mutate.mock.calls[1]![0] as { request_id: string }).request_id).toBe(body.request_id);
  });
});
