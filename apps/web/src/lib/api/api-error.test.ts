import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, networkError, toApiError } from './api-error.ts';
import { buildUrl } from './build-url.ts';

describe('toApiError', () => {
  it('reads the server JSON { code, message, details }', () => {
    const error = toApiError(
      400,
      { code: 'VALIDATION_FAILED', message: 'Invalid query.limit', details: [{ path: 'query.limit', message: 'too big' }] },
      'GET',
      '/stores',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid query.limit', method: 'GET', path: '/stores' });
    expect(error.details).toEqual([{ path: 'query.limit', message: 'too big' }]);
  });

  it('copes with bodies that are not the error shape', () => {
    expect(toApiError(502, '<html>Bad gateway</html>', 'POST', '/x')).toMatchObject({
      code: 'HTTP_502',
      message: '<html>Bad gateway</html>',
    });
    expect(toApiError(500, undefined, 'PUT', '/x')).toMatchObject({ code: 'HTTP_500', message: 'HTTP 500' });
    expect(toApiError(404, { error: 'nope' }, 'GET', '/x')).toMatchObject({ code: 'HTTP_404' });
  });

  it('keeps retry_after and attempts_left, falling back to the Retry-After header', () => {
    const e = toApiError(422, { code: 'OTP_INVALID', message: 'Wrong code.', attempts_left: 3 }, 'POST', '/auth/otp/verify');
    expect(e).toMatchObject({ status: 422, code: 'OTP_INVALID', attemptsLeft: 3, retryAfter: undefined, method: 'POST' });
    expect(toApiError(429, { code: 'OTP_RATE_LIMITED', message: 'wait', retry_after: 42 }, 'POST', '/auth/otp', '7').retryAfter).toBe(42);
    expect(toApiError(429, 'Too Many Requests', 'POST', '/auth/login', '30')).toMatchObject({ code: 'HTTP_429', retryAfter: 30 });
    expect(toApiError(429, { code: 'X', message: 'y', retry_after: -1 }, 'POST', '/x', 'soon').retryAfter).toBeUndefined();
  });

  it('marks network failures with status 0', () => {
    expect(networkError('GET', '/x', new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });
});

describe('buildUrl', () => {
  it('prefixes /api/v1 and encodes the query, leaving out empty values', () => {
    expect(buildUrl('/stores')).toBe('/api/v1/stores');
    expect(buildUrl('stores', { q: 'sfax centre', limit: 0, empty: '', none: undefined, nil: null })).toBe(
      '/api/v1/stores?q=sfax+centre&limit=0',
    );
    expect(buildUrl('/stock', { codes: ['A1', 'B2'] })).toBe('/api/v1/stock?codes=A1&codes=B2');
  });
});
