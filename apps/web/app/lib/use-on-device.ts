// Whether the page is past hydration: state kept on the device (the basket, the seat) is drawn only then,
// so the server's HTML and the first browser render agree.
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** False while the server's HTML is being hydrated, true after. */
export function useOnDevice(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
