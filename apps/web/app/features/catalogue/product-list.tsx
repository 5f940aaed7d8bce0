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
  onOpen?: (product: ProductCardView) => void;
}

export function ProductList({ products, size, scroll, eagerCount = 0, onOpen }: ProductListProps) {
  const { t } = useTranslation('catalogue');
  // The catalogue lists what any branch sells; once the customer chose a branch (read on the device only,
  // so the server's HTML and hydration agree), what that branch does not sell is marked, not removed.
  const branchId = useChosenBranchId();
  const notInBranch = t('card.notInBranch');
  const horizontal = scroll === 'HORIZONTAL';
  return (
    <ul
      className={
        horizontal
          ? '[scrollbar-width:none] sm:[scrollbar-width:thin] -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 sm:gap-4'
          : GRID[size]
      }
    >
      {products.map((product, index) => (
        <li key={product.id} className={horizontal ? `shrink-0 snap-start ${ROW_ITEM[size]}` : 'min-w-0'}>
          <ProductCard
            product={product}
            size={size}
            eager={index < eagerCount}
            onOpen={onOpen ? () => onOpen(product) : undefined}
            unavailable={isSoldInBranch(product, branchId) ? null : notInBranch}
          />
        </li>
      ))}
    </ul>
  );
}
