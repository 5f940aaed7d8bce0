// `/checkout/confirm`: the review of the order and "Place order"; its action sends the order to the API.
import type { ShouldRevalidateFunction } from 'react-router';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { CONFIRMATION_CODE_INTENT } from '../features/checkout/checkout-model.ts';
import { loadCheckout, placeOrder, sendConfirmationCode } from '../features/checkout/checkout.server.ts';
import { ConfirmView } from '../features/checkout/confirm-view.tsx';
import type { Route } from './+types/checkout-confirm';
import { isReadOnlyAction } from '../lib/read-only-actions.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === CONFIRMATION_CODE_INTENT) return sendConfirmationCode(request, context);
  return placeOrder(request, context, form);
}

// A placed order leaves this page at once: reading the menu and branches again would only delay it.
// (After PRICE_CHANGED the page asks for fresh prices itself.)
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, formAction, defaultShouldRevalidate }) =>
  (actionResult as { ok?: unknown } | undefined)?.ok === true || isReadOnlyAction(formAction) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'checkout')('confirm.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutConfirmPage({ loaderData }: Route.ComponentProps) {
  return <ConfirmView data={loaderData} />;
}
