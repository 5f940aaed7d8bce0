// The stories row at the top of the menu: round covers in a ring of the brand's colour that turns grey
// once the story was watched to its end on this device. The viewer's code loads only when a story is
// opened (or about to be: on hover, focus or touch), so the home page's first load does not carry it.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceStorages } from '../../lib/brand-storage.ts';
import { useStorefront } from '../../lib/storefront.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { isSeen, readSeenStories, withSlideSeen, writeSeenStories, type SeenStories, type StoryView } from './stories.ts';

const loadViewer = () => import('./story-viewer.tsx');
const StoryViewer = lazy(loadViewer);

const COVER_SIZE = 64;

export function StoriesRow({ stories }: { stories: readonly StoryView[] }) {
  const { t } = useTranslation('stories');
  const { merchant } = useStorefront();
  const headingId = useId();
  const [seen, setSeen] = useState<SeenStories>({});
  const [open, setOpen] = useState<number | null>(null);
  const covers = useRef(new Map<number, HTMLButtonElement>());

  // Device state: read after hydration, so the server's HTML (every ring coloured) and the first render agree.
  useEffect(() => {
    setSeen(readSeenStories(deviceStorages().local, merchant.id));
  }, [merchant.id]);

  const listedIds = stories.map((story) => story.id).join(',');
  const onSlideShown = useCallback(
    (storyIndex: number, slide: number) => {
      const story = stories[storyIndex];
      if (!story) return;
      setSeen((current) => {
        const next = withSlideSeen(current, story.id, slide, listedIds.split(','));
        writeSeenStories(deviceStorages().local, merchant.id, next);
        return next;
      });
    },
    // `listedIds` stands for `stories`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listedIds, merchant.id],
  );
  const onClose = useCallback(() => setOpen(null), []);
  const returnFocus = useCallback((story: number) => covers.current.get(story)?.focus(), []);

  if (stories.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mb-4" data-testid="stories">
      <h2 id={headingId} className="sr-only">
        {t('row.label')}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pt-0.5 pb-1 [scrollbar-width:none]">
        {stories.map((story, index) => {
          const watched = isSeen(seen, story);
          return (
            <li key={story.id} className="w-[76px] shrink-0">
              <button
                type="button"
                ref={(element) => {
                  if (element) covers.current.set(index, element);
                  else covers.current.delete(index);
                }}
                className="group flex w-full flex-col items-center gap-1.5 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                aria-label={t(watched ? 'row.openSeen' : 'row.open', { title: story.title })}
                data-testid="story-cover"
                data-seen={watched ? 'true' : 'false'}
                onPointerEnter={() => void loadViewer()}
                onTouchStart={() => void loadViewer()}
                onFocus={() => void loadViewer()}
                onClick={() => setOpen(index)}
              >
                <span className={`block rounded-full p-[2.5px] transition-colors ${watched ? 'bg-line' : 'bg-brand'}`}>
                  <span className="block rounded-full bg-surface p-[2px]">
                    <ApiImage src={story.cover} alt="" width={COVER_SIZE} height={COVER_SIZE} className="size-16 rounded-full object-cover" />
                  </span>
                </span>
                <span className={`line-clamp-2 w-full text-center text-xs leading-tight ${watched ? 'text-muted' : 'text-ink'}`}>{story.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <StoryViewer stories={stories} start={open} onClose={onClose} onSlideShown={onSlideShown} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </section>
  );
}
