// Server side of /profile/promos: the merchant's public promo codes the signed-in customer can use, read
// from our API as that customer. The page exists only where the merchant switched promo codes on.
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { PromoSchema, type Promo } from '@dastarkhan/domain/contracts/promo';
import { ApiRequestError } from '../../lib/api.server.ts';
import { notFound } from '../../lib/content.server.ts';
import { sessionRequest, type Session } from '../../lib/session.server.ts';
import type { Storefront } from '../../lib/storefront.ts';

const AVAILABLE = '/api/orders/v1/promos/available';

/** The promo codes page exists only where the merchant switched promo codes on (web setting promoActive). */
export function requirePromosEnabled(storefront: Storefront): void {
  if (!storefront.settings.promoActive) notFound();
}

/** The codes to show; a 404 when the API says promo codes were switched off meanwhile (403 PROMOS_DISABLED). */
export async function loadAvailablePromos(context: AppLoadContext, session: Session): Promise<Promo[]> {
  try {
    return z.array(PromoSchema).parse(await sessionRequest<unknown>(context, session, AVAILABLE));
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'PROMOS_DISABLED') notFound();
    throw error;
  }
}
