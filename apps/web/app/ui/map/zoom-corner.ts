// Leaflet places its controls by physical corner (topleft/topright), not by the page's writing
// direction; in a right-to-left page the start edge is the right one, so the corner follows `dir`.
export type ZoomCorner = 'topleft' | 'topright';

export function zoomCorner(direction: 'ltr' | 'rtl', edge: 'start' | 'end'): ZoomCorner {
  const onLeft = (edge === 'start') === (direction === 'ltr');
  return onLeft ? 'topleft' : 'topright';
}
