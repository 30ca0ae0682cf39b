import { distanceMeters, EARTH_RADIUS_M } from '@qadhya/domain';

const RAD = Math.PI / 180;

/** The point `meters` away from (lat, lng) along `bearingDeg`, on the spec's sphere (6371000 m). */
export function destination(lat: number, lng: number, bearingDeg: number, meters: number) {
  const d = meters / EARTH_RADIUS_M;
  const b = bearingDeg * RAD;
  const p1 = lat * RAD;
  const l1 = lng * RAD;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: p2 / RAD, lng: l2 / RAD };
}

export { distanceMeters };
