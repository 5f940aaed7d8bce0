// Where the story viewer goes next: slide by slide within a story, story by story at its ends, and
// closed past the last slide of the last story (or before the first). Pure, so the rules are tested
// apart from timers and gestures.

export interface PlayerPosition {
  story: number;
  slide: number;
}

/** Slides per story, in the row's order. */
export type StoryLengths = readonly number[];

/** The next slide, the next story's first slide, or null (the viewer closes) after the very last. */
export function nextSlide(lengths: StoryLengths, at: PlayerPosition): PlayerPosition | null {
  if (at.slide + 1 < (lengths[at.story] ?? 0)) return { story: at.story, slide: at.slide + 1 };
  return nextStory(lengths, at);
}

/** The previous slide, the previous story's last slide, or the same first slide (nothing before it). */
export function previousSlide(lengths: StoryLengths, at: PlayerPosition): PlayerPosition {
  if (at.slide > 0) return { story: at.story, slide: at.slide - 1 };
  if (at.story > 0) return { story: at.story - 1, slide: Math.max(0, (lengths[at.story - 1] ?? 1) - 1) };
  return { story: 0, slide: 0 };
}

/** The next story from its first slide; null after the last story. */
export function nextStory(lengths: StoryLengths, at: PlayerPosition): PlayerPosition | null {
  return at.story + 1 < lengths.length ? { story: at.story + 1, slide: 0 } : null;
}

/** The previous story from its first slide; the first story starts over. */
export function previousStory(_lengths: StoryLengths, at: PlayerPosition): PlayerPosition {
  return { story: Math.max(0, at.story - 1), slide: 0 };
}

/** What a press on the stage asks for. */
export type Gesture = 'previous-slide' | 'next-slide' | 'previous-story' | 'next-story' | 'close' | 'hold' | 'none';

/** Movement under this many CSS px is a tap; a swipe needs at least SWIPE_PX along its main axis. */
export const TAP_SLOP_PX = 10;
export const SWIPE_PX = 50;
/** A press longer than this pauses and, on release, resumes instead of turning the slide. */
export const HOLD_MS = 250;

/**
 * What a finished press on the stage was. `x` is where it started within the stage's width
 * (0 = left edge); "start"/"end" follow the reading direction, so in Arabic the right half goes back.
 */
export function classifyGesture(input: { dx: number; dy: number; ms: number; x: number; width: number; rtl: boolean }): Gesture {
  const { dx, dy, ms, x, width, rtl } = input;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ay >= SWIPE_PX && ay > ax && dy > 0) return 'close';
  if (ax >= SWIPE_PX && ax > ay) {
    // Content moves with the finger: a swipe towards the start brings the next story in.
    const towardsStart = rtl ? dx > 0 : dx < 0;
    return towardsStart ? 'next-story' : 'previous-story';
  }
  if (ax > TAP_SLOP_PX || ay > TAP_SLOP_PX) return 'none';
  if (ms >= HOLD_MS) return 'hold';
  const inLeftHalf = x < width / 2;
  // The half where reading starts goes back, the other goes on.
  return inLeftHalf !== rtl ? 'previous-slide' : 'next-slide';
}
