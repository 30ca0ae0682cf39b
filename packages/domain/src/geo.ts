/** Great-circle distance on a sphere of radius 6371000 m (the spec's value). */
export const EARTH_RADIUS_M = 6371000;

export interface LatLng {
  lat: number;
  lng: number;
}

const RAD = Math.PI / 180;

/** Haversine distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  const h = Math.min(1, Math.max(0, s));
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Alias under the formula's name. */
export const haversine = distanceMeters;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Latitude/longitude box that contains every point within `radiusM` of `center`.
 * Uses the exact spherical longitude extent (asin(sin δ / cos φ)), widened by a hair for
 * rounding. When the circle reaches a pole or crosses the antimeridian, the longitude range
 * is the whole [-180, 180] (never wrong, merely loose there).
 */
export function boundingBox(center: LatLng, radiusM: number): BoundingBox {
  const r = Number.isFinite(radiusM) && radiusM > 0 ? radiusM : 0;
  const delta = (r / EARTH_RADIUS_M) * (1 + 1e-9) + 1e-12; // angular radius, radians
  const lat = center.lat * RAD;
  const minLatR = lat - delta;
  const maxLatR = lat + delta;
  const minLat = Math.max(-90, minLatR / RAD);
  const maxLat = Math.min(90, maxLatR / RAD);
  if (delta >= Math.PI || minLatR <= -Math.PI / 2 || maxLatR >= Math.PI / 2) {
    return { minLat, maxLat, minLng: -180, maxLng: 180 };
  }
  const ratio = Math.sin(delta) / Math.cos(lat);
  if (ratio >= 1) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = (Math.asin(ratio) / RAD) * (1 + 1e-9) + 1e-9;
  const minLng = center.lng - dLng;
  const maxLng = center.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}

/** True when `p` lies inside the box (inclusive). */
export function inBoundingBox(p: LatLng, box: BoundingBox): boolean {
  return p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;
}
