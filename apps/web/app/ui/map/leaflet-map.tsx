// The Leaflet part of MapView, imported only in the browser (see map-view.tsx). Markers are div icons
// of their kind (marker-icons.ts); the view is fitted to them when the set of markers changes.
import { useEffect, useRef } from 'react';
import { divIcon, latLngBounds, type DivIcon, type Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { textDirection } from '../../lib/language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { zoomCorner } from './zoom-corner.ts';
import { markerSetKey, type MapMarker, type MapViewProps } from './map-view.tsx';
import { toLeaflet } from './lat-lng.ts';
import { MARKER_ICONS, MUTED_MARKER_CLASS, type MarkerKind } from './marker-icons.ts';

// One icon object per look, made once: a new object on every render would make Leaflet replace the
// marker's element each time.
const icons = new Map<string, DivIcon>();

function iconOf(kind: MarkerKind, muted: boolean): DivIcon {
  const key = `${kind}:${muted}`;
  let icon = icons.get(key);
  if (!icon) {
    const spec = MARKER_ICONS[kind];
    icon = divIcon({ className: muted ? MUTED_MARKER_CLASS : spec.className, html: spec.html, iconSize: spec.size, iconAnchor: spec.anchor });
    icons.set(key, icon);
  }
  return icon;
}

function FitToMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  // The newest positions, read when the set changes; a move alone does not refit.
  const latest = useRef(markers);
  useEffect(() => {
    latest.current = markers;
  }, [markers]);
  const setKey = markerSetKey(markers);
  useEffect(() => {
    const points = latest.current.map((marker) => toLeaflet(marker.place));
    const [first] = points;
    if (!first) return;
    if (points.length === 1) map.setView(first, 15);
    else map.fitBounds(latLngBounds(points), { padding: [40, 40], maxZoom: 16 });
  }, [map, setKey]);
  return null;
}

function MarkerPin({ marker, onClick }: { marker: MapMarker; onClick?: (id: string) => void }) {
  const ref = useRef<LeafletMarker>(null);
  const kind = marker.kind ?? 'pin';
  const icon = iconOf(kind, marker.muted ?? false);
  const { latitude, longitude } = marker.place;
  // What the marker is and where, on its element: Leaflet's icons carry only a title otherwise.
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.dataset.markerId = marker.id;
    element.dataset.markerKind = kind;
    element.dataset.latitude = String(latitude);
    element.dataset.longitude = String(longitude);
  }, [marker.id, kind, icon, latitude, longitude]);
  return (
    <Marker
      ref={ref}
      position={toLeaflet(marker.place)}
      icon={icon}
      title={marker.label}
      alt={marker.label}
      // The courier above the branch and the address where they overlap.
      zIndexOffset={kind === 'courier' ? 1000 : 0}
      eventHandlers={{ click: () => onClick?.(marker.id) }}
    />
  );
}

export default function LeafletMap({ tiles, markers, fallbackCenter, onMarkerClick, className }: Omit<MapViewProps, 'loadingLabel'>) {
  const direction = textDirection(useLanguage());
  return (
    <MapContainer center={toLeaflet(fallbackCenter)} zoom={12} className={`${className ?? ''} z-0`} scrollWheelZoom zoomControl={false}>
      {/* Leaflet's default corner is top-left whatever the page's direction: at the start edge instead. */}
      <ZoomControl position={zoomCorner(direction, 'start')} />
      <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} />
      {markers.map((marker) => (
        <MarkerPin key={marker.id} marker={marker} onClick={onMarkerClick} />
      ))}
      <FitToMarkers markers={markers} />
    </MapContainer>
  );
}
