import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';

/**
 * Web push (issue 18, docs/notifications.md#push): the server's VAPID public key, the subscription
 * of one device (the spec's fcm_token), the service worker's receipts, and the back office's
 * broadcasts (docs/notifications.md#broadcasts).
 */

/** At most this many pushes reach one shopper in one Tunis day; the rest stay in the inbox. */
export const PUSH_DAILY_CAP = 3;
/** Quiet hours in Tunis: nothing is pushed from 22:00 to 08:00; what falls in them waits for 08:00. */
export const PUSH_QUIET_FROM_HOUR = 22;
export const PUSH_QUIET_UNTIL_HOUR = 8;
/** A notification older than this is no longer pushed (it stays in the inbox). */
export const PUSH_MAX_AGE_HOURS = 24;
/** At most this many push subscriptions (devices) per shopper: a new one beyond it replaces the least recently renewed. */
export const PUSH_MAX_DEVICES = 5;

export const PushKey = z
  .object({ public_key: z.string().describe('The VAPID public key (base64url), for PushManager.subscribe') })
  .meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKey>;

const DeviceId = z
  .string()
  .trim()
  .regex(/^[\w.:-]{8,100}$/, 'expected the device id (8 to 100 letters, digits, _ . : or -)');

const Base64Url = (min: number, max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), 'expected base64url');

export const PushSubscriptionRequest = z
  .object({
    device_id: DeviceId,
    endpoint: z.url({ protocol: /^https?$/, error: 'expected the push service URL' }).max(1000),
    keys: z.object({ p256dh: Base64Url(80, 100), auth: Base64Url(16, 32) }),
    lang: z.enum(['fr', 'ar']).default('fr'),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequest>;

export const PushSubscriptionQuery = z.object({ device_id: DeviceId });

export const PushSubscriptionState = z.object({ device_id: z.string(), updated_at: z.string() }).meta({ id: 'PushSubscriptionState' });
export type PushSubscriptionState = z.infer<typeof PushSubscriptionState>;

/** The signed delivery token the push payload carries (the service worker's receipts). */
export const PushReceiptParams = z.object({
  token: z.string().regex(/^\d{1,15}\.[A-Za-z0-9_-]{22}$/, 'expected the delivery token of the push'),
});

/** What the service worker receives (encrypted by the push service's transport). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  notification_id: z.number().int(),
  delivery: z.string().describe('Signed token for /push/deliveries/:token/shown|opened'),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

// --- Back office: broadcasts ---

export const BROADCAST_TOPICS = ['favorites', 'new_users', 'promos', 'referrals', 'prizes'] as const;
export const BroadcastTopic = z.enum(BROADCAST_TOPICS);
export const BroadcastAudience = z.enum(['all', 'governorate', 'category']);
export const BroadcastStatus = z.enum(['draft', 'scheduled', 'sending', 'sent', 'cancelled']);
export type BroadcastStatus = z.infer<typeof BroadcastStatus>;

/** An app path the notification opens: '/layout/…' or another screen of the app, never a full URL. */
export const AppPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/?=&.%]*$/, 'expected an app path like /layout/promo')
  .refine((p) => !p.startsWith('//'), 'expected an app path like /layout/promo');

const Text = (max: number) => z.string().trim().min(1).max(max);

export const BroadcastDraft = z
  .object({
    title_fr: Text(80),
    title_ar: z.string().trim().max(80).describe('Empty: Arabic readers get the French'),
    body_fr: Text(300),
    body_ar: z.string().trim().max(300).describe('Empty: Arabic readers get the French'),
    link: AppPath.nullable().default(null),
    topic: BroadcastTopic.default('promos'),
    audience: BroadcastAudience,
    audience_value: z.number().int().min(1).max(1_000_000_000).nullable().default(null).describe('The governorate id or the category id'),
  })
  .refine((d) => (d.audience === 'all') === (d.audience_value === null), {
    message: 'audience_value is the governorate or category id, and null for all',
    path: ['audience_value'],
  })
  .meta({ id: 'BroadcastDraft' });
export type BroadcastDraft = z.input<typeof BroadcastDraft>;

export const BroadcastParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const BroadcastSchedule = z
  .object({ send_at: z.iso.datetime({ offset: true }).nullable().describe('When to send (≥ now); null = now') })
  .meta({ id: 'BroadcastSchedule' });
export type BroadcastSchedule = z.infer<typeof BroadcastSchedule>;

export const Broadcast = z
  .object({
    id: z.number().int(),
    title_fr: z.string(),
    title_ar: z.string(),
    body_fr: z.string(),
    body_ar: z.string(),
    link: z.string().nullable(),
    topic: BroadcastTopic,
    audience: BroadcastAudience,
    audience_value: z.number().int().nullable(),
    audience_label: z.string().describe('The governorate or category name; empty for all'),
    status: BroadcastStatus,
    scheduled_at: z.string().nullable(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    created_at: z.string(),
    recipients: z.number().int().describe('Inbox rows written'),
    sent: z.number().int().describe('Pushes sent'),
    delivered: z.number().int().describe('Shown by a service worker'),
    opened: z.number().int().describe('Tapped'),
  })
  .meta({ id: 'Broadcast' });
export type Broadcast = z.infer<typeof Broadcast>;

export const BroadcastsQuery = PageQuery;
export const BroadcastPage = paged(Broadcast).meta({ id: 'BroadcastPage' });
export type BroadcastPage = z.infer<typeof BroadcastPage>;

export const BroadcastPreview = z
  .object({
    recipients: z.number().int().describe('Shoppers of the audience whose switch for the topic is on'),
    with_push: z.number().int().describe('Of them, with a live push subscription'),
    fr: z.object({ title: z.string(), body: z.string() }),
    ar: z.object({ title: z.string(), body: z.string() }),
    link: z.string().nullable(),
  })
  .meta({ id: 'BroadcastPreview' });
export type BroadcastPreview = z.infer<typeof BroadcastPreview>;
