/** Where a gateway is and how long it is waited for (the SMS and e-mail gateways). */
export interface GatewayTarget {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  /** The signal that gives up on the gateway after `ms` (AbortSignal.timeout; tests pass one they abort). */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/**
 * POSTs `body` as JSON to a gateway (Bearer token when configured, no redirects followed). A network
 * error or the timeout rejects with `fail('<name> gateway unreachable: …')`, a non-2xx answer with
 * `fail('<name> gateway answered <status>: …')` (its first 200 characters).
 */
export async function postToGateway(target: GatewayTarget, body: unknown, name: string, fail: (message: string) => Error): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: (target.timeoutSignal ?? AbortSignal.timeout)(target.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const reason =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? `no answer within ${target.timeoutMs} ms`
        : err instanceof Error
          ? err.message
          : String(err);
    throw fail(`${name} gateway unreachable: ${reason}`);
  }
  if (res.status < 200 || res.status >= 300) {
    const text = await res.text().catch(() => '');
    throw fail(`${name} gateway answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  }
  await res.body?.cancel().catch(() => {});
}
