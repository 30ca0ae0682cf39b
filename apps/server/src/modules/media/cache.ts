import { createHash } from 'node:crypto';

export interface RenderedImage {
  body: string;
  /** Strong ETag, quoted. */
  etag: string;
}

export function rendered(body: string): RenderedImage {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * A small least-recently-used cache of rendered images, per process. Images are a pure function
 * of the data behind a versioned URL, so copies of the server need not share it.
 */
export class ImageCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, image: RenderedImage): void {
    this.delete(key);
    this.entries.set(key, image);
    this.bytes += image.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
  }
}
