// A client-only map: the server (and the browser until Leaflet has loaded) renders a placeholder of
// the same size, so nothing shifts and Leaflet, which needs `window`, never runs during SSR.
import { lazy, Suspense } from 'react';
import type { LatLng } from '@dastarkhan/domain/geo';
import { useOnDevice } from '../../lib/use-on-device.ts';
import type { MapTiles } from './map-tiles.ts';
import { MARKER_ICONS, type MarkerKind } from './marker-icons.ts';

export type { MarkerKind };

export interface MapMarker {
  id: string;
  place: LatLng;
  /** Accessible name of the marker (it is a keyboard-focusable button). */
  label: string;
  /** What the marker stands for, drawn with its own icon; a plain pin when absent. */
  kind?: MarkerKind;
  /** Drawn greyed, e.g. a branch closed today. */
  muted?: boolean;
}

export interface MapViewProps {
  tiles: MapTiles;
  /**
   * The map fits itself around these when the set of ids changes (a marker added or gone), not when a
   * marker only moves: a courier driving along must not re-zoom the map the customer is looking at.
   */
  markers: MapMarker[];
  /** Where to look when there are no markers. */
  fallbackCenter: LatLng;
  onMarkerClick?: (id: string) => void;
  /** Size and shape of the map box (the placeholder takes the same). */
  className?: string;
  /** Text of the placeholder while the map loads. */
  loadingLabel: string;
}

/** The markers' ids in a stable order: the map is fitted again only when this changes. */
export function markerSetKey(markers: readonly Pick<MapMarker, 'id'>[]): string {
  return markers
    .map((marker) => marker.id)
    .sort()
    .join('\n');
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
  const mounted = useOnDevice();
  if (!mounted) return <Placeholder className={className} label={loadingLabel} />;
  return (
    <Suspense fallback={<Placeholder className={className} label={loadingLabel} />}>
      <LeafletMap className={className} {...props} />
    </Suspense>
  );
}

/** A marker kind's icon outside the map (a legend), the same drawing as on it. */
export function MarkerGlyph({ kind, className }: { kind: MarkerKind; className?: string }) {
  const icon = MARKER_ICONS[kind];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center ${icon.className} ${className ?? ''}`}
      // Static markup of marker-icons.ts, never anything a user typed.
      dangerouslySetInnerHTML={{ __html: icon.html }}
    />
  );
}
