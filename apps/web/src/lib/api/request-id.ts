/** A new key for a write the server does once (a play, a share): a UUID, or a random fallback where the browser has none. */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
