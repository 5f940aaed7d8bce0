// Looks up the address under the picker's pin once the map has been still for a moment: one request
// per resting point (never one per animation frame), the newest point wins, and a failure is reported
// once so the page can say 'Error in nominatim'.
import { useEffect, useRef } from 'react';
import type { LatLng } from '@dastarkhan/domain/geo';
import { useDelayedJson } from '../../lib/use-delayed-json.ts';
import { reverseGeocodePath, type ReverseGeocodeAnswer } from './geocoded-place.ts';
import { REVERSE_GEOCODE_DELAY_MS, type ReverseLookup } from './picker-rules.ts';

export function useReverseGeocode(point: LatLng | null, onFailure: () => void): ReverseLookup {
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  }, [onFailure]);

  const url = point ? reverseGeocodePath(point) : null;
  const answer = useDelayedJson<ReverseGeocodeAnswer>(url, REVERSE_GEOCODE_DELAY_MS);
  useEffect(() => {
    if (answer.status === 'failed') failed.current();
  }, [answer]);

  if (!point || answer.status === 'idle') return { status: 'idle' };
  // An answer about an earlier point means this one is still being asked.
  if (answer.status === 'loading' || answer.url !== url) return { status: 'loading', point };
  if (answer.status === 'failed') return { status: 'failed', point };
  return { status: 'done', point, place: answer.data.place };
}
