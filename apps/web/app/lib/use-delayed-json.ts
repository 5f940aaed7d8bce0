// Asks a JSON endpoint of the storefront some time after its URL last changed: one request per resting
// URL (a pan in several drags, or a word typed letter by letter, costs one), the newest URL wins (an
// older request is aborted and never answers), and a failure is a state of its own.
import { useEffect, useState } from 'react';

export type DelayedJson<T> =
  | { status: 'idle' }
  | { status: 'loading'; url: string }
  | { status: 'done'; url: string; data: T }
  | { status: 'failed'; url: string };

/** `url` null: nothing to ask (idle). Each answer carries the URL it is for, so a caller can tell a stale one. */
export function useDelayedJson<T>(url: string | null, delayMs: number): DelayedJson<T> {
  const [state, setState] = useState<DelayedJson<T>>({ status: 'idle' });
  useEffect(() => {
    if (url === null) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading', url });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          setState({ status: 'done', url, data: (await response.json()) as T });
        })
        .catch(() => {
          // A newer URL took over: its own request speaks for the page.
          if (!controller.signal.aborted) setState({ status: 'failed', url });
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, delayMs]);
  return state;
}
