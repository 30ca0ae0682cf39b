import L from 'leaflet';
import { loadCountries } from './offline-basemap.ts';

/**
 * The tiles of the shoppers' app and the back office: the server's MAP_TILE_URL (given in
 * index.html's qadhya-tiles meta, and allowed by its CSP), else `buildTimeUrl` (the web app's
 * VITE_TILE_URL), else OpenStreetMap's standard tiles.
 */
export function configuredTileUrl(buildTimeUrl?: string): string {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="qadhya-tiles"]')?.content ||
    buildTimeUrl ||
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
  );
}

/** A store's pin (the brand's red drop with a white dot), 32×42, tip at (16, 41). */
export const STORE_PIN_SVG =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#e30613" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

export interface BasemapOptions {
  /** The tile URL template (configuredTileUrl()). */
  tileUrl: string;
  /** Tiles failed before, or the browser is offline: the bundled outlines instead of tiles. */
  offline: boolean;
  /** A tile failed to load: the caller switches to `offline` (and calls showBasemap again). */
  onTileError: () => void;
  /** The outlines are on the map (e.g. to zoom out to where the coast and borders show). */
  onOutlines?: (map: L.Map) => void;
}

/**
 * The map's background: online, the tile layer, reporting its first failure; offline, the Natural
 * Earth country outlines (loaded lazily, behind everything else), never a grey map. Returns what
 * removes it (the caller's effect cleanup).
 */
export function showBasemap(map: L.Map, { tileUrl, offline, onTileError, onOutlines }: BasemapOptions): () => void {
  if (!offline) {
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap' });
    tiles.on('tileerror', onTileError);
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }
  let layer: L.GeoJSON | null = null;
  let cancelled = false;
  void loadCountries().then((countries) => {
    if (cancelled) return;
    layer = L.geoJSON(countries, {
      interactive: false,
      style: { color: '#9aa5b1', weight: 1.2, fillColor: '#f3efe4', fillOpacity: 1 },
    }).addTo(map);
    layer.bringToBack();
    onOutlines?.(map);
  });
  return () => {
    cancelled = true;
    layer?.remove();
  };
}
