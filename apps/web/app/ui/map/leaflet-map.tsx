// The Leaflet part of MapView, imported only in the browser (see map-view.tsx). Markers are
// div icons (no image files to resolve, and they draw offline), fitted into view on change.
import { useEffect, useMemo } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { MapViewProps } from './map-view.tsx';
import { toLeaflet } from './lat-lng.ts';

const PIN = '<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true"><path fill="currentColor" stroke="white" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Z"/><circle cx="12" cy="9" r="2.6" fill="white"/></svg>';

const icons = {
  open: divIcon({ className: 'text-brand', html: PIN, iconSize: [32, 32], iconAnchor: [16, 31] }),
  muted: divIcon({ className: 'text-muted opacity-70', html: PIN, iconSize: [32, 32], iconAnchor: [16, 31] }),
};

function FitToMarkers({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    const [first] = points;
    if (!first) return;
    if (points.length === 1) map.setView(first, 15);
    else map.fitBounds(latLngBounds(points), { padding: [40, 40], maxZoom: 16 });
  }, [map, points]);
  return null;
}

export default function LeafletMap({ tiles, markers, fallbackCenter, onMarkerClick, className }: Omit<MapViewProps, 'loadingLabel'>) {
  const points = useMemo(() => markers.map((marker) => toLeaflet(marker.place)), [markers]);
  return (
    <MapContainer center={toLeaflet(fallbackCenter)} zoom={12} className={`${className ?? ''} z-0`} scrollWheelZoom>
      <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} />
      {markers.map((marker) => (
        <Marker
          key={marker.id}
          position={toLeaflet(marker.place)}
          icon={marker.muted ? icons.muted : icons.open}
          title={marker.label}
          alt={marker.label}
          eventHandlers={{ click: () => onMarkerClick?.(marker.id) }}
        />
      ))}
      <FitToMarkers points={points} />
    </MapContainer>
  );
}
