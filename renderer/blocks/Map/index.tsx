import { DEFAULT_MAP_TILES, isTilesAddress } from '../../../schema/block-configs/media';
import type { BlockConfig } from '../../../schema/catalogue';
import { Island } from '../../islands/Island';
import type { BlockProps } from '../types';

/** Where the place is on OpenStreetMap's own site. */
export function mapHref(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/**
 * A tile address Leaflet can fill in: the owner's when it is one (the inspector and save refuse others;
 * a page saved before that rule still draws), else the default tiles.
 */
export function tilesOf(url: string): string {
  return isTilesAddress(url) ? url : DEFAULT_MAP_TILES;
}

/**
 * A map of a place (Leaflet, zoom 12 by default, tiles configurable). Visitors get an island that loads
 * Leaflet for this page only; the builder shows where the map points without loading any map.
 */
export function MapBlock({ config, mode }: BlockProps<BlockConfig<'map'>>) {
  const { latitude, longitude, zoom } = config;
  const place = `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
  if (mode === 'builder') {
    return (
      <div className="block-map block-map--preview" style={{ height: config.frameHeight }}>
        <span>{`Map of ${config.marker.trim() || place}, zoom ${zoom}`}</span>
      </div>
    );
  }
  return (
    <Island
      name="Map"
      props={{
        latitude,
        longitude,
        zoom,
        marker: config.marker.trim(),
        tilesUrl: tilesOf(config.tilesUrl),
        attribution: config.attribution,
        height: config.frameHeight,
        href: mapHref(latitude, longitude, zoom),
        linkText: `View ${config.marker.trim() || 'this place'} on OpenStreetMap`,
      }}
    />
  );
}

export default MapBlock;

export const MAP_CSS = `
.block-map{position:relative;display:flex;flex-direction:column;border-radius:var(--radius);overflow:hidden;background:var(--surface)}
.block-map__canvas{flex:1 1 auto;min-height:0}
.block-map__link{display:block;padding:6px 0;font-size:.875rem}
.block-map--preview{display:grid;place-items:center;border:1px dashed #9a9a9a;color:var(--muted)}
`;
