import { z } from 'zod';

/**
 * The first-party marketing tracker (issue 36, docs/tracker.md): the app's batches of events and
 * the back office's « Audience ». Nothing here leaves the chain's own server.
 */

/** Where a product click happened. */
export const TRACK_PLACES = ['catalogue', 'promo', 'search', 'last_chance', 'list', 'scan'] as const;
export const TrackPlace = z.enum(TRACK_PLACES);
export type TrackPlace = z.infer<typeof TrackPlace>;

/** At most this many events in one batch, and this many bytes in its body. */
export const TRACK_BATCH_MAX = 50;
export const TRACK_BODY_MAX_BYTES = 32 * 1024;

const Sku = z.string().trim().min(1).max(40);
const Base = {
  id: z.uuid().describe('Made on the phone; the same id twice is kept once'),
  at: z.iso.datetime({ offset: true }).describe('When it happened on the phone'),
  store: z.string().trim().min(1).max(20).optional().describe('The store chosen in the app (magasin_code)'),
};

export const TrackEvent = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('product_click'), sku: Sku, place: TrackPlace, ...Base }).strict(),
    z
      .object({
        type: z.literal('catalogue_page'),
        catalogue_id: z.number().int().min(1),
        page: z.number().int().min(1).max(500),
        ...Base,
      })
      .strict(),
    z
      .object({
        type: z.literal('search'),
        query: z.string().trim().min(1).max(100).optional().describe('The words, only with consent'),
        query_hash: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional()
          .describe('SHA-256 of the normalised words, without consent'),
        results: z.number().int().min(0).max(100000),
        ...Base,
      })
      .strict(),
    z.object({ type: z.literal('scan'), sku: Sku, ...Base }).strict(),
    z.object({ type: z.literal('game_play'), game: z.string().trim().min(1).max(40), ...Base }).strict(),
    z.object({ type: z.literal('campaign_view'), campaign_id: z.number().int().min(1), ...Base }).strict(),
  ])
  .meta({ id: 'TrackEvent' });
export type TrackEvent = z.infer<typeof TrackEvent>;
export type TrackEventType = TrackEvent['type'];

export const TrackBatch = z
  .object({
    consent: z.boolean().describe('The shopper agreed to personalised measurement on this device'),
    device_id: z.string().trim().min(1).max(100).optional().describe('Sent only with consent'),
    events: z.array(TrackEvent).min(1).max(TRACK_BATCH_MAX),
  })
  .strict()
  .meta({ id: 'TrackBatch' });
export type TrackBatch = z.infer<typeof TrackBatch>;

export const TrackAccepted = z.object({ accepted: z.number().int() }).meta({ id: 'TrackAccepted' });

/** The account's own switch (per device before sign-in, docs/tracker.md#consent). */
export const TrackingConsent = z.object({ consent: z.boolean() }).strict().meta({ id: 'TrackingConsent' });
export type TrackingConsent = z.infer<typeof TrackingConsent>;

// ---- Back office: « Audience » ----

export const AudienceQuery = z.object({
  week: z.iso.date().optional().describe('Any day of the week (Monday to Sunday, Tunis); default this week'),
  store: z.string().trim().min(1).max(20).optional().describe('One store (magasin_code); default every store'),
});
export type AudienceQuery = z.infer<typeof AudienceQuery>;

const Count = z.number().int();
export const AudienceReport = z
  .object({
    start: z.iso.date(),
    end: z.iso.date(),
    store: z.string().nullable(),
    totals: z.object({
      product_clicks: Count,
      scans: Count,
      catalogue_pages: Count,
      searches: Count,
      empty_searches: Count,
      game_plays: Count,
      campaign_views: Count,
    }),
    clicked: z.array(z.object({ sku: z.string(), name: z.string().nullable(), events: Count })).describe('Top 20'),
    scanned: z.array(z.object({ sku: z.string(), name: z.string().nullable(), events: Count })).describe('Top 20'),
    pages: z
      .array(z.object({ catalogue_id: z.number().int(), title: z.string().nullable(), page: z.number().int(), events: Count }))
      .describe('Top 20'),
    empty_searches: z
      .array(z.object({ query: z.string(), hashed: z.boolean(), events: Count }))
      .describe('Top 20 searches that found nothing; a hashed one shows the start of its hash'),
    campaigns: z.array(z.object({ campaign_id: z.number().int(), title: z.string().nullable(), events: Count })),
  })
  .meta({ id: 'AudienceReport' });
export type AudienceReport = z.infer<typeof AudienceReport>;
