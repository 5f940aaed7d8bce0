// The Leaflet part of the delivery-zones map, loaded only in the browser (zones-map.tsx): regions dashed, zones in
// their colours, the kind being edited clickable, the selected zone or region editable and new ones drawn with
// leaflet-geoman, and clicks that price a point.
// Leaflet hands GeoJSON back through toGeoJSON(), so [lng, lat] ⇄ [lat, lng] happens inside Leaflet only.
import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { PolygonGeometry } from '@dastarkhan/domain/geo';
import { fromLeaflet, toLeaflet } from '../../../ui/map/lat-lng.ts';
import { REGION_COLOR, type ZonesMapProps } from './zones-map.tsx';

const FALLBACK_COLOR = '#2A9D8F';

/** Keeps the newest callback without re-running the effects that registered it. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

function polygonOf(layer: L.Layer): PolygonGeometry | null {
  const feature = (layer as L.Polygon).toGeoJSON() as { geometry?: PolygonGeometry };
  const geometry = feature.geometry;
  return geometry && (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') ? geometry : null;
}

function FitOnce({ fitTo }: Pick<ZonesMapProps, 'fitTo'>) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || fitTo.length === 0) return;
    done.current = true;
    const bounds = L.geoJSON(fitTo.map((geometry) => ({ type: 'Feature' as const, properties: {}, geometry }))).getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 });
  }, [map, fitTo]);
  return null;
}

function Layers({ zones, regions, kind, selectedId, draft, shapeVersion, mode, onSelect, onShapeChange, onDrawn, onPoint, quotePoint }: Omit<ZonesMapProps, 'tiles' | 'centre' | 'className' | 'fitTo'>) {
  const map = useMap();
  const onSelectRef = useLatest(onSelect);
  const onShapeRef = useLatest(onShapeChange);
  const onDrawnRef = useLatest(onDrawn);
  const onPointRef = useLatest(onPoint);
  const draftRef = useLatest(draft);
  const idle = mode === 'idle';

  // The areas that are not being edited; only the kind being edited takes clicks (a region's faint fill makes its
  // inside clickable, not only its border).
  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const add = (id: string, name: string, polygon: PolygonGeometry, clickable: boolean, style: L.PathOptions) => {
      const layer = L.geoJSON(polygon, { interactive: clickable, pmIgnore: true, style } as L.GeoJSONOptions);
      if (clickable) {
        layer.bindTooltip(name || '—', { sticky: true });
        layer.on('click', () => onSelectRef.current(id));
      }
      layer.addTo(group);
    };
    const editingRegions = kind === 'region';
    for (const region of regions) {
      if (editingRegions && region.id === selectedId) continue;
      const opacity = region.isActive ? 0.8 : 0.3;
      add(region.id, region.name, region.polygon, editingRegions && idle, {
        color: REGION_COLOR,
        weight: 2,
        dashArray: '6 6',
        opacity,
        fill: editingRegions,
        fillColor: REGION_COLOR,
        fillOpacity: 0.06,
      });
    }
    for (const zone of zones) {
      if (!editingRegions && zone.id === selectedId) continue;
      const color = zone.color ?? FALLBACK_COLOR;
      const fillOpacity = (zone.isActive ? 0.25 : 0.06) * (editingRegions ? 0.4 : 1);
      add(zone.id, zone.name, zone.polygon, !editingRegions && idle, { color, weight: 2, fillColor: color, fillOpacity, dashArray: zone.isActive ? undefined : '4 4' });
    }
    return () => {
      group.remove();
    };
  }, [map, zones, regions, kind, selectedId, idle, onSelectRef]);

  // The area being edited (or the one just drawn): its corners can be dragged. Rebuilt only when another shape
  // is put in (shapeVersion), not on each of its own edits.
  useEffect(() => {
    const polygon = draftRef.current?.polygon;
    if (!polygon) return;
    const color = draftRef.current?.color ?? FALLBACK_COLOR;
    const layer = L.geoJSON(polygon, { style: { color, weight: 3, fillColor: color, fillOpacity: 0.35 } }).addTo(map);
    const parts: L.Layer[] = [];
    layer.eachLayer((part) => {
      parts.push(part);
      const editable = part as L.Polygon;
      editable.pm.enable({ allowSelfIntersection: false, snappable: false });
      editable.on('pm:edit', () => {
        const geometry = polygonOf(editable);
        if (geometry) onShapeRef.current(geometry);
      });
    });
    return () => {
      for (const part of parts) (part as L.Polygon).pm.disable();
      layer.remove();
    };
  }, [map, shapeVersion, draftRef, onShapeRef]);

  // Drawing a new area with geoman's polygon tool.
  useEffect(() => {
    if (mode !== 'drawing') return;
    map.pm.enableDraw('Polygon', { snappable: false, allowSelfIntersection: false, templineStyle: { color: '#E76F51' }, hintlineStyle: { color: '#E76F51', dashArray: '5 5' } });
    const onCreate = (event: { layer: L.Layer }) => {
      const geometry = polygonOf(event.layer);
      event.layer.remove();
      if (geometry) onDrawnRef.current(geometry);
    };
    map.on('pm:create', onCreate as L.LeafletEventHandlerFn);
    return () => {
      map.off('pm:create', onCreate as L.LeafletEventHandlerFn);
      map.pm.disableDraw();
    };
  }, [map, mode, onDrawnRef]);

  // Pricing a point: every click on the map asks what the storefront would charge there.
  useEffect(() => {
    if (mode !== 'quoting') return;
    const container = map.getContainer();
    container.style.cursor = 'crosshair';
    const onClick = (event: L.LeafletMouseEvent) => onPointRef.current(fromLeaflet(event.latlng));
    map.on('click', onClick);
    return () => {
      container.style.cursor = '';
      map.off('click', onClick);
    };
  }, [map, mode, onPointRef]);

  useEffect(() => {
    if (!quotePoint) return;
    const marker = L.circleMarker(toLeaflet(quotePoint), { radius: 7, color: '#111', weight: 2, fillColor: '#fff', fillOpacity: 1, interactive: false }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, quotePoint]);

  return null;
}

export default function LeafletZonesMap({ tiles, centre, className, fitTo, ...props }: ZonesMapProps) {
  return (
    <MapContainer center={toLeaflet(centre)} zoom={12} className={`${className ?? ''} z-0`} scrollWheelZoom>
      <TileLayer url={tiles.tileUrl} attribution={tiles.tileAttribution} />
      <FitOnce fitTo={fitTo} />
      <Layers {...props} />
    </MapContainer>
  );
}
