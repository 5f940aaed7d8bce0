// Server side of saved cards: the customer's cards and where the browser sends a new one (Payme), saving
// the token Payme verified, deleting a card, and paying an order with one — each a call to our API as
// the signed-in customer, its refusals turned into a message in the customer's language.
import { data, type AppLoadContext } from 'react-router';
import type { CardPayment, CardsConfig, PaymentCard } from '@dastarkhan/domain/contracts/payments';
import { isUuid } from '@dastarkhan/domain/ids';
import { pickLocalized, type Language, type LocalizedText } from '@dastarkhan/domain/i18n';
import { ApiRequestError } from '../../lib/api.server.ts';
import { notFound } from '../../lib/content.server.ts';
import { translator } from '../../lib/i18n.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';

const CARDS = '/api/payments/v1/cards';

/** The card pages exist only where the merchant switched saved cards on (web setting cardActive). */
export function requireCardsEnabled(storefront: Storefront): void {
  if (!storefront.settings.cardActive) notFound();
}

export function loadCards(context: AppLoadContext, session: Session): Promise<PaymentCard[]> {
  return sessionRequest<PaymentCard[]>(context, session, CARDS);
}

export function loadCardsConfig(context: AppLoadContext, session: Session): Promise<CardsConfig> {
  return sessionRequest<CardsConfig>(context, session, `${CARDS}/config`);
}

function providerMessage(details: Record<string, unknown> | undefined, language: Language): string {
  const provider = details?.provider as { message?: Partial<LocalizedText> } | undefined;
  return pickLocalized(provider?.message, language);
}

/** The customer's words for an API refusal: its description (with Payme's reason when Payme refused), "Payme is not answering", or a generic line. */
export function cardErrorMessage(error: unknown, language: Language): string {
  const t = translator(language, 'cards');
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status >= 500 || error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') return t('errors.unavailable');
  const description = pickLocalized(error.description, language);
  const reason = providerMessage(error.details, language);
  if (description && reason) return `${description.replace(/[.!]$/, '')}: ${reason}`;
  return description || reason || t('errors.generic');
}

/** A status for a refusal passed on to the page (5xx only for an API or Payme that did not answer). */
function failureStatus(error: unknown): number {
  if (!(error instanceof ApiRequestError)) return 500;
  return error.status >= 500 ? 503 : error.status;
}

export type CardActionResult = { ok: true } | { ok: false; error: string };

/** /profile/cards's action: intent=delete with the card's id. */
export async function deleteCardAction(context: AppLoadContext, session: Session, form: FormData) {
  const language = session.storefront.language;
  const id = form.get('id');
  if (form.get('intent') !== 'delete' || typeof id !== 'string' || !isUuid(id)) {
    return data<CardActionResult>({ ok: false, error: translator(language, 'cards')('errors.generic') }, { status: 400 });
  }
  try {
    await sessionRequest<void>(context, session, `${CARDS}/${encodeURIComponent(id)}`, jsonBody('DELETE'));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const t = translator(language, 'cards');
    const message = error.status === 404 ? t('errors.notFound') : error.status >= 500 ? t('errors.deleteFailed') : cardErrorMessage(error, language);
    return data<CardActionResult>({ ok: false, error: message }, { status: failureStatus(error) });
  }
  return data<CardActionResult>({ ok: true });
}

/** Saves the card of the token Payme verified in the browser. */
export async function saveCard(context: AppLoadContext, session: Session, token: string): Promise<CardActionResult> {
  try {
    await sessionRequest<PaymentCard>(context, session, CARDS, jsonBody('POST', { token }));
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false, error: cardErrorMessage(error, session.storefront.language) };
  }
}

export type CardPayResult = { ok: true; payment: CardPayment } | { ok: false; error: string; code: string; status: number };

/** Pays the order with the saved card (POST /api/payments/v1/cards/{id}/pay). */
export async function payWithCard(context: AppLoadContext, session: Session, cardId: string, orderId: string): Promise<CardPayResult> {
  try {
    const payment = await sessionRequest<CardPayment>(context, session, `${CARDS}/${encodeURIComponent(cardId)}/pay`, jsonBody('POST', { orderId }));
    return { ok: true, payment };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { ok: false, error: cardErrorMessage(error, session.storefront.language), code: error.code, status: failureStatus(error) };
  }
}
