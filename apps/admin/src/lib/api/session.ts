/**
 * The staff token lives in sessionStorage (this tab only, gone when it closes), never in
 * localStorage: a back-office session must not outlive the browser tab (docs/back-office.md).
 */
const KEY = 'qadhya-admin-token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // private mode without storage: the session lasts until the next reload
  }
}
