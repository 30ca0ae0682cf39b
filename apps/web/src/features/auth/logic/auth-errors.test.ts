import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiErrorTexts } from '../../../lib/i18n/api-error-texts.ts';
import { authNotice } from './auth-errors.ts';

// A code's own text is named only when the app has it: the API client loads the texts before it reports a failed call.
beforeAll(() => loadApiErrorTexts());

const err = (status: number, code: string, extra: object = {}) => ({ status, code, message: 'msg', ...extra });

describe('auth error toasts (docs/accounts.md#error-messages)', () => {
  it('classic login mismatch: Erreur / Numéro ou mot de passe incorrect for 3 s', () => {
    expect(authNotice(err(401, 'INVALID_CREDENTIALS'), 'classic')).toMatchObject({
      titleKey: 'auth.errors.errorTitle',
      textKey: 'auth.errors.classicMismatch',
      durationMs: 3000,
    });
  });

  it("other 401: Identifiant ou mot de passe est incorrect; 403: Erreur with the app's text for the code, never the server's words", () => {
    expect(authNotice(err(401, 'UNAUTHORIZED'), 'register').textKey).toBe('auth.errors.unauthorized');
    const forbidden = authNotice(err(403, 'FORBIDDEN'), 'profile');
    expect(forbidden).toMatchObject({ titleKey: 'auth.errors.errorTitle', textKey: 'apiErrors.FORBIDDEN' });
    expect(JSON.stringify(forbidden)).not.toContain('msg');
    expect(authNotice(err(403, 'SOMETHING_NEW'), 'profile').textKey).toBe('errors.unknownCode');
  });

  it('anything else: Erreur du serveur with a sorry-and-retry text for 6 s', () => {
    for (const e of [err(500, 'INTERNAL'), err(0, 'NETWORK_ERROR'), err(404, 'NOT_FOUND')]) {
      expect(authNotice(e, 'sendCode')).toMatchObject({
        titleKey: 'auth.errors.serverTitle',
        textKey: 'auth.errors.serverText',
        durationMs: 6000,
      });
    }
  });

  it('send code 422: the phone is not valid', () => {
    expect(authNotice(err(422, 'INVALID_PHONE'), 'sendCode').textKey).toBe('auth.errors.invalidPhone');
  });

  it('wrong code: the activation code is not valid, with the tries left', () => {
    expect(authNotice(err(422, 'OTP_INVALID', { attemptsLeft: 3 }), 'verifyCode')).toMatchObject({
      titleKey: 'auth.errors.invalidCode',
      textKey: 'auth.errors.attemptsLeft',
      textParams: { count: 3 },
    });
  });

  it('a locked or expired code is dead: clear the boxes and offer a new one', () => {
    expect(authNotice(err(429, 'OTP_LOCKED'), 'verifyCode')).toMatchObject({ textKey: 'auth.errors.codeLocked', codeDead: true });
    expect(authNotice(err(422, 'OTP_EXPIRED'), 'resetCode')).toMatchObject({ textKey: 'auth.errors.codeExpired', codeDead: true });
  });

  it('rate limits say when to retry, in mm:ss', () => {
    expect(authNotice(err(429, 'OTP_RATE_LIMITED', { retryAfter: 75 }), 'sendCode')).toMatchObject({
      textKey: 'auth.errors.otpRateLimited',
      textParams: { time: '01:15' },
      waitSeconds: 75,
    });
  });

  it('too many wrong passwords: wait n min (or n s) or sign in with an SMS code, which is offered', () => {
    expect(authNotice(err(429, 'LOGIN_RATE_LIMITED', { retryAfter: 600 }), 'classic')).toMatchObject({
      titleKey: 'auth.errors.rateLimitedTitle',
      textKey: 'auth.errors.loginRateLimitedMinutes',
      textParams: { count: 10 },
      waitSeconds: 600,
      offerCode: true,
    });
    expect(authNotice(err(429, 'LOGIN_RATE_LIMITED', { retryAfter: 61 }), 'classic').textParams).toEqual({ count: 2 });
    expect(authNotice(err(429, 'LOGIN_RATE_LIMITED', { retryAfter: 2 }), 'classic')).toMatchObject({
      textKey: 'auth.errors.loginRateLimitedSeconds',
      textParams: { count: 2 },
      offerCode: true,
    });
    expect(authNotice(err(429, 'LOGIN_RATE_LIMITED'), 'classic').textParams).toEqual({ count: 1 });
  });

  it("'Nouveau client !' too long after the code: a new code is needed to set the password", () => {
    expect(authNotice(err(403, 'PASSWORD_PROOF_REQUIRED'), 'profile')).toMatchObject({
      textKey: 'auth.errors.proofExpired',
      needsNewCode: true,
    });
  });

  it('a taken phone on register', () => {
    expect(authNotice(err(409, 'PHONE_TAKEN'), 'sendCode').textKey).toBe('auth.errors.phoneTaken');
  });
});

describe('social sign-in toasts (docs/accounts-social.md#errors-in-the-app)', () => {
  it('a server-error toast with the code’s own text', () => {
    expect(authNotice(err(422, 'SOCIAL_STATE_INVALID'), 'social')).toMatchObject({
      type: 'error',
      titleKey: 'auth.errors.serverTitle',
      textKey: 'apiErrors.SOCIAL_STATE_INVALID',
    });
    expect(authNotice(err(422, 'SOCIAL_CANCELLED'), 'social')).toMatchObject({ type: 'info', titleKey: 'auth.errors.serverTitle' });
  });

  it('a wrong code while linking keeps the code messages', () => {
    expect(authNotice(err(422, 'OTP_INVALID', { attemptsLeft: 3 }), 'social')).toMatchObject({ titleKey: 'auth.errors.invalidCode' });
  });
});
