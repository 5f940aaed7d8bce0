// The signed-in customer's cashback balance for the places that show it (balanceActive: the profile;
// cashbeckHeaderActive: the header), read from the API's cashback call.
import type { AppLoadContext } from 'react-router';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { ApiRequestError } from '../../lib/api.server.ts';
import { sessionRequest, type Session } from '../../lib/session.server.ts';

/** Whether any place of the storefront shows the balance. */
export function balanceShown(settings: Pick<WebSettings, 'balanceActive' | 'cashbeckHeaderActive'>): boolean {
  return settings.balanceActive || settings.cashbeckHeaderActive;
}

/** So'm; null when the balance is not shown at this merchant or cannot be read now (the place stays empty). */
export async function loadShownBalance(context: AppLoadContext, session: Session): Promise<number | null> {
  if (!balanceShown(session.storefront.settings)) return null;
  try {
    const answer = await sessionRequest<{ balance?: unknown }>(context, session, '/api/orders/v1/cashback/balance');
    return typeof answer.balance === 'number' ? Math.max(0, answer.balance) : null;
  } catch (error) {
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
