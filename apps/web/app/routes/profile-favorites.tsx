// /profile/favorites (the spec's route): the signed-in customer's favourite products, where the merchant has
// favourites on (a 404 otherwise, and no link leads here).
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { findProduct, localizeCard, toProductCard, type ProductCardView } from '../features/catalogue/menu-model.ts';
import { loadFavouriteIds, requireFavouritesEnabled } from '../features/favourites/favourites.server.ts';
import { FavouritesView } from '../features/favourites/favourites-view.tsx';
import type { Route } from './+types/profile-favorites';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireFavouritesEnabled(session.storefront);
  const [ids, { overalls }] = await Promise.all([loadFavouriteIds(context, session), loadCatalogue(request, context)]);
  const { language } = session.storefront;
  const texts = { t: translator(language, 'catalogue'), language };
  // Products the channel's menu no longer lists (taken off, another channel's) are not drawn.
  const cards: ProductCardView[] = [];
  for (const id of ids) {
    const found = findProduct(overalls, id);
    if (found) cards.push(localizeCard(toProductCard(found.product, found.category), texts));
  }
  return { cards };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'catalogue')('favourites.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileFavorites({ loaderData }: Route.ComponentProps) {
  return <FavouritesView cards={loaderData.cards} />;
}
