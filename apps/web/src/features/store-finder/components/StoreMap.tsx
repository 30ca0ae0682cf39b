import type { Store } from '@qadhya/contracts';
import { formatDistance, type LatLng } from '@qadhya/domain';
import { configuredTileUrl, showBasemap, STORE_PIN_SVG } from '@qadhya/map';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useOnline } from '../../../lib/device/online.ts';
import { directionsUrl } from '../../../lib/stores/logic.ts';
import styles from './StoreMap.module.css';

/** Map zoom (docs/stores.md#store-finder). */
export const MAP_ZOOM = 14;

/**
 * Tiles: the server's MAP_TILE_URL (given in index.html's qadhya-tiles meta, and allowed by its
 * CSP), else VITE_TILE_URL at build time, else OpenStreetMap's standard tiles.
 */
const TILE_URL: string = configuredTileUrl(import.meta.env.VITE_TILE_URL as string | undefined);

export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface StoreMapProps {
  center: LatLng;
  stores: readonly (Store & { distance_m?: number })[];
  /** Place names (delegations) labelled on the offline basemap, which has no names of its own. */
  places?: readonly MapPlace[];
}

const storeIcon = L.divIcon({
  className: styles.pin!,
  html: STORE_PIN_SVG,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});
const meIcon = L.divIcon({ className: styles.me!, html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 11] });

/** The popup's two ways on: the store page (in the app, docs/stores.md#store-page) and the directions. */
interface PopupLinks {
  directions: string;
  see: string;
  /** The app's language, for the distance (docs/formats.md). */
  lang: string;
  onOpen: (path: string) => void;
}

function popupContent(store: StoreMapProps['stores'][number], { directions, see, lang, onOpen }: PopupLinks): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup!;
  const name = document.createElement('strong');
  name.textContent = store.storename;
  name.dataset.testid = 'map-store-name';
  const place = document.createElement('span');
  place.textContent = `${store.delegation} · ${store.gouvernorat}`;
  root.append(name, place);
  if (store.distance_m !== undefined) {
    const distance = document.createElement('span');
    distance.className = styles.popupDistance!;
    distance.textContent = formatDistance(store.distance_m, lang);
    root.append(distance);
  }
  const link = document.createElement('a');
  link.href = directionsUrl(store);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = directions;
  link.dataset.testid = 'map-directions';
  const page = document.createElement('a');
  page.href = href('storePage', { code: store.magasin_code });
  page.textContent = see;
  page.dataset.testid = 'map-open-store';
  page.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(page.pathname);
  });
  const links = document.createElement('span');
  links.className = styles.popupLinks!;
  links.append(page, link);
  root.append(links);
  return root;
}

/**
 * Leaflet map at zoom 14 with the shopper's position and the stores. Tiles from TILE_URL; when a
 * tile fails or the device is offline, the Natural Earth outlines are drawn instead (never grey).
 */
export default function StoreMap({ center, stores, places = [] }: StoreMapProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const online = useOnline();
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const storesLayer = useRef<L.LayerGroup | null>(null);
  const meMarker = useRef<L.Marker | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const offline = tilesFailed || !online;
  const directions = t('stores.directions');
  const see = t('storeList.see');
  const navigate = useNavigate();
  const youAreHere = t('location.youAreHere');

  // Create the map once.
  useEffect(() => {
    if (!el.current) return;
    const map = L.map(el.current, { zoomControl: false, attributionControl: true }).setView([center.lat, center.lng], MAP_ZOOM);
    // Leaflet's own buttons are titled in English: ours say it in the app's language.
    L.control.zoom({ zoomInTitle: t('stores.zoomIn'), zoomOutTitle: t('stores.zoomOut') }).addTo(map);
    map.attributionControl.setPrefix(false);
    mapRef.current = map;
    storesLayer.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the centre is applied by the effect below
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    map.setView([center.lat, center.lng], map.getZoom() || MAP_ZOOM);
    meMarker.current?.remove();
    meMarker.current = L.marker([center.lat, center.lng], { icon: meIcon, title: youAreHere, zIndexOffset: 1000, keyboard: false }).addTo(
      map,
    );
  }, [center.lat, center.lng, youAreHere]);

  // Online tiles until one fails, then the offline basemap.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    return showBasemap(map, { tileUrl: TILE_URL, offline, onTileError: () => setTilesFailed(true) });
  }, [offline]);

  // Place names on the offline basemap.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !offline || places.length === 0) return;
    const group = L.layerGroup();
    for (const place of places) {
      const label = document.createElement('span');
      label.textContent = place.name;
      L.marker([place.lat, place.lng], {
        icon: L.divIcon({ className: styles.placeLabel!, html: label, iconSize: undefined }),
        interactive: false,
        keyboard: false,
        zIndexOffset: -1000,
      }).addTo(group);
    }
    group.addTo(map);
    return () => {
      group.remove();
    };
  }, [offline, places]);

  // Store markers.
  useEffect(() => {
    const group = storesLayer.current;
    if (!group) return;
    group.clearLayers();
    for (const store of stores) {
      L.marker([store.latitude, store.longitude], { icon: storeIcon, title: store.storename, alt: store.storename })
        .bindPopup(() => popupContent(store, { directions, see, lang, onOpen: (path) => void navigate(path) }))
        .addTo(group);
    }
  }, [stores, directions, see, lang, navigate]);

  return (
    <div className={styles.wrap} data-offline={offline || undefined} data-testid="store-map">
      <div ref={el} className={styles.map} dir="ltr" role="region" aria-label={t('stores.mapLabelRegion')} />
      {offline && (
        <span className={styles.badge} data-testid="offline-basemap">
          {t('stores.offlineMap')}
        </span>
      )}
    </div>
  );
}
