import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  AvatarResponse,
  NotificationConfig,
  NotificationConfigResponse,
  ProfileUpdate,
  UserResponse,
  UserSearchQuery,
  UserSearchResponse,
} from '../user.ts';
import { ShopperStore, ShopperStoreBody } from '../shopper-store.ts';
import { AVATAR_MAX_BYTES, atMostBytes } from '../upload-limits.ts';
import { defineRoutes } from './define.ts';
import { signedIn, singleFileForm } from './shared.ts';

export const AVATAR_FIELD = 'AVATAR';
const AvatarUpload = singleFileForm(AVATAR_FIELD, `JPEG, PNG or WebP, ${atMostBytes(AVATAR_MAX_BYTES)}`);
export const SEARCH_PER_HOUR = 30;

/** The users routes (docs/api.md#the-route-table). */
export const usersApi = /* @__PURE__ */ defineRoutes(signedIn('users'), {
  getMe: {
    method: 'GET',
    path: '/api/v1/users/me',
    summary: 'The signed-in user',
    response: { 200: UserResponse },
  },
  updateMe: {
    method: 'PUT',
    path: '/api/v1/users/me',
    summary: 'Updates the profile (absent fields stay); a new PASSWORD needs a proof and ends every other session',
    description:
      'A new PASSWORD needs CURRENT_PASSWORD (when the account has one; wrong ones count like wrong logins), or CODE ' +
      '(an SMS sent with POST /auth/otp PURPOSE password), or a session opened by an SMS code within 10 minutes.',
    body: ProfileUpdate,
    response: {
      200: UserResponse,
      403: ApiError.describe('FORBIDDEN (another ID), CURRENT_PASSWORD_INVALID or PASSWORD_PROOF_REQUIRED'),
      422: ApiError.describe('OTP_INVALID {attempts_left} or OTP_EXPIRED: the CODE'),
      429: ApiError.describe('LOGIN_RATE_LIMITED {retry_after, sign_in_with} (wrong current passwords) or OTP_LOCKED'),
    },
  },
  deleteMe: {
    method: 'DELETE',
    path: '/api/v1/users/me',
    summary: 'Deletes the account: profile, sessions, family, memberships, settings, devices and avatar',
    response: { 204: z.null().describe('Deleted') },
  },
  uploadMyAvatar: {
    method: 'POST',
    path: '/api/v1/users/me/avatar',
    summary: `Uploads the avatar: multipart field ${AVATAR_FIELD}, a JPEG, PNG or WebP of ${atMostBytes(AVATAR_MAX_BYTES)}, re-encoded to a 512×512 WebP without metadata`,
    consumes: ['multipart/form-data'],
    body: AvatarUpload,
    response: {
      200: AvatarResponse,
      413: ApiError,
      415: ApiError,
      422: ApiError,
      429: ApiError,
      503: ApiError,
    },
  },
  getMyNotificationSettings: {
    method: 'GET',
    path: '/api/v1/users/me/config',
    summary: 'The five notification switches (all 1 until changed)',
    response: { 200: NotificationConfigResponse },
  },
  updateMyNotificationSettings: {
    method: 'PUT',
    path: '/api/v1/users/me/config',
    summary: 'Saves the five notification switches (all five, 0 or 1)',
    body: NotificationConfig,
    response: { 200: NotificationConfigResponse },
  },
  getMyStore: {
    method: 'GET',
    path: '/api/v1/users/me/store',
    summary: "The shopper's store kept on the server (null until the app sends one)",
    description: 'What the server does alone for the shopper (the weekly list deals, last-chance alerts) uses this store (docs/stores.md).',
    response: { 200: ShopperStore },
  },
  updateMyStore: {
    method: 'PUT',
    path: '/api/v1/users/me/store',
    summary: "Sets the shopper's store (the app sends the store it has chosen), or forgets it with null",
    body: ShopperStoreBody,
    response: { 200: ShopperStore, 404: ApiError.describe('STORE_NOT_FOUND: no store has this code; nothing written') },
  },
  searchUserByUid: {
    method: 'GET',
    path: '/api/v1/users/search',
    summary: `The user of exactly the UID q (8 digits; never a phone, never a prefix), with a masked name, never the caller; ${SEARCH_PER_HOUR} searches an hour per account`,
    querystring: UserSearchQuery,
    response: {
      200: UserSearchResponse,
      429: ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header'),
    },
  },
});
