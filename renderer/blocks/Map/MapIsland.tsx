import { useEffect, useRef } from 'react';

export interface MapIslandProps {
  latitude: number;
  longitude: number;
  zoom: number;
  marker: string;
  tilesUrl: string;
  attribution: string;
  height: number;
  /** The same place on OpenStreetMap, for visitors without JavaScript or who want directions. */
  href: string;
  linkText: string;
}

/**
 * A map drawn with Leaflet. Leaflet's script and stylesheet are fetched only here, once the island
 * hydrates, so a page without a map never loads them; before that (or without JavaScript) the block
 * shows a link to the place on OpenStreetMap.
 */
export function MapIsland({ latitude, longitude, zoom, marker, tilesUrl, attribution, height, href, linkText }: MapIslandProps) {
  const canvas = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let map: { remove(): void } | null = null;
    let live = true;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?inline')]).then(([leaflet, css]) => {
      if (!live) return;
      const L = leaflet.default ?? leaflet;
      if (!document.querySelector('style[data-leaflet]')) {
        const style = document.createElement('style');
        style.dataset.leaflet = '';
        style.textContent = css.default;
        document.head.append(style);
      }
      const drawn = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], zoom);
      L.tileLayer(tilesUrl, { attribution, maxZoom: 19 }).addTo(drawn);
      if (marker) L.circleMarker([latitude, longitude], { radius: 9, weight: 3 }).addTo(drawn).bindTooltip(marker, { permanent: true, direction: 'top' });
      element.dataset.ready = '';
      map = drawn;
    });
    return () => {
      live = false;
      map?.remove();
    };
  }, [latitude, longitude, zoom, marker, tilesUrl, attribution]);
  return (
    <div className="block-map" style={{ height }}>
      <div ref={canvas} className="block-map__canvas" role="region" aria-label={marker ? `Map: ${marker}` : 'Map'} />
      <a className="block-map__link" href={href} target="_blank" rel="noopener noreferrer">
        {linkText}
      </a>
    </div>
  );
}
