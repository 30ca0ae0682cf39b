import { describe, expect, it, vi } from 'vitest';
import { typedCall, type Operation } from '../src/client/index.ts';

interface Options {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
}

const getThing = { id: 'getThing', method: 'GET', path: '/api/v1/things/:thingId' } as Operation;

describe('typedCall', () => {
  it('fills the path, sends the query and body with the options, and returns the answer', async () => {
    const send = vi.fn(async () => ({ ok: true }));
    const call = typedCall<Options>(send);
    const answer = await (call as (op: Operation, ...args: unknown[]) => Promise<unknown>)(
      getThing,
      { params: { thingId: 'a b' }, query: { page: 2 }, body: { name: 'x' } },
      { token: 't' },
    );
    expect(answer).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith('GET', '/things/a%20b', { token: 't', query: { page: 2 }, body: { name: 'x' } });
  });

  it('throws what the check refuses, and passes what it accepts', async () => {
    const send = async () => ({ ok: 'no' });
    const loose = (check: (op: Operation, answer: unknown) => string | null | Promise<string | null>) =>
      typedCall<Options>(send, check) as (op: Operation, ...args: unknown[]) => Promise<unknown>;
    await expect(loose(async () => 'getThing: ok is not a boolean')(getThing, { params: { thingId: 1 } })).rejects.toThrow(
      'getThing: ok is not a boolean',
    );
    await expect(loose(() => null)(getThing, { params: { thingId: 1 } })).resolves.toEqual({ ok: 'no' });
  });

  it('refuses a path with a param left out', async () => {
    const call = typedCall<Options>(async () => null) as (op: Operation, ...args: unknown[]) => Promise<unknown>;
    await expect(call(getThing)).rejects.toThrow('getThing: the path parameter thingId is missing');
  });
});
