// The /profile/favorites page: the customer's favourite products as menu cards, newest first. Taking the heart
// off a card takes it off the page at once; the empty page leads back to the menu.
import { useTranslation } from 'react-i18next';
import { wordingOf } from '../../lib/wording.ts';
import { useStorefront } from '../../lib/storefront.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { ProductCardView } from '../catalogue/menu-model.ts';
import { ProductList } from '../catalogue/product-list.tsx';
import { HeartIcon } from './favourite-button.tsx';
import { useFavouriteIds } from './favourites-store.ts';

/** The cards the page shows: the server's list until the store knows the customer's, then those still kept. */
export function keptCards(cards: readonly ProductCardView[], ids: readonly string[], ready: boolean): readonly ProductCardView[] {
  if (!ready) return cards;
  const kept = new Set(ids);
  return cards.filter((card) => kept.has(card.id));
}

export function FavouritesView({ cards }: { cards: readonly ProductCardView[] }) {
  const { t } = useTranslation('catalogue');
  const { merchant } = useStorefront();
  const { ids, ready } = useFavouriteIds();
  const shown = keptCards(cards, ids, ready);
  return (
    <div className="pb-10">
      <PageHeader title={t('favourites.title')} backTo="/profile" />
      {shown.length === 0 ? (
        <EmptyState
          icon={<HeartIcon />}
          title={t('favourites.emptyTitle')}
          description={t('favourites.emptyText', wordingOf(merchant.kind))}
          action={
            <ButtonLink to="/" size="lg">
              {t('favourites.browse', wordingOf(merchant.kind))}
            </ButtonLink>
          }
        />
      ) : (
        <ProductList products={shown} size="MEDIUM" scroll="VERTICAL" eagerCount={4} priorityCount={1} />
      )}
    </div>
  );
}
