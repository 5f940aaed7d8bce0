// The card between /profile/cards/create and /profile/cards/confirm: Payme's token (not yet verified),
// the masked number and where the SMS went. It travels in the history entry's state and in this tab's
// sessionStorage (so a reload of the confirmation keeps it) — never in a URL or a cookie, which servers
// and proxies log. Gone once the card is saved or the tab is closed.

export interface PendingCard {
  token: string;
  /** Masked by Payme, e.g. 860049******6478. */
  number: string;
  /** Masked by Payme, e.g. 99890*****66. */
  phone: string;
  /** When another code may be asked for (Unix ms, this device's clock). */
  resendAt: number;
}

const key = (merchantId: string) => `dk:${merchantId}:card-verification`;

export function isPendingCard(value: unknown): value is PendingCard {
  if (!value || typeof value !== 'object') return false;
  const card = value as Record<string, unknown>;
  return typeof card.token === 'string' && card.token !== '' && typeof card.number === 'string' && typeof card.phone === 'string' && typeof card.resendAt === 'number';
}

export function savePendingCard(merchantId: string, card: PendingCard, storage: Storage | null = safeSessionStorage()): void {
  try {
    storage?.setItem(key(merchantId), JSON.stringify(card));
  } catch {
    // Private mode or a full storage: the history state still carries it.
  }
}

/** The card waiting for its code: from the history entry's state first, else this tab's storage. */
export function readPendingCard(merchantId: string, historyState: unknown, storage: Storage | null = safeSessionStorage()): PendingCard | null {
  if (isPendingCard(historyState)) return historyState;
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key(merchantId)) ?? 'null');
    return isPendingCard(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearPendingCard(merchantId: string, storage: Storage | null = safeSessionStorage()): void {
  try {
    storage?.removeItem(key(merchantId));
  } catch {
    // Nothing to clear.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
