import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Natural Earth country outlines (world-atlas countries-50m) as GeoJSON, for the offline basemap.
 * The JSON is bundled by Vite in its own lazy chunk: loaded only when tiles cannot be drawn.
 */
let cached: Promise<FeatureCollection<Geometry>> | null = null;

export function loadCountries(): Promise<FeatureCollection<Geometry>> {
  cached ??= import('world-atlas/countries-50m.json').then((m) => {
    const topology = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    return feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  });
  return cached;
}
