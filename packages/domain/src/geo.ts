/** Great-circle distance on a sphere of radius 6371000 m (the spec's value). */
export const EARTH_RADIUS_M = 6371000;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Haversine distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  throw new Error('not implemented');
}

/** Distance in km with one decimal, fr-FR: 1234 m → "1,2 km". */
export function formatDistanceKm(meters: number): string {
  throw new Error('not implemented');
}

/** Latitude/longitude box that contains every point within `radiusM` of `center`. */
export function boundingBox(center: LatLng, radiusM: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  throw new Error('not implemented');
}
