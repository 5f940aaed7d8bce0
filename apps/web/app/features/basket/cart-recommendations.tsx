// "Add to your order" under the basket's lines: the products the merchant recommends with an order
// (isCartRecommendation), less what the basket already holds and what the order's branch does not sell.
import { useTranslation } from 'react-i18next';
import { isSoldInBranch } from '@dastarkhan/domain/branch-availability';
import type { ProductCardView } from '../catalogue/menu-model.ts';
import { ProductList } from '../catalogue/product-list.tsx';

/** At most this many cards: a row to glance at, not a second menu. */
export const RECOMMENDATION_LIMIT = 8;

export function recommendationsFor(
  recommended: readonly ProductCardView[],
  inBasket: ReadonlySet<string>,
  branchId: string | null,
): ProductCardView[] {
  return recommended.filter((card) => !inBasket.has(card.id) && isSoldInBranch(card, branchId)).slice(0, RECOMMENDATION_LIMIT);
}

export function CartRecommendations({ products }: { products: readonly ProductCardView[] }) {
  const { t } = useTranslation('basket');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="cart-recommendations" data-testid="cart-recommendations" className="min-w-0">
      <h2 id="cart-recommendations" className="mb-3 text-lg font-bold text-ink">
        {t('recommendations.title')}
      </h2>
      <ProductList products={products} size="MEDIUM" scroll="HORIZONTAL" />
    </section>
  );
}
