// Stories as the home page shows them, and which of them this device has seen (kept per brand, so it
// works for guests and customers alike and one brand's seen stories say nothing about another's).
import { brandKey, type KeyValueStorage } from '../../lib/brand-storage.ts';

export interface StorySlideView {
  image: string;
  /** In the page's language; null when the slide has none. */
  title: string | null;
  href: string | null;
  /** Another site: opened in a new tab. */
  external: boolean;
  durationMs: number;
}

export interface StoryView {
  id: string;
  /** In the page's language. */
  title: string;
  cover: string;
  slides: StorySlideView[];
}

/** The brand-scoped storage name (`dk:<merchantId>:seen-stories`); logging out forgets it with the rest. */
export const SEEN_STORIES = 'seen-stories';

/** Per story id: how many of its slides (from the first) the device has shown. */
export type SeenStories = Readonly<Record<string, number>>;

/** Seen = every slide shown, as the best story apps grey a ring only once the whole story was watched. */
export function isSeen(seen: SeenStories, story: Pick<StoryView, 'id' | 'slides'>): boolean {
  return (seen[story.id] ?? 0) >= story.slides.length;
}

/**
 * `seen` after slide `slideIndex` of `storyId` was shown. Only stories still listed are kept, so the
 * stored value never grows past the merchant's current stories.
 */
export function withSlideSeen(seen: SeenStories, storyId: string, slideIndex: number, listedIds: readonly string[]): SeenStories {
  const next: Record<string, number> = {};
  for (const id of listedIds) if (seen[id] !== undefined) next[id] = seen[id]!;
  next[storyId] = Math.max(next[storyId] ?? 0, slideIndex + 1);
  return next;
}

/** The stored value, or nothing seen when it is missing or not what we wrote. */
export function readSeenStories(storage: KeyValueStorage | null, merchantId: string): SeenStories {
  if (!storage) return {};
  try {
    const raw = storage.getItem(brandKey(merchantId, SEEN_STORIES));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0));
  } catch {
    return {};
  }
}

export function writeSeenStories(storage: KeyValueStorage | null, merchantId: string, seen: SeenStories): void {
  try {
    storage?.setItem(brandKey(merchantId, SEEN_STORIES), JSON.stringify(seen));
  } catch {
    // Privacy mode or a full quota: the rings simply stay coloured.
  }
}
