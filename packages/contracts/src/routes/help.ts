import { z } from 'zod';
import { ApiError } from '../errors.ts';
import {
  ContactBody,
  FaqList,
  FaqQuery,
  IssueReportForm,
  MyReview,
  MyReviewPage,
  ReviewBody,
  ReviewIdParams,
  ReviewsQuery,
  SuggestionBody,
  SupportReceipt,
} from '../help.ts';
import { LangQuery } from '../lang.ts';
import { REPORT_PHOTO_MAX_BYTES, atMostBytes } from '../upload-limits.ts';
import { defineRoutes } from './define.ts';
import { bearerOrNone, open, signedIn, tooMany } from './shared.ts';

const formInvalid = ApiError.describe(
  'FORM_INVALID: details lists each refused field (path) and its rule (message: required, min, max, email, accepted, choice, store, image, range)',
);
const deadBearer = ApiError.describe('UNAUTHORIZED: the bearer sent is expired or revoked');
const sendErrors = {
  409: ApiError.describe('CONFLICT: the request_id was used for another kind of send'),
  422: formInvalid,
  429: tooMany,
};
export const HELP_LIMIT_RULES = {
  report: { name: 'help-report', max: 10, windowMs: 3_600_000, message: 'Too many reports: try again later.' },
  idea: { name: 'help-idea', max: 10, windowMs: 3_600_000, message: 'Too many ideas: try again later.' },
  contactIp: { name: 'help-contact-ip', max: 10, windowMs: 3_600_000, message: 'Too many messages from this address: try again later.' },
  contactAccount: { name: 'help-contact-account', max: 5, windowMs: 3_600_000, message: 'Too many messages: try again later.' },
  reviewIp: { name: 'help-review-ip', max: 5, windowMs: 3_600_000, message: 'Too many reviews from this address: try again later.' },
  reviewAccount: { name: 'help-review-account', max: 10, windowMs: 3_600_000, message: 'Too many reviews: try again later.' },
};

/** The help routes (docs/api.md#the-route-table). */
export const helpApi = {
  .../* @__PURE__ */ defineRoutes(open('help'), {
    listFaq: {
      method: 'GET',
      path: '/api/v1/faq',
      summary:
        'The published FAQ in position order, in the asked language; q finds words in the questions and answers, accent- and case-insensitively',
      querystring: FaqQuery,
      response: { 200: FaqList },
    },
  }),
  .../* @__PURE__ */ defineRoutes(signedIn('help'), {
    reportIssue: {
      method: 'POST',
      path: '/api/v1/issue-reports',
      summary: `Reports an issue (multipart: ISSUE_TYPE connexion|produits|last-chance|autre, DESCRIPTION of at least 10 characters, LOCATION a store code, PHOTO a JPEG, PNG or WebP of ${atMostBytes(REPORT_PHOTO_MAX_BYTES)} re-encoded to WebP, request_id); the same request_id again answers the same report`,
      consumes: ['multipart/form-data'],
      querystring: LangQuery,
      body: IssueReportForm,
      response: { 201: SupportReceipt, 413: ApiError, 415: ApiError, 503: ApiError, ...sendErrors },
    },
    sendSuggestion: {
      method: 'POST',
      path: '/api/v1/suggestions',
      summary:
        'Shares an idea: TITLE, DESCRIPTION of at least 10 characters, ACCEPTED_TERMS must be 1; the same request_id again answers the same idea',
      querystring: LangQuery,
      body: SuggestionBody,
      response: { 201: SupportReceipt, ...sendErrors },
    },
    sendContactMessage: {
      method: 'POST',
      path: '/api/v1/contact',
      security: bearerOrNone,
      summary: `Sends a message to the chain: NAME (at least 3 characters), EMAIL, SUBJECT (optional), MESSAGE (at least 4); visitors too (a bearer attaches the account). ${HELP_LIMIT_RULES.contactIp.max} an hour per address, ${HELP_LIMIT_RULES.contactAccount.max} per account; the same request_id again answers the same message`,
      querystring: LangQuery,
      body: ContactBody,
      response: { 201: SupportReceipt, 401: deadBearer, ...sendErrors },
    },
    listMyReviews: {
      method: 'GET',
      path: '/api/v1/reviews',
      summary: "The caller's own reviews, newest first (deleted ones left out)",
      querystring: ReviewsQuery,
      response: { 200: MyReviewPage },
    },
    createReview: {
      method: 'POST',
      path: '/api/v1/reviews',
      security: bearerOrNone,
      summary: `Rates the app: RATING an integer 0–10, COMMENT optional; a visitor (no bearer) gives GUEST_NAME (at least 3 characters) and GUEST_EMAIL. ${HELP_LIMIT_RULES.reviewIp.max} an hour per visitor's address, ${HELP_LIMIT_RULES.reviewAccount.max} per account`,
      querystring: LangQuery,
      body: ReviewBody,
      response: { 201: MyReview, 401: deadBearer, ...sendErrors },
    },
    deleteReview: {
      method: 'DELETE',
      path: '/api/v1/reviews/:id',
      summary: "Deletes one of the caller's reviews (kept aside for support, never shown again)",
      params: ReviewIdParams,
      response: {
        204: z.null().describe('Deleted'),
        404: ApiError.describe('REVIEW_NOT_FOUND: not a review of the caller, or already deleted'),
      },
    },
  }),
};
