import { configuredTileUrl, showBasemap, STORE_PIN_SVG } from '@qadhya/map';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import './store-map.css';

/** Tiles: the server's MAP_TILE_URL (the qadhya-tiles meta it adds to index.html), as in the shoppers' app. */
const TILE_URL: string = configuredTileUrl();

const pinIcon = L.divIcon({ className: 'store-map-pin', html: STORE_PIN_SVG, iconSize: [32, 42], iconAnchor: [16, 41] });

export interface StoreMapPickerProps {
  lat: number;
  lng: number;
  name: string;
  /** Absent: the map only shows the position. */
  onMove?: (lat: number, lng: number) => void;
}

/** The offline outlines' zoom (the coast and the borders in view). */
const OFFLINE_ZOOM = 9;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The store's position on a Leaflet map: drag the pin or click the map to move it. Tiles from the
 * server's configured URL; when one fails (or the browser is offline) the bundled outlines are
 * drawn instead (docs/back-office-screens.md#stores).
 */
export default function StoreMapPicker({ lat, lng, name, onMove }: StoreMapPickerProps) {
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const moveRef = useRef(onMove);
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!el.current) return;
    const map = L.map(el.current, { zoomControl: true }).setView([lat, lng], 15);
    map.attributionControl.setPrefix(false);
    const marker = L.marker([lat, lng], {
      icon: pinIcon,
      draggable: Boolean(moveRef.current),
      title: name,
      alt: name,
      keyboard: false,
    }).addTo(map);
    marker.on('dragend', () => {
      const p = marker.getLatLng();
      moveRef.current?.(round6(p.lat), round6(p.lng));
    });
    map.on('click', (e: L.LeafletMouseEvent) => {
      if (!moveRef.current) return;
      marker.setLatLng(e.latlng);
      moveRef.current(round6(e.latlng.lat), round6(e.latlng.lng));
    });
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; the position follows below
  }, []);

  // The fields moved the position: the pin follows (and the view, when it left it).
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!map || !marker || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    marker.setLatLng([lat, lng]);
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [lat, lng]);

  // Tiles until one fails (or with the browser offline from the start), then the bundled outlines
  // (the shoppers' map's offline basemap), zoomed out to where the coast and borders show.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    return showBasemap(map, {
      tileUrl: TILE_URL,
      offline,
      onTileError: () => setOffline(true),
      onOutlines: (m) => {
        if (m.getZoom() > OFFLINE_ZOOM) m.setZoom(OFFLINE_ZOOM);
      },
    });
  }, [offline]);

  return (
    <div className="store-map" data-offline={offline || undefined} data-testid="store-map-picker">
      <div ref={el} className="store-map-canvas" role="region" aria-label={`Position de ${name} sur la carte`} />
      {offline ? <span className="store-map-badge">Carte hors ligne : contours seulement</span> : null}
    </div>
  );
}
