// After a deploy, old pages ask for code chunks that no longer exist. Reloading fetches the new
// build; the guard (spec: at most once per 10 s per path) stops a reload loop when the chunk is
// broken for good.

export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'dk:chunk-reload:';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

type TimestampStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Records a reload of `pathname` at `now` and answers true, unless one was recorded less than
 * RELOAD_GUARD_MS ago. Without storage (privacy mode) it answers false: better a visible error
 * than an endless loop.
 */
export function claimReload(pathname: string, now: number, storage: TimestampStore | null): boolean {
  if (!storage) return false;
  const key = `${KEY_PREFIX}${pathname}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Browser only: reloads the page when the guard allows it; answers whether it did. */
export function reloadForChunkError(): boolean {
  if (!claimReload(window.location.pathname, Date.now(), sessionStore())) return false;
  window.location.reload();
  return true;
}

/** Browser only: reload on Vite's preload failures and on failed dynamic imports nobody caught. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  });
  window.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadForChunkError();
  });
}
