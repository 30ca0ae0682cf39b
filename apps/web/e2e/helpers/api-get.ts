import { expect } from 'vitest';

/** A reader of the test server's API: GET /api/v1{path}, failing the test unless it answers 200. */
export function apiGetter(baseURL: string) {
  return async function apiGet<T>(path: string): Promise<T> {
    const res = await fetch(`${baseURL}/api/v1${path}`);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
}
