// The order page's action for intent=review: the form read into the API's body, posted with the
// session's token; refusals answered in the page's language (the page then shows the order again,
// with the review once it is written).
import { data, type AppLoadContext } from 'react-router';
import type { OrderReview } from '@dastarkhan/domain/contracts/order-review';
import { ApiRequestError } from '../../lib/api.server.ts';
import { translator } from '../../lib/i18n.ts';
import { jsonBody, sessionRequest, type Session } from '../../lib/session.server.ts';
import type { OrderActionResult } from '../orders/orders.server.ts';
import { REVIEW_INTENT, reviewRequestOf } from './review-form.ts';

const ERROR_TEXT: Record<string, string> = {
  ORDER_NOT_REVIEWABLE: 'errors.notReviewable',
  ORDER_ALREADY_REVIEWED: 'errors.alreadyReviewed',
  VALIDATION_ERROR: 'errors.invalid',
  REVIEW_PRODUCT_NOT_IN_ORDER: 'errors.invalid',
  REVIEW_PRODUCT_DUPLICATE: 'errors.invalid',
};

export async function reviewAction(context: AppLoadContext, session: Session, orderId: string, form: FormData) {
  const t = translator(session.storefront.language, 'reviews');
  const body = reviewRequestOf(form);
  if (body === null) return data<OrderActionResult>({ intent: REVIEW_INTENT, ok: false, error: t('errors.gradeRequired') }, { status: 400 });
  try {
    await sessionRequest<OrderReview>(context, session, `/api/orders/v1/orders/${encodeURIComponent(orderId)}/review`, jsonBody('POST', body));
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const status = error.status >= 500 ? 503 : error.status === 404 ? 404 : error.status === 409 ? 409 : 400;
    return data<OrderActionResult>({ intent: REVIEW_INTENT, ok: false, error: t(ERROR_TEXT[error.code] ?? 'errors.generic') }, { status });
  }
  return data<OrderActionResult>({ intent: REVIEW_INTENT, ok: true });
}
