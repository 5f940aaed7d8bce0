// One product in a menu list, in the size its category asks for (viewType BIG / MEDIUM / SMALL).
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Category } from '@dastarkhan/domain/contracts/catalogue';
import { ApiImage } from '../../ui/api-image.tsx';
import { QuickAddButton } from '../basket/quick-add-button.tsx';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { LabelChips } from './label-chips.tsx';
import type { ProductCardView } from './menu-model.ts';
import { DiscountBadge, PriceTag } from './price-tag.tsx';
import { CardGrade } from './grade-badge.tsx';
import { loadProductOverlay, openOverPage } from './product-overlay-store.ts';

export type CardSize = Category['viewType'];

// Image request sizes per card size (CSS scales them to the column; the ratio prevents layout shift).
// `sizes` is the picture's width in the grids and rows of product-list.tsx inside the 72rem page with
// its 1rem gutters, less the card's 0.5rem padding: the browser picks the variant for the real width
// (a phone at 1.75x takes a 320 px MEDIUM picture, not the 640 px one).
const IMAGE = {
  BIG: {
    width: 480,
    height: 360,
    grid: '(min-width: 1152px) 347px, (min-width: 1024px) calc(33.3vw - 37px), (min-width: 640px) calc(50vw - 40px), calc(100vw - 48px)',
    row: '(min-width: 640px) 304px, min(calc(78vw - 41px), 304px)',
  },
  MEDIUM: {
    width: 320,
    height: 320,
    grid: '(min-width: 1280px) 195px, (min-width: 1024px) calc(25vw - 36px), (min-width: 640px) calc(33.3vw - 37px), calc(50vw - 38px)',
    row: '(min-width: 640px) 176px, min(calc(42vw - 29px), 192px)',
  },
  // A fixed 6–7rem square: 1x and 2x variants.
  SMALL: { width: 112, height: 112, grid: undefined, row: undefined },
} as const;

export function productHref(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

interface ProductCardProps {
  product: ProductCardView;
  size: CardSize;
  /** Above the fold: load the image at once. */
  eager?: boolean;
  /** The page's LCP candidate: its image at high priority, preloaded (see ApiImage). */
  priority?: boolean;
  /** In a sideways scrolling row rather than a grid (its width differs). */
  inRow?: boolean;
  onOpen?: () => void;
  /**
   * Why it cannot be ordered (the chosen branch does not sell it), already in the page's language; null
   * when it can. Such a card stays in its place, dimmed, with the reason and without the quick add.
   */
  unavailable?: string | null;
}

/** Draws texts the loader already wrote out in the page's language (see card-texts.ts). */
export function ProductCard({ product, size, eager = false, priority = false, inRow = false, onOpen, unavailable = null }: ProductCardProps) {
  const { name, description, measure } = product;
  // A button may not sit inside the card's link: it is laid over the card instead.
  const quickAdd = product.quickAdd && unavailable === null && (
    <QuickAddButton
      productId={product.id}
      name={name}
      options={product.quickAdd}
      maxQuantity={product.maxQuantity}
      className={size === 'SMALL' ? 'absolute end-4 bottom-4' : 'absolute end-4 top-4'}
    />
  );
  const image = (
    <ApiImage
      src={product.image}
      alt=""
      width={IMAGE[size].width}
      height={IMAGE[size].height}
      sizes={inRow ? IMAGE[size].row : IMAGE[size].grid}
      loading={eager || priority ? 'eager' : 'lazy'}
      priority={priority}
      className={`h-full w-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.04] ${size === 'BIG' ? 'aspect-[4/3]' : 'aspect-square'} ${unavailable === null ? '' : 'opacity-60 grayscale'}`}
    />
  );
  // Laid over the image, so marking a card never moves the menu around it.
  const notice = unavailable !== null && (
    <span data-testid="product-card-unavailable" className="absolute inset-0 grid place-items-center p-1.5">
      <span className={`rounded-lg bg-ink/85 text-center font-semibold text-surface shadow-sm ${size === 'SMALL' ? 'px-1.5 py-1 text-[11px] leading-[14px]' : 'px-2.5 py-1.5 text-xs leading-4'}`}>
        {unavailable}
      </span>
    </span>
  );
  const dimmed = unavailable === null ? '' : 'opacity-60';
  // A product of a SHEET or POP_UP category opens over the page; its code is fetched as the card is
  // pointed at. A FULL_SCREEN one is a link to its page, prefetched the same way.
  const overPage = product.opens !== 'FULL_SCREEN';
  const preloadOverlay = overPage ? () => void loadProductOverlay() : undefined;
  const link = {
    to: productHref(product.id),
    prefetch: overPage ? ('none' as const) : ('intent' as const),
    onPointerEnter: preloadOverlay,
    onFocus: preloadOverlay,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onOpen?.();
      openOverPage(event, product.id, product.opens);
    },
  };

  if (size === 'SMALL') {
    return (
      <div className="relative h-full">
        <Link
          {...link}
          className={`group flex h-full items-stretch gap-3 rounded-2xl bg-surface p-3 shadow-sm ring-1 ring-line transition hover:shadow-md`}
        >
          <div className={`flex min-w-0 flex-1 flex-col gap-1 ${dimmed}`}>
            <h3 className="line-clamp-2 text-[15px] leading-5 font-semibold text-ink">{name}</h3>
            {description && <p className="line-clamp-2 text-[13px] leading-[18px] text-muted">{description}</p>}
            {product.labels.length > 0 && <LabelChips labels={product.labels} />}
            <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1">
              <PriceTag price={product.price} size="sm" />
              {measure && <span className="text-xs text-muted">{measure}</span>}
              <CardGrade productId={product.id} />
            </div>
          </div>
          <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-canvas sm:h-28 sm:w-28">
            {image}
            {product.discount && <DiscountBadge texts={product.discount} className="absolute start-1.5 top-1.5" />}
            {notice}
          </div>
        </Link>
        {quickAdd}
        <FavouriteButton productId={product.id} name={name} className="absolute end-4 top-4" />
      </div>
    );
  }

  return (
    <div className="relative h-full">
      <Link
        {...link}
        className={`group flex h-full flex-col rounded-2xl bg-surface p-2 shadow-sm ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-lg`}
      >
        <div className="relative overflow-hidden rounded-xl bg-canvas">
          {image}
          {/* Most cards have neither: no component is rendered just to draw nothing (a menu has 100+ cards). */}
          {product.discount && <DiscountBadge texts={product.discount} className="absolute start-2 top-2" />}
          {product.labels.length > 0 && <LabelChips labels={product.labels} className="absolute start-2 bottom-2 end-2" />}
          {notice}
        </div>
        <div className={`flex flex-1 flex-col gap-1 px-1.5 pt-2.5 pb-1 ${dimmed}`}>
          {/* The grade shares the price's line: when it arrives after the page, the card keeps its height. */}
          <div className="flex items-start justify-between gap-2">
            <PriceTag price={product.price} size={size === 'BIG' ? 'md' : 'sm'} />
            <CardGrade productId={product.id} className="mt-0.5" />
          </div>
          <h3 className={`line-clamp-2 font-medium text-ink ${size === 'BIG' ? 'text-base leading-6' : 'text-sm leading-5'}`}>{name}</h3>
          {description && (
            <p className={`text-muted ${size === 'BIG' ? 'line-clamp-2 text-sm leading-5' : 'line-clamp-2 text-xs leading-4'}`}>{description}</p>
          )}
          {measure && <span className="mt-auto pt-1 text-xs text-muted">{measure}</span>}
        </div>
      </Link>
      {quickAdd}
      {/* Under the "+" when there is one: both stay in the picture's corner, out of the texts. */}
      <FavouriteButton productId={product.id} name={name} className={`absolute end-4 ${quickAdd ? 'top-[3.75rem]' : 'top-4'}`} />
    </div>
  );
}
