export { loadCountries } from './offline-basemap.ts';
export { showBasemap, configuredTileUrl, STORE_PIN_SVG, type BasemapOptions } from './basemap.ts';
