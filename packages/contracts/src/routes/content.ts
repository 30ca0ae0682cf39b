import { AppLinks, ContentVersion, PublicContentParams, TermsAccept, TermsStatus } from '../content.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { notModified } from './shared.ts';

/** The content routes (docs/api.md#the-route-table). */
export const contentApi = /* @__PURE__ */ defineRoutes({
  getContentDocument: {
    method: 'GET',
    path: '/api/v1/content/:doc',
    tags: ['content'],
    summary: 'The latest published version of the terms of use (cgu), the legal notices (legal) or the privacy policy (privacy), fr and ar',
    params: PublicContentParams,
    response: { 200: ContentVersion, 304: notModified, 400: ApiError, 404: ApiError, 500: ApiError },
  },
  getAppLinks: {
    method: 'GET',
    path: '/api/v1/app/links',
    tags: ['content'],
    summary: "The chain's social links, toll-free number and contact e-mail (server settings)",
    response: { 200: AppLinks, 304: notModified, 500: ApiError },
  },
  getTermsStatus: {
    method: 'GET',
    path: '/api/v1/terms/status',
    tags: ['content'],
    security: [{ bearerAuth: [] }],
    summary: 'The current terms version and whether the caller has accepted it',
    response: { 200: TermsStatus, 401: ApiError, 500: ApiError },
  },
  acceptTerms: {
    method: 'POST',
    path: '/api/v1/terms/accept',
    tags: ['content'],
    security: [{ bearerAuth: [] }],
    summary: 'Accepts the current terms version (idempotent); 409 TERMS_VERSION_NOT_CURRENT for any other version',
    body: TermsAccept,
    response: { 200: TermsStatus, 400: ApiError, 401: ApiError, 409: ApiError, 500: ApiError },
  },
});
