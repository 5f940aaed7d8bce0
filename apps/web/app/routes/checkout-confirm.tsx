// `/checkout/confirm`: the review of the order and "Place order"; its action sends the order to the API.
import type { ShouldRevalidateFunction } from 'react-router';
import { translator } from '../lib/i18n.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { loadCheckout, placeOrder } from '../features/checkout/checkout.server.ts';
import { ConfirmView } from '../features/checkout/confirm-view.tsx';
import type { Route } from './+types/checkout-confirm';
import { isReadOnlyAction } from '../lib/read-only-actions.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return placeOrder(request, context, await request.formData());
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
