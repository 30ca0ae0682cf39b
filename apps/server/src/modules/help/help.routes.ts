import multipart from '@fastify/multipart';
import {
  ApiError,
  ContactBody,
  FaqList,
  FaqQuery,
  HELP_LIMITS,
  IssueReportForm,
  LangQuery,
  MyReview,
  MyReviewPage,
  RequestId,
  ReviewBody,
  ReviewIdParams,
  ReviewsQuery,
  SuggestionBody,
  SupportReceipt,
} from '@qadhya/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { answerLang } from '../../http/lang.ts';
import type { LimitRule } from '../../limits/limits.plugin.ts';
import { bearerToken, unauthorized, userIdOf } from '../../plugins/auth.ts';
import { readReportForm, reportFormLimits } from './report-form.ts';
import type { Sender } from './help.service.ts';

/** The rate limits of the forms (docs/help.md#limits): counted only for a new send, never for a replay. */
export const HELP_LIMIT_RULES = {
  report: { name: 'help-report', max: 10, windowMs: 3_600_000, message: 'Too many reports: try again later.' },
  idea: { name: 'help-idea', max: 10, windowMs: 3_600_000, message: 'Too many ideas: try again later.' },
  contactIp: { name: 'help-contact-ip', max: 10, windowMs: 3_600_000, message: 'Too many messages from this address: try again later.' },
  contactAccount: { name: 'help-contact-account', max: 5, windowMs: 3_600_000, message: 'Too many messages: try again later.' },
  reviewIp: { name: 'help-review-ip', max: 5, windowMs: 3_600_000, message: 'Too many reviews from this address: try again later.' },
  reviewAccount: { name: 'help-review-account', max: 10, windowMs: 3_600_000, message: 'Too many reviews: try again later.' },
} satisfies Record<string, LimitRule>;

const secured = { security: [{ bearerAuth: [] }] };
const optionalBearer = { security: [{ bearerAuth: [] as string[] }, {} as Record<string, string[]>] };
const tags = ['help'];
const formInvalid = ApiError.describe('FORM_INVALID: details lists each refused field (path) and its rule (message: required, min, max, email, accepted, choice, store, image, range)');
const tooMany = ApiError.describe('RATE_LIMITED {retry_after}, with a Retry-After header');
const sendErrors = { 400: ApiError, 409: ApiError.describe('CONFLICT: the request_id was used for another kind of send'), 422: formInvalid, 429: tooMany, 500: ApiError };

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

  app.get(
    '/faq',
    {
      schema: {
        tags,
        summary: 'The published FAQ in position order, in the asked language; q finds words in the questions and answers, accent- and case-insensitively',
        querystring: FaqQuery,
        response: { 200: FaqList, 400: ApiError, 500: ApiError },
      },
    },
    async (req, reply) => help.faq(answerLang(req, reply), req.query.q),
  );

  app.post(
    '/issue-reports',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags,
        summary:
          'Reports an issue (multipart: ISSUE_TYPE connexion|produits|last-chance|autre, DESCRIPTION of at least 10 characters, LOCATION a store code, PHOTO a JPEG, PNG or WebP of at most 5 MB re-encoded to WebP, request_id); the same request_id again answers the same report',
        consumes: ['multipart/form-data'],
        querystring: LangQuery,
        body: IssueReportForm,
        response: { 201: SupportReceipt, 401: ApiError, 413: ApiError, 415: ApiError, 503: ApiError, ...sendErrors },
      },
    },
    async (req, reply) => {
      const lang = answerLang(req, reply);
      const form = await readReportForm(req, HELP_LIMITS.photoMaxBytes);
      const requestId = RequestId.safeParse(form.fields.request_id ?? '');
      if (!requestId.success) throw new AppError(400, 'VALIDATION_FAILED', 'Invalid body.request_id: expected 8 to 64 of A-Z a-z 0-9 _ -', {}, { details: [{ path: 'body.request_id', message: 'invalid' }] });
      const userId = userIdOf(req);
      const made = await help.report({ userId, ip: req.ip }, form, requestId.data, lang, hit(HELP_LIMIT_RULES.report, `u${userId}`));
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/suggestions',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags,
        summary: 'Shares an idea: TITLE, DESCRIPTION of at least 10 characters, ACCEPTED_TERMS must be 1; the same request_id again answers the same idea',
        querystring: LangQuery,
        body: SuggestionBody,
        response: { 201: SupportReceipt, 401: ApiError, ...sendErrors },
      },
    },
    async (req, reply) => {
      const userId = userIdOf(req);
      const made = await help.suggestion({ userId, ip: req.ip }, req.body, answerLang(req, reply), hit(HELP_LIMIT_RULES.idea, `u${userId}`));
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        ...optionalBearer,
        tags,
        summary: `Sends a message to the chain: NAME (at least 3 characters), EMAIL, SUBJECT (optional), MESSAGE (at least 4); visitors too (a bearer attaches the account). ${HELP_LIMIT_RULES.contactIp.max} an hour per address, ${HELP_LIMIT_RULES.contactAccount.max} per account; the same request_id again answers the same message`,
        querystring: LangQuery,
        body: ContactBody,
        response: { 201: SupportReceipt, 401: ApiError.describe('UNAUTHORIZED: the bearer sent is expired or revoked'), ...sendErrors },
      },
    },
    async (req, reply) => {
      const sender = await senderOf(app, req);
      const made = await help.contact(sender, req.body, answerLang(req, reply), async () => {
        await app.limits.hit(HELP_LIMIT_RULES.contactIp, `ip${sender.ip}`);
        if (sender.userId !== null) await app.limits.hit(HELP_LIMIT_RULES.contactAccount, `u${sender.userId}`);
      });
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/reviews',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags,
        summary: "The caller's own reviews, newest first (deleted ones left out)",
        querystring: ReviewsQuery,
        response: { 200: MyReviewPage, 400: ApiError, 401: ApiError, 500: ApiError },
      },
    },
    async (req) => help.myReviews(userIdOf(req), req.query),
  );

  app.post(
    '/reviews',
    {
      schema: {
        ...optionalBearer,
        tags,
        summary: `Rates the app: RATING an integer 0–10, COMMENT optional; a visitor (no bearer) gives GUEST_NAME (at least 3 characters) and GUEST_EMAIL. ${HELP_LIMIT_RULES.reviewIp.max} an hour per visitor's address, ${HELP_LIMIT_RULES.reviewAccount.max} per account`,
        querystring: LangQuery,
        body: ReviewBody,
        response: { 201: MyReview, 401: ApiError.describe('UNAUTHORIZED: the bearer sent is expired or revoked'), ...sendErrors },
      },
    },
    async (req, reply) => {
      const sender = await senderOf(app, req);
      const rule = sender.userId === null ? hit(HELP_LIMIT_RULES.reviewIp, `ip${sender.ip}`) : hit(HELP_LIMIT_RULES.reviewAccount, `u${sender.userId}`);
      return reply.code(201).send(await help.review(sender, req.body, answerLang(req, reply), rule));
    },
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...secured,
        tags,
        summary: "Deletes one of the caller's reviews (kept aside for support, never shown again)",
        params: ReviewIdParams,
        response: { 204: z.null().describe('Deleted'), 400: ApiError, 401: ApiError, 404: ApiError.describe('REVIEW_NOT_FOUND: not a review of the caller, or already deleted'), 500: ApiError },
      },
    },
    async (req, reply) => {
      await help.deleteReview(userIdOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
