import { describe, expect, it } from 'vitest';
import { zoomCorner } from './zoom-corner.ts';

describe('zoomCorner', () => {
  it('mirrors Leaflet control corners in a right-to-left page', () => {
    expect(zoomCorner('ltr', 'start')).toBe('topleft');
    expect(zoomCorner('ltr', 'end')).toBe('topright');
    expect(zoomCorner('rtl', 'start')).toBe('topright');
    expect(zoomCorner('rtl', 'end')).toBe('topleft');
  });
});
