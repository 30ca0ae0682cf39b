import { CAMPAIGN_IMAGE_MAX_BYTES, PRODUCT_PHOTO_MAX_BYTES } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorText, tooLargeText } from './error-text.ts';

describe('errorText: API errors in French for staff', () => {
  it('words the staff sign-in errors its own way', () => {
    expect(errorText(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe('E-mail ou mot de passe incorrect.');
  });

  it('adds the tries left to a wrong code, and says when none is left', () => {
    expect(errorText(new ApiError(422, 'TOTP_INVALID', 'x', undefined, undefined, 3))).toBe('Code incorrect. Encore 3 essais.');
    expect(errorText(new ApiError(422, 'TOTP_INVALID', 'x', undefined, undefined, 1))).toBe('Code incorrect. Encore 1 essai.');
    expect(errorText(new ApiError(422, 'TOTP_INVALID', 'x', undefined, undefined, 0))).toContain('reconnectez-vous');
  });

  it('adds the wait before the next code once wrong codes slow the sign-in', () => {
    expect(errorText(new ApiError(422, 'TOTP_INVALID', 'x', undefined, 4, 2))).toBe(
      'Code incorrect. Encore 2 essais. Prochain essai dans 4 s.',
    );
    expect(errorText(new ApiError(429, 'TOTP_RATE_LIMITED', 'x', undefined, 2))).toBe(
      'Trop de codes incorrects : patientez avant le prochain essai. Réessayez dans 2 s.',
    );
    expect(errorText(new ApiError(423, 'STAFF_FACTOR_LOCKED', 'x'))).toContain('administrateur');
  });

  it('adds the wait of a 429 in minutes', () => {
    expect(errorText(new ApiError(429, 'LOGIN_RATE_LIMITED', 'x', undefined, 540))).toBe(
      'Trop de tentatives de connexion. Réessayez dans 9 min.',
    );
  });

  it('falls back on the shoppers’ French text of a known code, and names an unknown one', () => {
    expect(errorText(new ApiError(409, 'STAFF_EMAIL_TAKEN', 'x'))).toBe('Un compte du personnel existe déjà avec cet e-mail.');
    expect(errorText(new ApiError(500, 'HTTP_500', 'x'))).toBe('Erreur 500 (HTTP_500).');
    expect(errorText(new Error('boom'))).toBe('Une erreur inattendue est survenue.');
  });

  it('a file too large says the limit of that upload, the number the server checks', () => {
    const tooLarge = new ApiError(413, 'FILE_TOO_LARGE', 'x');
    expect(errorText(tooLarge, { maxBytes: PRODUCT_PHOTO_MAX_BYTES })).toBe('Fichier trop lourd : 8 Mo au plus.');
    expect(errorText(tooLarge, { maxBytes: CAMPAIGN_IMAGE_MAX_BYTES })).toBe(tooLargeText(CAMPAIGN_IMAGE_MAX_BYTES));
    expect(errorText(new ApiError(404, 'NOT_FOUND', 'x'), { maxBytes: PRODUCT_PHOTO_MAX_BYTES })).not.toContain('Mo');
  });
});
