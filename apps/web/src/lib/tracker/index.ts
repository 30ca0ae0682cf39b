export { track, type TrackInput } from './track.ts';
export { readTrackingConsent, writeTrackingConsent } from './consent.ts';
