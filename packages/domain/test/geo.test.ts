import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, boundingBox, distanceMeters, haversine, inBoundingBox, type LatLng } from '../src/geo.ts';

const TUNIS: LatLng = { lat: 36.8065, lng: 10.1815 };
const SFAX: LatLng = { lat: 34.7406, lng: 10.7603 };

const latLng = (maxLat = 89) =>
  fc.record({ lat: fc.double({ min: -maxLat, max: maxLat, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('distanceMeters (haversine)', () => {
  it('uses the documented earth radius', () => {
    expect(EARTH_RADIUS_M).toBe(6371000);
    expect(haversine).toBe(distanceMeters);
    // One degree of latitude = R·π/180.
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo((6371000 * Math.PI) / 180, 3);
    // Antipodes: half the circumference.
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(6371000 * Math.PI, 3);
  });
  it('gives known distances', () => {
    expect(distanceMeters(TUNIS, TUNIS)).toBe(0);
    // Tunis–Sfax ≈ 235 km as the crow flies.
    expect(distanceMeters(TUNIS, SFAX) / 1000).toBeGreaterThan(230);
    expect(distanceMeters(TUNIS, SFAX) / 1000).toBeLessThan(240);
    // 30 m scan radius: 0.00027° of latitude ≈ 30 m.
    expect(distanceMeters(TUNIS, { lat: TUNIS.lat + 0.00027, lng: TUNIS.lng })).toBeCloseTo(30.02, 1);
  });
  it('property: symmetric, non-negative, bounded, triangle inequality', () => {
    fc.assert(
      fc.property(latLng(90), latLng(90), latLng(90), (a, b, c) => {
        const ab = distanceMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_M + 1e-6);
        expect(Math.abs(ab - distanceMeters(b, a))).toBeLessThan(1e-6);
        // 1 m slack: haversine loses precision near antipodal pairs.
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(ab + distanceMeters(b, c) + 1);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('is centred on the point and roughly radius-sized', () => {
    const box = boundingBox(TUNIS, 25000);
    expect(box.minLat).toBeLessThan(TUNIS.lat);
    expect(box.maxLat).toBeGreaterThan(TUNIS.lat);
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 25000 * 180) / (Math.PI * EARTH_RADIUS_M), 6);
    expect(box.maxLng - box.minLng).toBeGreaterThan(box.maxLat - box.minLat); // wider away from the equator
    expect(box.maxLng - box.minLng).toBeLessThan(1);
  });
  it('covers everything near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50000)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
    expect(boundingBox({ lat: 0, lng: 179.99 }, 5000)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
  it('handles a zero or invalid radius', () => {
    const box = boundingBox(TUNIS, 0);
    expect(inBoundingBox(TUNIS, box)).toBe(true);
    expect(inBoundingBox(TUNIS, boundingBox(TUNIS, Number.NaN))).toBe(true);
  });
  it('property: never excludes a point within the radius (whole globe)', () => {
    fc.assert(
      fc.property(latLng(), fc.double({ min: 1, max: 2_000_000, noNaN: true }), latLng(90), (center, radius, p) => {
        if (distanceMeters(center, p) <= radius) expect(inBoundingBox(p, boundingBox(center, radius))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
  it('property: never excludes a point within the radius (points sampled inside the circle)', () => {
    fc.assert(
      fc.property(
        latLng(80),
        fc.double({ min: 1, max: 500_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (center, radius, f, bearing) => {
          // Destination point at distance f·radius along `bearing` (spherical formula).
          const d = (f * radius) / EARTH_RADIUS_M;
          const φ1 = (center.lat * Math.PI) / 180;
          const λ1 = (center.lng * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing));
          const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
          let lng = (λ2 * 180) / Math.PI;
          lng = ((((lng + 180) % 360) + 360) % 360) - 180;
          const p = { lat: (φ2 * 180) / Math.PI, lng };
          if (distanceMeters(center, p) <= radius) expect(inBoundingBox(p, boundingBox(center, radius))).toBe(true);
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('property: at the widest latitude, the circle edge touches the box (box is tight in Tunisia)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 30, max: 38, noNaN: true }),
        fc.double({ min: 7, max: 12, noNaN: true }),
        fc.double({ min: 10, max: 50_000, noNaN: true }),
        (lat, lng, r) => {
          const box = boundingBox({ lat, lng }, r);
          // The farthest eastern point of the box on the centre's latitude is at least r away.
          expect(distanceMeters({ lat, lng }, { lat, lng: box.maxLng })).toBeGreaterThanOrEqual(r * 0.999);
          expect(distanceMeters({ lat, lng }, { lat: box.maxLat, lng })).toBeGreaterThanOrEqual(r * 0.999);
          expect(distanceMeters({ lat, lng }, { lat: box.maxLat, lng })).toBeLessThanOrEqual(r * 1.001 + 1e-3);
        },
      ),
    );
  });
});
