// "Locate me" for the picker: the device's position once, or word that it cannot be had (no
// geolocation, permission denied, no fix in time), for the spec's prompt to allow location access.
import { useCallback, useState } from 'react';
import type { LatLng } from '@dastarkhan/domain/geo';

/** A phone indoors may take a while for a first fix; past this the customer is better off panning. */
const FIX_TIMEOUT_MS = 10_000;
/** A position from the last minute is as good as a new one for finding a street. */
const ACCEPTABLE_AGE_MS = 60_000;

export function useGeolocation(onFound: (place: LatLng) => void, onUnavailable: () => void): { locate: () => void; locating: boolean } {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      onUnavailable();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        onUnavailable();
      },
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: ACCEPTABLE_AGE_MS },
    );
  }, [onFound, onUnavailable]);
  return { locate, locating };
}
