import { describe, expect, it } from 'vitest';
import { minutesOrSeconds, proofMessage, sendCodeMessage } from './password-change.ts';

describe('password change: what the settings form says for each refusal', () => {
  it('a wrong or missing current password, under the current password field', () => {
    expect(proofMessage({ code: 'CURRENT_PASSWORD_INVALID' }, 'current')).toEqual({
      field: 'CURRENT_PASSWORD',
      key: 'account.settings.proof.currentInvalid',
    });
    expect(proofMessage({ code: 'PASSWORD_PROOF_REQUIRED' }, 'current')).toEqual({
      field: 'CURRENT_PASSWORD',
      key: 'account.settings.proof.currentRequired',
    });
    expect(proofMessage({ code: 'PASSWORD_PROOF_REQUIRED' }, 'code')).toEqual({
      field: 'CODE',
      key: 'account.settings.proof.codeRequired',
    });
  });

  it('too many wrong current passwords: wait n min (or s) or use an SMS code, above the button', () => {
    expect(proofMessage({ code: 'LOGIN_RATE_LIMITED', retryAfter: 840 }, 'current')).toEqual({
      field: 'form',
      key: 'account.settings.proof.limitedMinutes',
      params: { count: 14 },
    });
    expect(proofMessage({ code: 'LOGIN_RATE_LIMITED', retryAfter: 2 }, 'current')).toMatchObject({
      key: 'account.settings.proof.limitedSeconds',
      params: { count: 2 },
    });
  });

  it('the SMS code: wrong (with the tries left), expired or blocked (a new one is needed)', () => {
    expect(proofMessage({ code: 'OTP_INVALID', attemptsLeft: 3 }, 'code')).toEqual({
      field: 'CODE',
      key: 'account.settings.proof.codeInvalidLeft',
      params: { count: 3 },
    });
    expect(proofMessage({ code: 'OTP_EXPIRED' }, 'code')).toMatchObject({ field: 'CODE', codeDead: true });
    expect(proofMessage({ code: 'OTP_LOCKED' }, 'code')).toMatchObject({ field: 'CODE', codeDead: true });
  });

  it('anything else is not about the proof', () => {
    expect(proofMessage({ code: 'VALIDATION_FAILED' }, 'current')).toBeNull();
    expect(proofMessage({ code: 'FORBIDDEN' }, 'code')).toBeNull();
  });

  it('sending the code: the wait in mm:ss, or a retry message', () => {
    expect(sendCodeMessage({ code: 'OTP_RATE_LIMITED', retryAfter: 75 })).toEqual({
      field: 'CODE',
      key: 'account.settings.proof.sendLimited',
      params: { time: '01:15' },
    });
    expect(sendCodeMessage({ code: 'SERVICE_UNAVAILABLE' })).toEqual({ field: 'CODE', key: 'account.settings.proof.sendFailed' });
  });

  it('waits', () => {
    expect(minutesOrSeconds(0)).toEqual({ unit: 's', count: 1 });
    expect(minutesOrSeconds(59.2)).toEqual({ unit: 'min', count: 1 });
    expect(minutesOrSeconds(900)).toEqual({ unit: 'min', count: 15 });
  });
});
