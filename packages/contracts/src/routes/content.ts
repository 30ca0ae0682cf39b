import { AppLinks, ContentVersion, PublicContentParams, TermsAccept, TermsStatus } from '../content.ts';
import { ApiError } from '../errors.ts';
import { defineRoutes } from './define.ts';
import { notModified, open, signedIn } from './shared.ts';

/** The content routes (docs/api.md#the-route-table). */
export const contentApi = {
  .../* @__PURE__ */ defineRoutes(open('content'), {
    getContentDocument: {
      method: 'GET',
      path: '/api/v1/content/:doc',
      summary:
        'The latest published version of the terms of use (cgu), the legal notices (legal) or the privacy policy (privacy), fr and ar',
      params: PublicContentParams,
      response: { 200: ContentVersion, 304: notModified, 404: ApiError },
    },
    getAppLinks: {
      method: 'GET',
      path: '/api/v1/app/links',
      summary: "The chain's social links, toll-free number and contact e-mail (server settings)",
      response: { 200: AppLinks, 304: notModified },
    },
  }),
  .../* @__PURE__ */ defineRoutes(signedIn('content'), {
    getTermsStatus: {
      method: 'GET',
      path: '/api/v1/terms/status',
      summary: 'The current terms version and whether the caller has accepted it',
      response: { 200: TermsStatus },
    },
    acceptTerms: {
      method: 'POST',
      path: '/api/v1/terms/accept',
      summary: 'Accepts the current terms version (idempotent); 409 TERMS_VERSION_NOT_CURRENT for any other version',
      body: TermsAccept,
      response: { 200: TermsStatus, 409: ApiError },
    },
  }),
};
