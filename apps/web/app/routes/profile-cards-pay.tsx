// Resource route /profile/cards/pay (no page) of PayWithSavedCard: GET answers the signed-in customer's
// saved cards (none for a guest or where the merchant has cards off); POST pays an order with one.
import { data } from 'react-router';
import { isUuid } from '@dastarkhan/domain/ids';
import { loadCards, payWithCard, type CardPayResult } from '../features/cards/cards.server.ts';
import type { SavedCardsForPayment } from '../features/cards/pay-with-saved-card.tsx';
import { translator } from '../lib/i18n.ts';
import { optionalSession, requireSession } from '../lib/session.server.ts';
import type { Route } from './+types/profile-cards-pay';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await optionalSession(request, context);
  if (!session || !session.storefront.settings.cardActive) return data<SavedCardsForPayment>({ enabled: false, cards: [] });
  const cards = await loadCards(context, session);
  return data<SavedCardsForPayment>({ enabled: true, cards: cards.map(({ id, number, expire }) => ({ id, number, expire })) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  const form = await request.formData();
  const cardId = form.get('cardId');
  const orderId = form.get('orderId');
  if (typeof cardId !== 'string' || !isUuid(cardId) || typeof orderId !== 'string' || !isUuid(orderId)) {
    const error = translator(session.storefront.language, 'cards')('errors.generic');
    return data<CardPayResult>({ ok: false, error, code: 'BAD_REQUEST', status: 400 }, { status: 400 });
  }
  const result = await payWithCard(context, session, cardId, orderId);
  return data<CardPayResult>(result, { status: result.ok ? 200 : result.status });
}
