export { OfflineNotice } from './OfflineNotice.tsx';
export { formatSavedAt, offlineSince } from './format.ts';
