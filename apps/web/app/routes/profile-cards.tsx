// /profile/cards: the signed-in customer's saved cards (where the merchant switched cards on); the
// action deletes one (intent=delete) and the list is loaded again. Adding one is /profile/cards/create.
import type { ShouldRevalidateFunction } from 'react-router';
import { CardListView } from '../features/cards/card-list-view.tsx';
import { deleteCardAction, loadCards, requireCardsEnabled } from '../features/cards/cards.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-cards';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireCardsEnabled(session.storefront);
  return { cards: await loadCards(context, session) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  requireCardsEnabled(session.storefront);
  return deleteCardAction(context, session, await request.formData());
}

// A refused delete (404: already gone elsewhere) still reloads the list, which 4xx answers skip by default.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'delete' ? true : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'cards')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileCards({ loaderData }: Route.ComponentProps) {
  return <CardListView cards={loaderData.cards} />;
}
