export {
  OFFLINE_QUERY,
  RECONCILED_QUERY,
  flushOfflineSaves,
  isNetworkFailure,
  withOfflineFallback,
  type OfflineIO,
  type OfflineMark,
} from './fallback.ts';
export * from './resources.ts';
export { useRefetchWhenOnline } from './refetch-when-online.ts';
