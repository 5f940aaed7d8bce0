// Images from our image endpoint at the size they are shown (plus a 2x variant), or a neutral
// placeholder when a product has no picture.
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
  /** Above the fold and important (the LCP image): eager, high fetch priority. */
  priority?: boolean;
  /**
   * The `sizes` attribute for images whose shown width follows the layout (grid columns): the
   * browser then picks from width variants instead of always loading the 2x one.
   */
  sizes?: string;
}

// Width variants relative to the requested size; the browser picks by `sizes` and pixel density.
const WIDTH_STEPS = [0.5, 0.75, 1, 1.5, 2];

function srcSetFor(src: string, width: number, height: number, sizes: string | undefined): string | undefined {
  if (!src.startsWith('/api/images/')) return undefined;
  if (!sizes) return `${imageUrl(src, width, height)} 1x, ${imageUrl(src, width * 2, height * 2)} 2x`;
  return WIDTH_STEPS.map((step) => {
    const w = Math.min(Math.round(width * step), MAX_SIDE);
    return `${imageUrl(src, w, (w * height) / width)} ${w}w`;
  }).join(', ');
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
      src={imageUrl(src, width, height)}
      srcSet={srcSetFor(src, width, height, sizes)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
