// /profile/cards/confirm: the SMS code goes from the browser to Payme; the action receives only the token
// Payme verified (intent=save), saves the card through the API and answers with the list of cards.
import { data, redirect } from 'react-router';
import { ConfirmCardView } from '../features/cards/confirm-card-view.tsx';
import { loadCardsConfig, requireCardsEnabled, saveCard, type CardActionResult } from '../features/cards/cards.server.ts';
import { translator } from '../lib/i18n.ts';
import { requireSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import type { Route } from './+types/profile-cards-confirm';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  requireCardsEnabled(session.storefront);
  return { config: await loadCardsConfig(context, session), merchantId: session.storefront.merchant.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  requireCardsEnabled(session.storefront);
  const form = await request.formData();
  const token = form.get('token');
  if (form.get('intent') !== 'save' || typeof token !== 'string' || token === '') {
    return data<CardActionResult>({ ok: false, error: translator(session.storefront.language, 'cards')('errors.generic') }, { status: 400 });
  }
  const saved = await saveCard(context, session, token);
  if (!saved.ok) return data<CardActionResult>(saved, { status: 400 });
  return redirect('/profile/cards');
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'cards')('page.confirmTitle')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileCardsConfirm({ loaderData }: Route.ComponentProps) {
  return <ConfirmCardView config={loaderData.config} merchantId={loaderData.merchantId} />;
}
