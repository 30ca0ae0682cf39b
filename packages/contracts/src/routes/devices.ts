import { DeviceRegistered, DeviceRegistration } from '../auth.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { bearerOrNone, open } from './shared.ts';

/** The devices routes (docs/api.md#the-route-table). */
export const devicesApi = /* @__PURE__ */ defineRoutes(open('devices'), {
  registerDevice: {
    method: 'POST',
    path: '/api/v1/devices',
    summary: 'Register this device (first launch); with a bearer token it is bound to the user',
    description:
      'The token is optional; a token that is sent must be live (an expired or revoked one gets 401, nothing is linked). ' +
      'A device id is bound to the first account that registers it with a token: that account may register it again, ' +
      'another account gets 409 DEVICE_BOUND (the app then registers itself under a new id), and an anonymous call ' +
      'never binds nor changes a bound device (it answers 200 either way).',
    security: bearerOrNone,
    body: DeviceRegistration,
    response: {
      200: DeviceRegistered,
      400: ApiError.describe('Malformed body'),
      401: ApiError.describe('UNAUTHORIZED: the token sent is expired or revoked'),
      409: ApiError.describe('DEVICE_BOUND: this device id is bound to another account'),
    },
  },
});
