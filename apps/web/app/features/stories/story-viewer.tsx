// The full-screen story viewer (loaded only when a story is opened): a Radix dialog (focus trapped,
// Escape closes, focus returns to the cover), one progress bar per slide, auto-advance by each slide's
// duration, tap right/left for the next/previous slide, swipe sideways for another story, swipe down to
// close, press and hold to pause. With prefers-reduced-motion nothing moves on its own: no filling
// bars, no auto-advance; the customer turns the slides.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RTL_LANGUAGES } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import type { StoryView } from './stories.ts';
import { classifyGesture, HOLD_MS, nextSlide, nextStory, previousSlide, previousStory, type Gesture, type PlayerPosition } from './story-player.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

export interface StoryViewerProps {
  stories: readonly StoryView[];
  /** Index of the story the customer tapped. */
  start: number;
  /** Closed (button, Escape, swipe down, or past the last slide); `story` is the one on screen then. */
  onClose: (story: number) => void;
  onSlideShown: (story: number, slide: number) => void;
  /** Where the focus goes once the viewer is gone: the cover of the story that was on screen. */
  returnFocus: (story: number) => void;
}

interface Press {
  x: number;
  y: number;
  at: number;
  pointerId: number;
}

function PauseIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 5v14l12-7L7 5Z" />
    </svg>
  );
}

const ROUND_BUTTON = 'flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';
const SIDE_BUTTON =
  'sr-only focus:not-sr-only focus:absolute focus:top-1/2 focus:z-20 focus:-translate-y-1/2 focus:rounded-full focus:bg-black/60 focus:px-3 focus:py-2 focus:text-sm focus:text-white';

export default function StoryViewer({ stories, start, onClose, onSlideShown, returnFocus }: StoryViewerProps) {
  const { t } = useTranslation('stories');
  const rtl = RTL_LANGUAGES.has(useLanguage());
  const reducedMotion = usePrefersReducedMotion();
  const [at, setAt] = useState<PlayerPosition>({ story: start, slide: 0 });
  const [held, setHeld] = useState(false);
  const [pausedByCustomer, setPausedByCustomer] = useState(false);
  // The slide whose picture has arrived: its time runs only from then on.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const elapsed = useRef(0);
  const fill = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);

  const lengths = stories.map((story) => story.slides.length);
  const story = stories[at.story]!;
  const slide = story.slides[at.slide]!;
  const slideKey = `${story.id}:${at.slide}`;
  const paused = held || pausedByCustomer || reducedMotion || loadedKey !== slideKey;

  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    onClose(at.story);
  }, [at.story, onClose]);

  const go = useCallback(
    (to: PlayerPosition | null) => {
      if (!to) {
        close();
        return;
      }
      elapsed.current = 0;
      if (fill.current) fill.current.style.transform = 'scaleX(0)';
      setAt(to);
    },
    [close],
  );

  useEffect(() => {
    onSlideShown(at.story, at.slide);
  }, [at.story, at.slide, onSlideShown]);

  // Starts loading the next picture while this one is on screen, so turning the slide does not wait.
  useEffect(() => {
    const next = nextSlide(lengths, at);
    const image = next ? stories[next.story]?.slides[next.slide]?.image : undefined;
    if (image) new Image().src = image;
    // `lengths` follows `stories`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, stories]);

  // The clock of the slide on screen: a frame loop that fills the bar and turns the slide at its end.
  useEffect(() => {
    if (paused) return;
    let last = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      elapsed.current += now - last;
      last = now;
      const progress = Math.min(1, elapsed.current / slide.durationMs);
      const bar = fill.current;
      if (bar) {
        bar.style.transform = `scaleX(${progress})`;
        bar.dataset.progress = progress.toFixed(3);
      }
      if (progress >= 1) {
        go(nextSlide(lengths, at));
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // `lengths` follows `stories`; the loop restarts on every slide and pause change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, at, slide.durationMs, go]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  const act = (gesture: Gesture) => {
    switch (gesture) {
      case 'next-slide':
        return go(nextSlide(lengths, at));
      case 'previous-slide':
        return go(previousSlide(lengths, at));
      case 'next-story':
        return go(nextStory(lengths, at));
      case 'previous-story':
        return go(previousStory(lengths, at));
      case 'close':
        return close();
      default:
        return undefined;
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || press.current) return;
    press.current = { x: event.clientX, y: event.clientY, at: performance.now(), pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    clearTimeout(holdTimer.current);
    holdTimer.current = setTimeout(() => setHeld(true), HOLD_MS);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const started = press.current;
    if (!started || started.pointerId !== event.pointerId) return;
    press.current = null;
    clearTimeout(holdTimer.current);
    setHeld(false);
    const rect = event.currentTarget.getBoundingClientRect();
    act(
      classifyGesture({
        dx: event.clientX - started.x,
        dy: event.clientY - started.y,
        ms: performance.now() - started.at,
        x: started.x - rect.left,
        width: rect.width,
        rtl,
      }),
    );
  };

  const onPointerCancel = () => {
    press.current = null;
    clearTimeout(holdTimer.current);
    setHeld(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) act('next-slide');
    else if (event.key === back) act('previous-slide');
    else if (event.key === ' ' && event.target === event.currentTarget) setPausedByCustomer((value) => !value);
    else return;
    event.preventDefault();
  };

  const progressOf = (index: number) => (index < at.slide ? 1 : index > at.slide ? 0 : reducedMotion ? 1 : Math.min(1, elapsed.current / slide.durationMs));
  const markLoaded = () => setLoadedKey(slideKey);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-[60] flex items-center justify-center outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // Radix would focus what had the focus before it opened; after a swipe that is another story's cover.
            event.preventDefault();
            returnFocus(at.story);
          }}
          data-testid="story-viewer"
          data-story={story.id}
          data-slide={at.slide}
          data-paused={paused ? 'true' : 'false'}
        >
          <Dialog.Title className="sr-only">{t('viewer.label', { title: story.title })}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('viewer.hint')}</Dialog.Description>
          <div className="relative h-full w-full overflow-hidden bg-neutral-900 md:h-[min(92dvh,860px)] md:max-w-[484px] md:rounded-2xl">
            {/* The stage: every press and swipe lands here; the controls above are siblings, not children. */}
            <div
              className="absolute inset-0 touch-none select-none"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerCancel}
              onContextMenu={(event) => event.preventDefault()}
              data-testid="story-stage"
            >
              <img key={`backdrop:${slideKey}`} src={slide.image} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-2xl" draggable={false} />
              <img
                key={slideKey}
                src={slide.image}
                alt={slide.title ?? story.title}
                className="absolute inset-0 size-full object-contain"
                draggable={false}
                onLoad={markLoaded}
                onError={markLoaded}
                ref={(image) => {
                  // A picture already in the cache may be complete before React listens for `load`.
                  if (image?.complete && loadedKey !== slideKey) queueMicrotask(markLoaded);
                }}
              />
              <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black/70 to-transparent" />
              <div className="pointer-events-none absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-black/60 to-transparent" />
            </div>

            <div className="safe-top absolute inset-x-0 top-0 z-10 px-3 pt-3">
              <div className="flex gap-1" aria-hidden="true">
                {story.slides.map((_, index) => (
                  <div key={index} className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/35" data-testid="story-bar">
                    <div
                      ref={index === at.slide ? fill : undefined}
                      className="h-full w-full origin-left bg-white rtl:origin-right"
                      style={{ transform: `scaleX(${progressOf(index)})` }}
                      data-progress={progressOf(index).toFixed(3)}
                    />
                  </div>
                ))}
              </div>
              <div className="mt-2 flex items-center gap-2 text-white">
                <p className="min-w-0 flex-1 truncate text-sm font-semibold drop-shadow">{story.title}</p>
                <p className="sr-only" aria-live="polite">
                  {t('viewer.slide', { current: at.slide + 1, total: story.slides.length })}
                </p>
                {reducedMotion ? null : (
                  <button
                    type="button"
                    className={ROUND_BUTTON}
                    aria-label={pausedByCustomer ? t('viewer.play') : t('viewer.pause')}
                    aria-pressed={pausedByCustomer}
                    onClick={() => setPausedByCustomer((value) => !value)}
                  >
                    {pausedByCustomer ? <PlayIcon /> : <PauseIcon />}
                  </button>
                )}
                <Dialog.Close className={ROUND_BUTTON} aria-label={t('viewer.close')}>
                  <CloseIcon />
                </Dialog.Close>
              </div>
            </div>

            {/* For keyboards and screen readers: the taps of the two halves as buttons, shown when focused. */}
            <button type="button" className={`${SIDE_BUTTON} focus:start-3`} onClick={() => act('previous-slide')}>
              {t('viewer.previous')}
            </button>
            <button type="button" className={`${SIDE_BUTTON} focus:end-3`} onClick={() => act('next-slide')}>
              {t('viewer.next')}
            </button>

            {slide.title || slide.href ? (
              <div className="absolute inset-x-0 bottom-0 z-10 flex flex-col items-center gap-3 px-5 pb-[calc(1.5rem+env(safe-area-inset-bottom))] text-center text-white">
                {slide.title ? <p className="text-xl font-bold leading-snug drop-shadow">{slide.title}</p> : null}
                {slide.href ? (
                  slide.external ? (
                    <a href={slide.href} target="_blank" rel="noopener noreferrer" className="rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-black">
                      {t('viewer.openLink')}
                    </a>
                  ) : (
                    <Link to={slide.href} onClick={close} className="rounded-full bg-white px-6 py-2.5 text-sm font-semibold text-black">
                      {t('viewer.openLink')}
                    </Link>
                  )
                ) : null}
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
