import { ApiError } from '../errors.ts';
import {
  AudienceQuery,
  AudienceReport,
  TrackAccepted,
  TrackBatch,
  TrackingConsent,
  TRACK_BATCH_MAX,
  TRACK_BODY_MAX_BYTES,
} from '../tracker.ts';
import { defineRoutes } from './define.ts';
import { bearerOrNone, open, signedIn, staffOnly, tooMany } from './shared.ts';

/** The tracker's routes (docs/tracker.md, docs/api.md#the-route-table). */
export const trackerApi = /* @__PURE__ */ defineRoutes(open('tracker'), {
  sendTrackEvents: {
    method: 'POST',
    path: '/api/v1/track',
    summary: `A batch of at most ${TRACK_BATCH_MAX} events from the app (sendBeacon); kept after the answer`,
    description:
      'Open to visitors; a bearer token, when sent, must be live. The device id and the account are kept only with consent ' +
      '(the batch’s for a visitor, the account’s switch once signed in); a search’s words are kept only with consent, else ' +
      `their hash. Events are deduplicated by id. Body at most ${TRACK_BODY_MAX_BYTES} bytes; a device and an address have a rate.`,
    security: bearerOrNone,
    body: TrackBatch,
    response: {
      202: TrackAccepted,
      401: ApiError.describe('UNAUTHORIZED: the token sent is expired or revoked'),
      413: ApiError.describe('PAYLOAD_TOO_LARGE'),
      429: tooMany,
    },
  },
});

/** The account's tracking switch (docs/tracker.md#consent). */
export const trackingConsentApi = /* @__PURE__ */ defineRoutes(signedIn('tracker'), {
  getTrackingConsent: {
    method: 'GET',
    path: '/api/v1/users/me/tracking-consent',
    summary: 'Whether the marketing tracker may name this account',
    response: { 200: TrackingConsent },
  },
  setTrackingConsent: {
    method: 'PUT',
    path: '/api/v1/users/me/tracking-consent',
    summary: 'Gives or takes back the account’s consent to personalised measurement',
    body: TrackingConsent,
    response: { 200: TrackingConsent },
  },
});

/** The back office's « Audience » (docs/tracker.md#audience). */
export const audienceApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  getAdminAudience: {
    method: 'GET',
    path: '/api/v1/admin/audience',
    summary:
      'A week’s audience (admin, marketing): top products clicked and scanned, catalogue pages viewed, searches that found nothing, campaign views',
    querystring: AudienceQuery,
    response: { 200: AudienceReport },
  },
});
