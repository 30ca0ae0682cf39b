export { OFFLINE_QUERY, flushOfflineSaves, isNetworkFailure, withOfflineFallback, type OfflineIO, type OfflineMark } from './fallback.ts';
export * from './resources.ts';
