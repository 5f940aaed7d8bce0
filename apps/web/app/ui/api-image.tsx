// Images from our image endpoint at the size they are shown (width variants for the browser to pick
// from, in the format it decodes best), or a neutral placeholder when a product has no picture.
import { useState } from 'react';

const MAX_SIDE = 2048;

/** `/api/images/<id>` → the same path resized (`?w=&h=` plus any extra parameters); other URLs unchanged. */
export function imageUrl(src: string, width: number, height: number, extra: Record<string, string> = {}): string {
  if (!src.startsWith('/api/images/')) return src;
  const w = Math.min(Math.round(width), MAX_SIDE);
  const h = Math.min(Math.round(height), MAX_SIDE);
  // The common case, a bare image path, costs no URLSearchParams (a menu page builds ~900 of these);
  // the result is the same string URLSearchParams would give.
  if (!src.includes('?') && Object.keys(extra).length === 0) return `${src}?w=${w}&h=${h}`;
  const [path, query = ''] = src.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('w', String(w));
  params.set('h', String(h));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params.toString()}`;
}

export interface ApiImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * The page's LCP candidate (the first banner, the first card, the product photo): eager, high fetch
   * priority, and preloaded from the page's <head> (React hoists a preload for such an image), so the
   * browser starts it before the stylesheet and scripts. At most one or two per page.
   */
  priority?: boolean;
  /**
   * The `sizes` attribute for images whose shown width follows the layout (grid columns): the
   * browser then picks from width variants instead of always loading the 2x one.
   */
  sizes?: string;
}

/**
 * What the storefront asks the endpoint for: quality 75 (on WebP's scale; 100, the endpoint's default,
 * triples the bytes for no visible gain on a phone) and `format=auto`, answered as AVIF or WebP as the
 * browser's Accept header allows (one URL per size keeps the markup and the preload simple).
 */
const DISPLAY_QUERY = 'q=75&format=auto';

/** `/api/images/<id>` at w×h as the storefront shows it (see DISPLAY_QUERY); other URLs unchanged. */
export function displayImageUrl(src: string, width: number, height: number): string {
  if (!src.startsWith('/api/images/')) return src;
  if (src.includes('?')) return imageUrl(src, width, height, { q: '75', format: 'auto' });
  return `${src}?w=${Math.min(Math.round(width), MAX_SIDE)}&h=${Math.min(Math.round(height), MAX_SIDE)}&${DISPLAY_QUERY}`;
}

// One ladder of widths for every image: the variants of different cards are the same few sizes, which
// the endpoint's cache and the browser's cache share.
const WIDTH_LADDER = [160, 240, 320, 480, 640, 800, 960, 1280, 1600, 2048];

/** The widths offered for an image laid out at `width` CSS px: from half of it (small screens) up to 2x. */
export function srcSetWidths(width: number): number[] {
  const largest = Math.min(Math.round(width * 2), MAX_SIDE);
  const widths = WIDTH_LADDER.filter((step) => step >= width / 2 && step < largest);
  widths.push(largest);
  return widths;
}

export function srcSetFor(src: string, width: number, height: number, sizes: string | undefined): string | undefined {
  if (!src.startsWith('/api/images/')) return undefined;
  if (!sizes) return `${displayImageUrl(src, width, height)} 1x, ${displayImageUrl(src, width * 2, height * 2)} 2x`;
  return srcSetWidths(width)
    .map((w) => `${displayImageUrl(src, w, (w * height) / width)} ${w}w`)
    .join(', ');
}

function Placeholder({ alt, width, height, className }: Pick<ApiImageProps, 'alt' | 'width' | 'height' | 'className'>) {
  // An <svg> with width/height attributes sizes like an <img>: the caller's classes still win.
  const side = Math.min(width, height) * 0.28;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={`bg-line/60 text-muted/50 ${className ?? ''}`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <g transform={`translate(${(width - side) / 2} ${(height - side) / 2}) scale(${side / 24})`} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <path d="M3.5 11h17a8.5 8.5 0 0 1-17 0Z" />
        <path d="M12 5v3M8.5 6.5 9.5 8M15.5 6.5 14.5 8" />
      </g>
    </svg>
  );
}

export function ApiImage({ src, alt, width, height, className, loading = 'lazy', priority = false, sizes }: ApiImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Placeholder alt={alt} width={width} height={height} className={className} />;
  return (
    <img
      src={displayImageUrl(src, width, height)}
      srcSet={srcSetFor(src, width, height, sizes)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      // React's server renderer preloads a non-lazy image from the <head>, with this priority.
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      // The LCP image is painted as soon as it arrives; the others may decode off the main thread.
      decoding={priority ? undefined : 'async'}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
