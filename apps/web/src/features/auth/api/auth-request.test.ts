import { describe, expect, it } from 'vitest';
import { toAuthError } from './auth-request.ts';

describe('auth call errors', () => {
  it('keep the code, message, retry_after and attempts_left of the body', () => {
    const e = toAuthError(422, { code: 'OTP_INVALID', message: 'Wrong code.', attempts_left: 3 }, '/auth/otp/verify');
    expect(e).toMatchObject({ status: 422, code: 'OTP_INVALID', message: 'Wrong code.', attemptsLeft: 3, retryAfter: undefined, method: 'POST' });
    expect(toAuthError(429, { code: 'OTP_RATE_LIMITED', message: 'wait', retry_after: 42 }, '/auth/otp').retryAfter).toBe(42);
  });

  it('fall back to the Retry-After header and to HTTP_<status> for a body without code', () => {
    const e = toAuthError(429, 'Too Many Requests', '/auth/login', '30');
    expect(e).toMatchObject({ code: 'HTTP_429', retryAfter: 30 });
    expect(toAuthError(502, undefined, '/auth/login').code).toBe('HTTP_502');
  });
});
