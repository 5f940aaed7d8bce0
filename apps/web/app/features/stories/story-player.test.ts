// The viewer's navigation across slides and stories, and how presses on the stage are read.
import { describe, expect, it } from 'vitest';
import { classifyGesture, nextSlide, nextStory, previousSlide, previousStory } from './story-player.ts';
import { isSeen, readSeenStories, withSlideSeen, writeSeenStories } from './stories.ts';

const lengths = [3, 2, 1];

describe('story navigation', () => {
  it('goes slide by slide, then to the next story, and ends after the last slide of the last story', () => {
    expect(nextSlide(lengths, { story: 0, slide: 0 })).toEqual({ story: 0, slide: 1 });
    expect(nextSlide(lengths, { story: 0, slide: 2 })).toEqual({ story: 1, slide: 0 });
    expect(nextSlide(lengths, { story: 2, slide: 0 })).toBeNull();
  });

  it('goes back to the previous story\'s last slide, and stays on the very first one', () => {
    expect(previousSlide(lengths, { story: 1, slide: 1 })).toEqual({ story: 1, slide: 0 });
    expect(previousSlide(lengths, { story: 1, slide: 0 })).toEqual({ story: 0, slide: 2 });
    expect(previousSlide(lengths, { story: 0, slide: 0 })).toEqual({ story: 0, slide: 0 });
  });

  it('swipes whole stories from their first slide', () => {
    expect(nextStory(lengths, { story: 0, slide: 2 })).toEqual({ story: 1, slide: 0 });
    expect(nextStory(lengths, { story: 2, slide: 0 })).toBeNull();
    expect(previousStory(lengths, { story: 2, slide: 0 })).toEqual({ story: 1, slide: 0 });
    expect(previousStory(lengths, { story: 0, slide: 1 })).toEqual({ story: 0, slide: 0 });
  });
});

describe('gestures on the stage', () => {
  const press = { dx: 0, dy: 0, ms: 80, width: 400, rtl: false };

  it('reads a quick tap by the half it lands on, mirrored for right-to-left', () => {
    expect(classifyGesture({ ...press, x: 300 })).toBe('next-slide');
    expect(classifyGesture({ ...press, x: 100 })).toBe('previous-slide');
    expect(classifyGesture({ ...press, x: 300, rtl: true })).toBe('previous-slide');
    expect(classifyGesture({ ...press, x: 100, rtl: true })).toBe('next-slide');
  });

  it('reads a long press as a hold (pause), not a tap', () => {
    expect(classifyGesture({ ...press, x: 300, ms: 600 })).toBe('hold');
  });

  it('reads sideways swipes as other stories and a swipe down as close', () => {
    expect(classifyGesture({ ...press, x: 300, dx: -120, dy: 10 })).toBe('next-story');
    expect(classifyGesture({ ...press, x: 100, dx: 120, dy: -10 })).toBe('previous-story');
    expect(classifyGesture({ ...press, x: 100, dx: 120, rtl: true })).toBe('next-story');
    expect(classifyGesture({ ...press, x: 200, dx: 15, dy: 140 })).toBe('close');
    expect(classifyGesture({ ...press, x: 200, dx: 0, dy: -140 })).toBe('none');
    expect(classifyGesture({ ...press, x: 200, dx: 25, dy: 5 })).toBe('none');
  });
});

describe('seen stories on the device', () => {
  const story = { id: 'a', slides: [{}, {}] as never[] };

  it('counts a story seen only once its last slide was shown', () => {
    let seen = withSlideSeen({}, 'a', 0, ['a', 'b']);
    expect(isSeen(seen, story)).toBe(false);
    seen = withSlideSeen(seen, 'a', 1, ['a', 'b']);
    expect(isSeen(seen, story)).toBe(true);
    // Going back does not unsee it.
    expect(isSeen(withSlideSeen(seen, 'a', 0, ['a', 'b']), story)).toBe(true);
  });

  it('forgets stories the merchant no longer lists', () => {
    const seen = withSlideSeen({ gone: 3, b: 1 }, 'a', 0, ['a', 'b']);
    expect(seen).toEqual({ a: 1, b: 1 });
  });

  it('keeps the seen state per brand and ignores what it did not write', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      key: (index: number) => [...map.keys()][index] ?? null,
      get length() {
        return map.size;
      },
    };
    writeSeenStories(storage, 'brand-1', { a: 2 });
    expect(readSeenStories(storage, 'brand-1')).toEqual({ a: 2 });
    expect(readSeenStories(storage, 'brand-2')).toEqual({});
    map.set('dk:brand-2:seen-stories', '["nonsense"]');
    expect(readSeenStories(storage, 'brand-2')).toEqual({});
    map.set('dk:brand-2:seen-stories', '{"a":"x","b":1}');
    expect(readSeenStories(storage, 'brand-2')).toEqual({ b: 1 });
  });
});
