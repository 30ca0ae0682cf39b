import { HELP_LIMIT_RULES, helpApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { HELP_LIMITS, RequestId } from '@qadhya/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, routesWith } from '../../http/route.ts';
import { AppError } from '../../errors.ts';
import { answerLang } from '../../http/lang.ts';
import type { LimitRule } from '../../limits/limits.plugin.ts';
import { bearerToken, unauthorized, userIdOf } from '../../plugins/auth.ts';
import { readReportForm, reportFormLimits } from './report-form.ts';
import type { Sender } from './help.service.ts';

/** The sender of a route open to visitors: a bearer, when sent, must be live (401 otherwise). */
async function senderOf(app: FastifyInstance, req: FastifyRequest): Promise<Sender> {
  if (req.headers.authorization === undefined) return { userId: null, ip: req.ip };
  const token = bearerToken(req);
  const session = token ? await app.sessions.verify(token) : null;
  if (!session) throw unauthorized();
  req.session = session;
  return { userId: session.userId, ip: req.ip };
}

/**
 * Help for shoppers (docs/help.md): the FAQ; issue reports and ideas (an account to answer to);
 * the contact form and reviews (visitors too). Every send is idempotent by request_id.
 */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { preservePath: true, limits: reportFormLimits(HELP_LIMITS.photoMaxBytes) });
  const help = app.services.help;
  const hit = (rule: LimitRule, subject: string) => () => app.limits.hit(rule, subject);
  const route = routesWith(app, { preHandler: app.requireUser });
  const publicRoute = routesWith(app);

  publicRoute(helpApi.listFaq, async (req, reply) => help.faq(answerLang(req, reply), req.query.q));

  route(helpApi.reportIssue, async (req, reply) => {
    const lang = answerLang(req, reply);
    const form = await readReportForm(req, HELP_LIMITS.photoMaxBytes);
    const requestId = RequestId.safeParse(form.fields.request_id ?? '');
    if (!requestId.success)
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        'Invalid body.request_id: expected 8 to 64 of A-Z a-z 0-9 _ -',
        {},
        { details: [{ path: 'body.request_id', message: 'invalid' }] },
      );
    const userId = userIdOf(req);
    const made = await help.report({ userId, ip: req.ip }, form, requestId.data, lang, hit(HELP_LIMIT_RULES.report, `u${userId}`));
    return reply.code(201).send(made);
  });

  route(helpApi.sendSuggestion, async (req, reply) => {
    const userId = userIdOf(req);
    const made = await help.suggestion({ userId, ip: req.ip }, req.body, answerLang(req, reply), hit(HELP_LIMIT_RULES.idea, `u${userId}`));
    return reply.code(201).send(made);
  });

  publicRoute(helpApi.sendContactMessage, async (req, reply) => {
    const sender = await senderOf(app, req);
    const made = await help.contact(sender, req.body, answerLang(req, reply), async () => {
      await app.limits.hit(HELP_LIMIT_RULES.contactIp, `ip${sender.ip}`);
      if (sender.userId !== null) await app.limits.hit(HELP_LIMIT_RULES.contactAccount, `u${sender.userId}`);
    });
    return reply.code(201).send(made);
  });

  route(helpApi.listMyReviews, async (req) => help.myReviews(userIdOf(req), req.query));

  publicRoute(helpApi.createReview, async (req, reply) => {
    const sender = await senderOf(app, req);
    const rule =
      sender.userId === null ? hit(HELP_LIMIT_RULES.reviewIp, `ip${sender.ip}`) : hit(HELP_LIMIT_RULES.reviewAccount, `u${sender.userId}`);
    return reply.code(201).send(await help.review(sender, req.body, answerLang(req, reply), rule));
  });

  route(helpApi.deleteReview, async (req, reply) => noContent(reply, help.deleteReview(userIdOf(req), req.params.id)));
};
