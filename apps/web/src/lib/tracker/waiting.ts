import { readLocal } from '../storage/local-store.ts';

/**
 * Whether an earlier page left tracker events waiting (told before its queue loaded, or not sent):
 * a few bytes in the first load, so that the tracker's code loads only when there is something to send.
 */
export function trackerEventsWaiting(): boolean {
  const waiting = (key: 'tracker_early' | 'tracker_queue') => (readLocal(key) ?? '[]') !== '[]';
  try {
    return waiting('tracker_early') || waiting('tracker_queue');
  } catch {
    return false;
  }
}
