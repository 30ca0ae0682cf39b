import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { dismissToast, getToasts } from '../notify/toast-store.ts';
import { ApiError } from './api-error.ts';
import { handleApiError, setSessionExpiredHandler } from './error-handler.ts';

initI18n();

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('handleApiError', () => {
  it('shows one toast with the French texts', () => {
    handleApiError(new ApiError(500, 'INTERNAL_ERROR', 'boom', 'GET', '/x'));
    expect(getToasts()).toMatchObject([{ type: 'error', title: 'Erreur du serveur', durationMs: 6000 }]);
  });

  it('lets a call suppress the message', () => {
    handleApiError(new ApiError(400, 'BAD_REQUEST', 'bad', 'POST', '/x'), { silent: true });
    expect(getToasts()).toEqual([]);
  });

  it('on 401 ends the session and goes to the root (once for a burst of failures)', () => {
    const goRoot = vi.fn();
    setSessionExpiredHandler(goRoot);
    handleApiError(new ApiError(401, 'UNAUTHORIZED', 'expired', 'GET', '/a'));
    handleApiError(new ApiError(401, 'UNAUTHORIZED', 'expired', 'GET', '/b'));
    expect(goRoot).toHaveBeenCalledTimes(1);
    expect(getToasts()).toMatchObject([{ title: 'Session expirée', text: 'Désolé, votre session a expiré', durationMs: 4000 }]);
  });
});
