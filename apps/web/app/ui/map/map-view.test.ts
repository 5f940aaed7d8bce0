// The map refits only when markers come or go: the key of the set ignores order and positions.
import { describe, expect, it } from 'vitest';
import { markerSetKey } from './map-view.tsx';

describe('markerSetKey', () => {
  it('is the same for the same ids in any order, whatever their positions', () => {
    expect(markerSetKey([{ id: 'courier' }, { id: 'branch' }])).toBe(markerSetKey([{ id: 'branch' }, { id: 'courier' }]));
  });

  it('changes when a marker comes or goes', () => {
    const before = markerSetKey([{ id: 'branch' }, { id: 'destination' }]);
    expect(markerSetKey([{ id: 'branch' }, { id: 'destination' }, { id: 'courier' }])).not.toBe(before);
    expect(markerSetKey([{ id: 'branch' }])).not.toBe(before);
  });
});
