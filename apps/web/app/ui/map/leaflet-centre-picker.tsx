// The Leaflet part of CentrePicker, imported only in the browser (see centre-picker.tsx).
import { useEffect, useRef } from 'react';
import { GeoJSON, MapContainer, TileLayer, useMap, useMapEvent, ZoomControl } from 'react-leaflet';
import type { LatLng } from '@dastarkhan/domain/geo';
import type { CentrePickerProps } from './centre-picker.tsx';
import { fromLeaflet, toLeaflet } from './lat-lng.ts';
import { textDirection } from '../../lib/language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { zoomCorner } from './zoom-corner.ts';

/** Spec §9: the map's zoom/move animation takes 500 ms. */
const FLY_SECONDS = 0.5;
/** Closer than this (degrees) the map is already there: no flight, no extra moveend. */
const ALREADY_THERE = 1e-6;

/** Flies to each new `centre` the parent hands over, and reports where the map rests after any move. */
function CentreControl({ centre, onCentreChange, label }: Pick<CentrePickerProps, 'onCentreChange' | 'label'> & { centre: LatLng }) {
  const map = useMap();
  // The latest callback, without making the listeners below depend on the parent's renders.
  const report = useRef(onCentreChange);
  useEffect(() => {
    report.current = onCentreChange;
  }, [onCentreChange]);

  useMapEvent('moveend', () => report.current(fromLeaflet(map.getCenter())));

  useEffect(() => {
    const here: LatLng = fromLeaflet(map.getCenter());
    if (Math.abs(here.latitude - centre.latitude) < ALREADY_THERE && Math.abs(here.longitude - centre.longitude) < ALREADY_THERE) return;
    map.flyTo(toLeaflet(centre), map.getZoom(), { duration: FLY_SECONDS });
  }, [map, centre]);

  useEffect(() => {
    // Leaflet makes the container focusable (arrow keys pan, +/- zoom); it needs a name for screen readers.
    const container = map.getContainer();
    container.setAttribute('aria-label', label);
    container.setAttribute('role', 'application');
    container.setAttribute('aria-roledescription', 'map');
  }, [map, label]);

  return null;
}

export default function LeafletCentrePicker({ tiles, centre, zoom = 14, onCentreChange, outlines, label }: Omit<CentrePickerProps, 'loadingLabel' | 'className' | 'centre'> & { centre: LatLng }) {
  const direction = textDirection(useLanguage());
  return (
    // The zoom buttons sit halfway down the end edge (the left one in Arabic): pages put their own
    // controls over the corners. (`!`: leaflet.css is unlayered, so it beats Tailwind's layered utilities otherwise.)
    <MapContainer
      center={toLeaflet(centre)}
      zoom={zoom}
      className="absolute inset-0 z-0 [&_.leaflet-top]:top-1/2! [&_.leaflet-top]:-translate-y-1/2"
      scrollWheelZoom
      zoomControl={false}
    >
      <ZoomControl position={zoomCorner(direction, 'end')} />
      <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} />
      {outlines?.map((geometry, index) => (
        // Leaflet's GeoJSON layer reads [lng, lat] itself; spec §9: outline width 4. The class colours it
        // with the brand (CSS beats the SVG attributes Leaflet writes).
        <GeoJSON key={index} data={geometry} interactive={false} style={{ weight: 4, fillOpacity: 0.05, className: 'stroke-brand-ink fill-brand-ink' }} />
      ))}
      <CentreControl centre={centre} onCentreChange={onCentreChange} label={label} />
    </MapContainer>
  );
}
