// The search history of this device for the current merchant, as React state.
import { useCallback, useEffect, useState } from 'react';
import { addToHistory, readHistory, writeHistory } from './search-history.ts';

export function useSearchHistory(merchantId: string) {
  // localStorage does not exist on the server: the list appears after hydration.
  const [history, setHistory] = useState<string[]>([]);

  useEffect(() => {
    setHistory(readHistory(window.localStorage, merchantId));
  }, [merchantId]);

  const remember = useCallback(
    (query: string) => {
      // Read afresh so a search made in another tab is not overwritten.
      const next = addToHistory(readHistory(window.localStorage, merchantId), query);
      writeHistory(window.localStorage, merchantId, next);
      setHistory(next);
    },
    [merchantId],
  );

  const clear = useCallback(() => {
    writeHistory(window.localStorage, merchantId, []);
    setHistory([]);
  }, [merchantId]);

  return { history, remember, clear };
}
