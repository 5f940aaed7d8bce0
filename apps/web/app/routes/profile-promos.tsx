// /profile/promos: the merchant's public promo codes the signed-in customer can use (where the merchant
// switched promo codes on; a 404 otherwise, as the profile then shows no link to it).
import { PromoListView } from '../features/promos/promo-list-view.tsx';
import { loadAvailablePromos, requirePromosEnabled } from '../features/promos/promos.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-promos';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requirePromosEnabled(session.storefront);
  return { promos: await loadAvailablePromos(context, session), now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'promos')('page.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfilePromos({ loaderData }: Route.ComponentProps) {
  return <PromoListView promos={loaderData.promos} now={loaderData.now} />;
}
