/**
 * Moves the test server's clock forward (POST /api/dev/clock/advance, NODE_ENV=test only): a test
 * skips a limit's window — the 59 s between two codes to one phone, a login delay — instead of
 * waiting it out on the wall clock.
 */
export async function advanceServerClock(baseURL: string, seconds: number): Promise<void> {
  const res = await fetch(`${baseURL}/api/dev/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: Math.max(1, Math.ceil(seconds)) }),
  });
  if (res.status !== 200) throw new Error(`clock advance: ${res.status} ${await res.text()}`);
}
