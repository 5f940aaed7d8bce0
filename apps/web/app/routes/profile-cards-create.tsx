// /profile/cards/create: the card form. The number and expiry go from the browser to Payme, never to this
// server; the loader only tells the page where Payme is and the merchant's public cash register id.
import { AddCardView } from '../features/cards/add-card-view.tsx';
import { loadCardsConfig, requireCardsEnabled } from '../features/cards/cards.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-cards-create';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireCardsEnabled(session.storefront);
  return { config: await loadCardsConfig(context, session), merchantId: session.storefront.merchant.id };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'cards')('page.createTitle')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileCardsCreate({ loaderData }: Route.ComponentProps) {
  return <AddCardView config={loaderData.config} merchantId={loaderData.merchantId} />;
}
