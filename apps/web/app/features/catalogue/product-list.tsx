// Products of one category laid out as the category asks: a grid, or a horizontally scrolling row.
import { useTranslation } from 'react-i18next';
import { isSoldInBranch } from '@dastarkhan/domain/branch-availability';
import type { Category } from '@dastarkhan/domain/contracts/catalogue';
import { useChosenBranchId } from '../basket/use-basket.ts';
import type { ProductCardView } from './menu-model.ts';
import { ProductCard, type CardSize } from './product-card.tsx';

const GRID: Record<CardSize, string> = {
  BIG: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  MEDIUM: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
  SMALL: 'grid grid-cols-1 gap-3 md:grid-cols-2',
};

const ROW = '[scrollbar-width:none] sm:[scrollbar-width:thin] -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:gap-4';

const ROW_ITEM: Record<CardSize, string> = {
  BIG: 'w-[78%] max-w-80 sm:w-80',
  MEDIUM: 'w-[42%] max-w-52 sm:w-48',
  SMALL: 'w-[85%] max-w-96 sm:w-96',
};

interface ProductListProps {
  /** Cards with their texts in the page's language: localizeCard() in the loader (or the view, for search). */
  products: readonly ProductCardView[];
  size: CardSize;
  scroll: Category['scrollType'];
  /** How many leading cards load their image eagerly (the first visible row). */
  eagerCount?: number;
  /** How many of those are the page's LCP candidates (high priority, preloaded): at most the first one or two. */
  priorityCount?: number;
  onOpen?: (product: ProductCardView) => void;
}

export function ProductList({ products, size, scroll, eagerCount = 0, priorityCount = 0, onOpen }: ProductListProps) {
  const { t } = useTranslation('catalogue');
  // The catalogue lists what any branch sells; once the customer chose a branch (read on the device only,
  // so the server's HTML and hydration agree), what that branch does not sell is marked, not removed.
  const branchId = useChosenBranchId();
  const notInBranch = t('card.notInBranch');
  const horizontal = scroll === 'HORIZONTAL';
  return (
    <ul className={horizontal ? ROW : GRID[size]}>
      {products.map((product, index) => (
        <li key={product.id} className={horizontal ? `shrink-0 snap-start ${ROW_ITEM[size]}` : 'min-w-0'}>
          <ProductCard
            product={product}
            size={size}
            eager={index < eagerCount}
            priority={index < priorityCount}
            inRow={horizontal}
            onOpen={onOpen ? () => onOpen(product) : undefined}
            unavailable={isSoldInBranch(product, branchId) ? null : notInBranch}
          />
        </li>
      ))}
    </ul>
  );
}

// A card's picture and the height of its texts below it (BIG, MEDIUM; a two-line name and description),
// or its whole height (SMALL): a placeholder list then stands as tall as the cards that replace it.
const SKELETON_CARD: Record<CardSize, { picture: string | null; frame: string }> = {
  BIG: { picture: 'aspect-[4/3]', frame: 'p-2 pb-[8.875rem]' },
  MEDIUM: { picture: 'aspect-square', frame: 'p-2 pb-[8.25rem]' },
  SMALL: { picture: null, frame: 'h-[8.75rem]' },
};

/**
 * The room of `count` cards not drawn yet, in the same grid or row as ProductList, so drawing them later
 * moves nothing on the screen (no layout shift) and links to later categories land where they will stay.
 */
export function ProductListSkeleton({ count, size, scroll }: { count: number; size: CardSize; scroll: Category['scrollType'] }) {
  const horizontal = scroll === 'HORIZONTAL';
  const card = SKELETON_CARD[size];
  const frame = `rounded-2xl bg-surface shadow-sm ring-1 ring-line ${card.frame} ${horizontal ? `shrink-0 ${ROW_ITEM[size]}` : 'min-w-0'}`;
  return (
    <ul aria-hidden="true" data-testid="product-list-placeholder" className={horizontal ? ROW : GRID[size]}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={frame}>
          {card.picture && <div className={`${card.picture} rounded-xl bg-canvas`} />}
        </li>
      ))}
    </ul>
  );
}
