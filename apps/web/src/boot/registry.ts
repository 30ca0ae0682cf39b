/**
 * The boot registry: API reads that the inline boot script (boot.ts, inlined into index.html at
 * build time) starts before the app's JavaScript has downloaded, so that the first screen's data
 * travels in parallel with the code. The app's API client takes a matching read once instead of
 * sending the same request again.
 */
export interface BootFetch {
  /** The fetch started by the boot script. */
  response: Promise<Response>;
  /** The bearer token it was sent with (null: none). */
  token: string | null;
  /** Date.now() when it was sent, and when its answer arrived (null while pending). */
  sentAt: number;
  receivedAt: number | null;
}

export interface BootRegistry {
  /** By URL (`/api/v1/...` with its query string, as the API client builds it). */
  fetches: Record<string, BootFetch>;
  /** Date.now() when the boot script ran. */
  startedAt: number;
}

export const BOOT_GLOBAL = '__qadhyaBoot';

declare global {
  interface Window {
    __qadhyaBoot?: BootRegistry;
  }
}
