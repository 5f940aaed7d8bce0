// Product photos: a swipeable strip (scroll-snap) with previous/next buttons and thumbnails.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../ui/api-image.tsx';
import { BackIcon, ChevronIcon } from '../../ui/icons.tsx';

const SIZE = 720;
const THUMB = 64;
// The photo spans a phone edge to edge, the page (less its gutters) on a tablet, and the left column
// of the two-column layout from 1024 px (72rem page, 2.5rem gap): the browser picks the variant for it.
const SIZES = '(min-width: 1152px) 540px, (min-width: 1024px) calc(50vw - 36px), (min-width: 640px) calc(100vw - 32px), 100vw';

/** The product's pictures, main image first, without repeats. */
export function galleryImages(image: string | null, gallery: readonly string[]): string[] {
  return [...new Set([image, ...gallery].filter((src): src is string => typeof src === 'string' && src !== ''))];
}

const ROUND_BUTTON =
  'grid h-10 w-10 place-items-center rounded-full bg-surface/90 text-ink shadow-md ring-1 ring-line backdrop-blur transition hover:bg-surface disabled:opacity-0';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = images.length > 0 ? images : [null];
  const total = slides.length;

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    // scrollLeft runs negative in right-to-left pages.
    const index = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    setCurrent(Math.min(total - 1, Math.max(0, index)));
  };

  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = Math.min(total - 1, Math.max(0, index));
    const direction = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: direction * target * track.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    setCurrent(target);
  };

  return (
    <section aria-label={t('product.gallery')} aria-roledescription="carousel" className="flex flex-col gap-2 sm:gap-3">
      <div className="relative">
        <div
          ref={trackRef}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-surface [scrollbar-width:none] sm:rounded-3xl"
        >
          {slides.map((src, index) => (
            <div
              key={src ?? 'placeholder'}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${total}`}
              className="w-full shrink-0 snap-center snap-always"
            >
              <ApiImage
                src={src}
                alt={index === 0 ? name : `${name} (${index + 1})`}
                width={SIZE}
                height={SIZE}
                sizes={SIZES}
                loading={index === 0 ? 'eager' : 'lazy'}
                priority={index === 0}
                className="aspect-[4/3] w-full object-cover sm:aspect-square"
              />
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <div className="pointer-events-none absolute inset-y-0 start-3 hidden items-center sm:flex">
              <button type="button" className={`pointer-events-auto ${ROUND_BUTTON}`} onClick={() => show(current - 1)} disabled={current === 0} aria-label={t('product.galleryPrevious')}>
                <BackIcon />
              </button>
            </div>
            <div className="pointer-events-none absolute inset-y-0 end-3 hidden items-center sm:flex">
              <button type="button" className={`pointer-events-auto ${ROUND_BUTTON}`} onClick={() => show(current + 1)} disabled={current === total - 1} aria-label={t('product.galleryNext')}>
                <ChevronIcon />
              </button>
            </div>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:px-0">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={t('product.galleryShow', { index: index + 1, total })}
                aria-current={index === current ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl ring-2 transition ${
                  index === current ? 'ring-ink' : 'ring-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <ApiImage src={src} alt="" width={THUMB} height={THUMB} loading="lazy" className="size-12 object-cover sm:size-16" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
