// A client-only map: the server (and the browser until Leaflet has loaded) renders a placeholder of
// the same size, so nothing shifts and Leaflet, which needs `window`, never runs during SSR.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LatLng } from '@dastarkhan/domain/geo';
import type { MapTiles } from './map-tiles.ts';

export interface MapMarker {
  id: string;
  place: LatLng;
  /** Accessible name of the marker (it is a keyboard-focusable button). */
  label: string;
  /** Drawn greyed, e.g. a branch closed today. */
  muted?: boolean;
}

export interface MapViewProps {
  tiles: MapTiles;
  markers: MapMarker[];
  /** Where to look when there are no markers. */
  fallbackCenter: LatLng;
  onMarkerClick?: (id: string) => void;
  /** Size and shape of the map box (the placeholder takes the same). */
  className?: string;
  /** Text of the placeholder while the map loads. */
  loadingLabel: string;
}

// Leaflet and react-leaflet are loaded only in the browser, in their own chunk.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

function Placeholder({ className, label }: { className: string; label: string }) {
  return (
    <div className={`${className} flex items-center justify-center bg-ink/5 text-sm text-muted`} role="status" data-map-placeholder="">
      {label}
    </div>
  );
}

export function MapView({ className = 'h-80 w-full', loadingLabel, ...props }: MapViewProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Placeholder className={className} label={loadingLabel} />;
  return (
    <Suspense fallback={<Placeholder className={className} label={loadingLabel} />}>
      <LeafletMap className={className} {...props} />
    </Suspense>
  );
}
