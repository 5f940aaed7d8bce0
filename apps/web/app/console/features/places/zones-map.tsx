// The delivery-zones map as the page uses it: a placeholder of the same size on the server and until Leaflet and
// leaflet-geoman have loaded in the browser (they need `window`), then the map itself (leaflet-zones-map.tsx).
import { lazy, Suspense } from 'react';
import type { PlacesRegion, PlacesZone } from '@dastarkhan/domain/contracts/console-places';
import type { LatLng, PolygonGeometry } from '@dastarkhan/domain/geo';
import { useOnDevice } from '../../../lib/use-on-device.ts';
import type { MapTiles } from '../../../ui/map/map-tiles.ts';

export type ZonesMapMode = 'idle' | 'drawing' | 'quoting';
/** Which kind of area the map edits: its shapes take clicks, the other kind is only shown. */
export type AreaKind = 'zone' | 'region';
/** Regions are drawn in one colour (they have none of their own), dashed. */
export const REGION_COLOR = '#475569';

export interface ZonesMapProps {
  tiles: MapTiles;
  centre: LatLng;
  zones: PlacesZone[];
  regions: PlacesRegion[];
  kind: AreaKind;
  /** The zone or region being edited (drawn from `draft`, not from `zones` or `regions`). */
  selectedId: string | null;
  draft: { polygon: PolygonGeometry; color: string | null } | null;
  /** Changes when another shape is put in the editor (an area selected, a new one drawn, an edit undone). */
  shapeVersion: number;
  mode: ZonesMapMode;
  onSelect: (areaId: string) => void;
  onShapeChange: (polygon: PolygonGeometry) => void;
  onDrawn: (polygon: PolygonGeometry) => void;
  onPoint: (place: LatLng) => void;
  quotePoint: LatLng | null;
  /** What the map first shows: the main city's zones and regions. */
  fitTo: PolygonGeometry[];
  className?: string;
}

// Leaflet first: it puts `window.L`, which leaflet-geoman extends when it loads with the map module.
const LeafletZonesMap = lazy(async () => {
  await import('leaflet');
  return import('./leaflet-zones-map.tsx');
});

function Placeholder({ className, label }: { className: string; label: string }) {
  return (
    <div className={`${className} flex items-center justify-center bg-ink/5 text-sm text-muted`} role="status" data-map-placeholder="">
      {label}
    </div>
  );
}

export function ZonesMap({ className = 'h-[70dvh] w-full', loadingLabel, ...props }: ZonesMapProps & { loadingLabel: string }) {
  const mounted = useOnDevice();
  if (!mounted) return <Placeholder className={className} label={loadingLabel} />;
  return (
    <Suspense fallback={<Placeholder className={className} label={loadingLabel} />}>
      <LeafletZonesMap className={className} {...props} />
    </Suspense>
  );
}
