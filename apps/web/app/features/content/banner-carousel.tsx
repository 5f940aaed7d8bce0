// The merchant's banners at the top of the menu: a row that scrolls sideways and snaps card by card
// (swipe on phones, arrow buttons on larger screens). Each banner is a link named by its title.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RTL_LANGUAGES } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { BackIcon, ChevronIcon } from '../../ui/icons.tsx';
import type { BannerView } from './banners.ts';
import { contentMessages } from './locales.ts';

// The banner art is 12:5 (1200×500); this is the size a card shows it at on the widest layout.
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 200;
// A card's width in the row below: 85% of a phone's row (at most 26rem), half of a tablet's, a third
// of the 72rem page's, less the gaps; the browser picks the variant for it.
const IMAGE_SIZES = '(min-width: 1152px) 366px, (min-width: 1024px) calc(33.3vw - 19px), (min-width: 640px) calc(50vw - 22px), min(calc(85vw - 27px), 416px)';

const CARD_FRAME = 'relative block aspect-[12/5] overflow-hidden rounded-2xl bg-brand shadow-sm ring-1 ring-line';

export function BannerCarousel({ banners }: { banners: readonly BannerView[] }) {
  const language = useLanguage();
  const texts = contentMessages[language].banners;
  const headingId = useId();
  const listId = useId();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: banners.length < 2 });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // RTL scrolls to negative offsets in today's browsers: the distance from the start is the magnitude.
    const offset = Math.abs(scroller.scrollLeft);
    setEnds({ atStart: offset < 2, atEnd: offset + scroller.clientWidth >= scroller.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      scroller.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  if (banners.length === 0) return null;

  const page = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const sign = RTL_LANGUAGES.has(language) ? -1 : 1;
    scroller.scrollBy({ left: direction * sign * scroller.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={headingId} className="relative mb-5" data-testid="banners">
      <h2 id={headingId} className="sr-only">
        {texts.title}
      </h2>
      <ul
        id={listId}
        ref={scrollerRef}
        className="[scrollbar-width:none] -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-1"
      >
        {banners.map((banner, index) => (
          <li key={banner.id} className="w-[85%] max-w-[26rem] shrink-0 snap-start sm:w-[calc(50%-0.375rem)] lg:w-[calc((100%-1.5rem)/3)]">
            <BannerCard banner={banner} first={index === 0} newTabText={texts.opensInNewTab} />
          </li>
        ))}
      </ul>
      {/* Nothing to page through when every banner fits. */}
      {!(ends.atStart && ends.atEnd) ? (
        <>
          <ArrowButton side="start" label={texts.previous} controls={listId} disabled={ends.atStart} onClick={() => page(-1)} />
          <ArrowButton side="end" label={texts.next} controls={listId} disabled={ends.atEnd} onClick={() => page(1)} />
        </>
      ) : null}
    </section>
  );
}

function BannerCard({ banner, first, newTabText }: { banner: BannerView; first: boolean; newTabText: string }) {
  const content = (
    <>
      {/* The first banner is the top of the page: loaded at once; the rest as they scroll in. */}
      <ApiImage
        src={banner.image}
        alt={banner.title}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        sizes={IMAGE_SIZES}
        priority={first}
        loading={first ? 'eager' : 'lazy'}
        className="size-full object-cover"
      />
      {/* The title is the image's alt text for assistive technology; this is its visible copy. */}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pt-8 pb-3 text-start text-base leading-snug font-bold text-white text-balance [text-shadow:0_1px_2px_rgb(0_0_0/0.5)]"
      >
        {banner.title}
      </span>
    </>
  );

  if (!banner.href) return <div className={CARD_FRAME}>{content}</div>;
  const interactive = `${CARD_FRAME} transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink`;
  if (banner.external) {
    return (
      <a href={banner.href} target="_blank" rel="noopener noreferrer" className={interactive}>
        {content}
        <span className="sr-only"> {newTabText}</span>
      </a>
    );
  }
  return (
    <Link to={banner.href} prefetch="intent" className={interactive}>
      {content}
    </Link>
  );
}

interface ArrowButtonProps {
  side: 'start' | 'end';
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
}

/** Paging for a mouse: phones swipe, so the buttons show from the tablet width up. */
function ArrowButton({ side, label, controls, disabled, onClick }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface text-ink shadow-md ring-1 ring-line transition hover:bg-canvas disabled:pointer-events-none disabled:opacity-0 md:flex ${
        side === 'start' ? '-start-3' : '-end-3'
      }`}
    >
      {side === 'start' ? <BackIcon className="size-5" /> : <ChevronIcon className="size-5" />}
    </button>
  );
}
