export { ApiError, isApiError, type HttpMethod } from './api-error.ts';
export { buildUrl, API_BASE, type Query } from './build-url.ts';
export { setSessionExpiredHandler } from './error-handler.ts';
export { createQueryClient } from './query-client.ts';
export { call, type CallOptions } from './call.ts';
export { ops } from '@qadhya/contracts/client';
