// The average grade of each product, for the cards and the product page: fetched by the browser once per
// page load (one small request, beside the menu, which stays cached by its ETag untouched), shared by
// every card through one store, and fetched again after the customer rated an order or when it is old.
// The server renders no grades: shared pages and the menu's cached bytes stay the same for everyone.
import { useSyncExternalStore } from 'react';
import type { ProductGrade } from '@dastarkhan/domain/contracts/catalogue';
import { decimalMark } from '@dastarkhan/domain/number-format';
import type { Language } from '@dastarkhan/domain/i18n';
import { useStorefront } from '../../lib/storefront.ts';

// Not imported from contracts/errors: its schemas would bring zod into every menu page's JavaScript.
const MERCHANT_HEADER = 'merchant';

/** A tab left open on the menu fetches the grades again when a card mounts after this long. */
const MAX_AGE_MS = 5 * 60_000;

interface KeptGrades {
  merchantId: string;
  grades: ReadonlyMap<string, ProductGrade>;
  fetchedAt: number;
}

let kept: KeptGrades | null = null;
let inFlight: string | null = null;
const listeners = new Set<() => void>();

async function load(merchantId: string): Promise<void> {
  if (inFlight === merchantId) return;
  if (kept?.merchantId === merchantId && Date.now() - kept.fetchedAt < MAX_AGE_MS) return;
  inFlight = merchantId;
  try {
    const response = await fetch('/api/products/v1/grade', { headers: { Accept: 'application/json', [MERCHANT_HEADER]: merchantId } });
    if (!response.ok) return;
    const list = (await response.json()) as ProductGrade[];
    kept = { merchantId, grades: new Map(list.map((grade) => [grade.productId, grade])), fetchedAt: Date.now() };
    for (const listener of listeners) listener();
  } catch {
    // No grades is a page without stars, not an error: the next card to mount tries again.
  } finally {
    if (inFlight === merchantId) inFlight = null;
  }
}

// One subscribe function per merchant (a stable identity for useSyncExternalStore); the first card to
// subscribe starts the fetch, so no effect per card is needed.
const subscribers = new Map<string, (listener: () => void) => () => void>();

function subscriberFor(merchantId: string): (listener: () => void) => () => void {
  let subscribe = subscribers.get(merchantId);
  if (!subscribe) {
    subscribe = (listener) => {
      listeners.add(listener);
      void load(merchantId);
      return () => listeners.delete(listener);
    };
    subscribers.set(merchantId, subscribe);
  }
  return subscribe;
}

/** The grades shown stay until fresh ones arrive; the next card or product page to mount fetches them. */
export function forgetProductGrades(): void {
  if (kept) kept = { ...kept, fetchedAt: 0 };
}

/** The product's average grade and count, or null while unknown or when nobody has graded it yet. */
export function useProductGrade(productId: string): ProductGrade | null {
  const { merchant } = useStorefront();
  const grade = useSyncExternalStore(
    subscriberFor(merchant.id),
    () => (kept?.merchantId === merchant.id ? (kept.grades.get(productId) ?? null) : null),
    // The server never has grades: the page hydrates without them and shows them once fetched.
    () => null,
  );
  return grade && grade.count > 0 ? grade : null;
}

/** "4.6" (one decimal, the language's decimal mark): what the star stands beside. */
export function formatGrade(grade: number, language: Language): string {
  return (Math.round(grade * 10) / 10).toFixed(1).replace('.', decimalMark(language));
}
