// A client-only map for choosing a point: the point is whatever lies under a pin fixed at the map's
// centre (drawn over the map, not a Leaflet marker), so the customer moves the map, not the pin. The
// server, and the browser until Leaflet has loaded, render a placeholder of the same size.
import { lazy, Suspense } from 'react';
import type { LatLng, PolygonGeometry } from '@dastarkhan/domain/geo';
import { useOnDevice } from '../../lib/use-on-device.ts';
import type { MapTiles } from './map-tiles.ts';
import { MarkerGlyph } from './map-view.tsx';

export interface CentrePickerProps {
  tiles: MapTiles;
  /**
   * Where the map should look. Controlled: handing a new object (a search result, a city, the
   * customer's location) flies the map there; the customer's own panning does not change it.
   * null while the page is still deciding (e.g. reading the device's draft): the placeholder stays.
   */
  centre: LatLng | null;
  zoom?: number;
  /** Called when the map comes to rest (Leaflet's moveend), never while it moves. */
  onCentreChange: (centre: LatLng) => void;
  /** Areas drawn as outlines (delivery regions). */
  outlines?: readonly PolygonGeometry[];
  /** Accessible name of the map (it is focusable and pans with the arrow keys). */
  label: string;
  /** Size and shape of the map box (the placeholder takes the same). */
  className?: string;
  /** Text of the placeholder while the map loads. */
  loadingLabel: string;
}

// Leaflet and react-leaflet are loaded only in the browser, in their own chunk.
const LeafletCentrePicker = lazy(() => import('./leaflet-centre-picker.tsx'));

function Placeholder({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-ink/5 text-sm text-muted" role="status" data-map-placeholder="">
      {label}
    </div>
  );
}

/** The pin's tip sits exactly on the map's centre point (the markers' own pin glyph, drawn larger). */
function CentrePin() {
  return (
    <div className="pointer-events-none absolute top-1/2 left-1/2 z-10 flex -translate-x-1/2 -translate-y-full" data-centre-pin="">
      <MarkerGlyph kind="pin" className="drop-shadow-md [&_svg]:size-11" />
    </div>
  );
}

export function CentrePicker({ className = 'h-80 w-full', loadingLabel, centre, ...props }: CentrePickerProps) {
  const mounted = useOnDevice();
  return (
    <div className={`relative isolate overflow-hidden ${className}`}>
      {mounted && centre ? (
        <Suspense fallback={<Placeholder label={loadingLabel} />}>
          <LeafletCentrePicker centre={centre} {...props} />
        </Suspense>
      ) : (
        <Placeholder label={loadingLabel} />
      )}
      <CentrePin />
    </div>
  );
}
