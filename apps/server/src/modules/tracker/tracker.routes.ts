import { TRACK_BODY_MAX_BYTES } from '@qadhya/contracts';
import { audienceApi, trackerApi, trackingConsentApi } from '@qadhya/contracts/routes';
import { nextTunisMidnight, tunisDateString } from '@qadhya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import type { LimitRule } from '../../limits/limits.plugin.ts';
import { bearerToken, unauthorized, userIdOf } from '../../plugins/auth.ts';
import { TRACKER_FLUSH_MS, TRACKER_ROLLUP_EVERY_MS, TRACKER_ROLLUP_JOB } from './tracker.service.ts';

/** Batches a minute: an address (a shop's Wi-Fi holds many phones) and a device (docs/tracker.md#ingest). */
export const TRACKER_LIMIT_RULES = {
  ip: { name: 'track-ip', max: 3000, windowMs: 60_000 },
  device: { name: 'track-device', max: 60, windowMs: 60_000 },
} satisfies Record<string, LimitRule>;

/** POST /track, the account's consent, and the back office's « Audience » (docs/tracker.md). */
export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracker = app.services.tracker;
  const jobs = app.services.jobs;

  // Events wait in memory and are written in batches, never on a request's path (docs/tracker.md#ingest).
  const flush = () => tracker.flush().catch((err: unknown) => app.log.warn({ err }, 'tracker: could not write the events'));
  let timer: NodeJS.Timeout | undefined;

  // The roll-up and the retention run as a job, once per Tunis day's key, again every hour that day.
  const rollUpKey = (at: Date) => `${TRACKER_ROLLUP_JOB}:${tunisDateString(at)}`;
  jobs.handle(TRACKER_ROLLUP_JOB, async (payload) => {
    await tracker.rollUp();
    const now = app.clock.now();
    if (payload.day === tunisDateString(now)) {
      return { deferUntil: new Date(Math.min(now.getTime() + TRACKER_ROLLUP_EVERY_MS, nextTunisMidnight(now).getTime() + 60_000)) };
    }
    await jobs.enqueue(app.database.db, [{ kind: TRACKER_ROLLUP_JOB, payload: { day: tunisDateString(now) }, dedupeKey: rollUpKey(now) }]);
  });
  app.addHook('onReady', async () => {
    timer = setInterval(() => void flush(), TRACKER_FLUSH_MS);
    timer.unref();
    const now = app.clock.now();
    await jobs
      .enqueue(app.database.db, [{ kind: TRACKER_ROLLUP_JOB, payload: { day: tunisDateString(now) }, dedupeKey: rollUpKey(now) }])
      .catch((err: unknown) => app.log.warn({ err }, 'tracker: could not queue the roll-up'));
  });
  // preClose: the database is still open (it closes in onClose).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flush();
  });

  const route = routesWith(app);
  route(
    trackerApi.sendTrackEvents,
    async (req, reply) => {
      let userId: number | null = null;
      if (req.headers.authorization !== undefined) {
        const token = bearerToken(req);
        const session = token ? await app.sessions.verify(token) : null;
        if (!session) throw unauthorized();
        userId = session.userId;
      }
      await app.limits.hit(TRACKER_LIMIT_RULES.ip, `ip${req.ip}`);
      if (req.body.device_id !== undefined) await app.limits.hit(TRACKER_LIMIT_RULES.device, `d${req.body.device_id}`);
      return reply.code(202).send({ accepted: tracker.accept(req.body, { userId }) });
    },
    { bodyLimit: TRACK_BODY_MAX_BYTES },
  );

  const signedIn = routesWith(app, { preHandler: app.requireUser });
  signedIn(trackingConsentApi.getTrackingConsent, async (req) => ({ consent: await tracker.consentOf(userIdOf(req)) }));
  signedIn(trackingConsentApi.setTrackingConsent, async (req) => ({ consent: await tracker.setConsent(userIdOf(req), req.body.consent) }));

  const staff = routesWith(app, { config: { roles: ['admin', 'marketing'] } });
  staff(audienceApi.getAdminAudience, async (req) => tracker.audience(req.query));
};
