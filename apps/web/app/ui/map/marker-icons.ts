// The look of each kind of map marker as static SVG markup: Leaflet draws it as a div icon (no image
// files to resolve, draws offline) and a legend draws the very same glyph beside its text. The map's
// tiles are light in either theme, so the colours are fixed rather than the theme's ink.

export type MarkerKind = 'pin' | 'branch' | 'destination' | 'courier';

export interface MarkerIconSpec {
  html: string;
  className: string;
  /** Pixel size of the icon and the pixel of it that sits on the marker's point. */
  size: [number, number];
  anchor: [number, number];
}

const TEARDROP = 'M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.4 7.5 13.5 7.5 13.5s7.5-8.1 7.5-13.5A7.5 7.5 0 0 0 12 1.5Z';

const PIN = `<svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true"><path fill="currentColor" stroke="white" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Z"/><circle cx="12" cy="9" r="2.6" fill="white"/></svg>`;

// A teardrop in the brand's colour with a shop front in the brand's contrast colour.
const BRANCH =
  `<svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true"><path fill="var(--brand)" stroke="#17191c" stroke-width="1" d="${TEARDROP}"/>` +
  '<path fill="none" stroke="var(--brand-contrast)" stroke-width="1.4" stroke-linejoin="round" d="M8 8.2h8l-.7-2.2H8.7L8 8.2Zm.6 0v4.3h6.8V8.2M11 12.5v-2.3h2v2.3"/></svg>';

// A dark teardrop with a white house: where the order goes.
const DESTINATION =
  `<svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true"><path fill="#17191c" stroke="white" stroke-width="1.2" d="${TEARDROP}"/>` +
  '<path fill="none" stroke="white" stroke-width="1.5" stroke-linejoin="round" d="M8.2 9.4 12 6.2l3.8 3.2M9.3 8.6v4h5.4v-4"/></svg>';

// A blue disc with a white scooter, centred on the point: the blue of "live position" in map apps.
const COURIER =
  '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><circle cx="12" cy="12" r="10.5" fill="#1d63d8" stroke="white" stroke-width="2"/>' +
  '<g fill="none" stroke="white" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><circle cx="8" cy="15" r="1.7"/><circle cx="16" cy="15" r="1.7"/><path d="M9.7 15h4.6M13.6 15l-1-5h-2M12.6 10h2l1.8 3.6M6 12.3h4"/></g></svg>';

export const MARKER_ICONS: Record<MarkerKind, MarkerIconSpec> = {
  pin: { html: PIN, className: 'text-brand', size: [32, 32], anchor: [16, 31] },
  branch: { html: BRANCH, className: '', size: [34, 34], anchor: [17, 32] },
  destination: { html: DESTINATION, className: '', size: [34, 34], anchor: [17, 32] },
  courier: { html: COURIER, className: '', size: [36, 36], anchor: [18, 18] },
};

/** Greys a marker out (a branch closed today), whatever its kind. */
export const MUTED_MARKER_CLASS = 'text-muted opacity-70 grayscale';
