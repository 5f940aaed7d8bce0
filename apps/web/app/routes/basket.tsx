// `/basket`: the brand's basket, open to guests (checkout asks them to sign in); the promo check is its action.
import type { ShouldRevalidateFunction } from 'react-router';
import { translator } from '../lib/i18n.ts';
import { isReadOnlyAction } from '../lib/read-only-actions.ts';
import { optionalSession } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { basketProducts, cartRecommendations, checkPromo, requireStorefrontOrdering, loadCashbackBalance, loadOrderSettings, pricingRules } from '../features/basket/basket.server.ts';
import { BasketView } from '../features/basket/basket-view.tsx';
import type { Route } from './+types/basket';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storefront, overalls } = await loadCatalogue(request, context);
  requireStorefrontOrdering(storefront);
  const [orderSettings, session] = await Promise.all([loadOrderSettings(context, storefront), optionalSession(request, context)]);
  return {
    products: basketProducts(overalls, storefront.language),
    recommended: cartRecommendations(overalls, storefront.language),
    orderSettings: { ...pricingRules(orderSettings), defaultWebSiteDeliveryType: orderSettings.defaultWebSiteDeliveryType },
    signedIn: session !== null,
    cashbackBalance: await loadCashbackBalance(context, session),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const session = await optionalSession(request, context);
  return checkPromo(context, session, form);
}

// A promo check or a delivery price changes nothing the loader read: the page's data need not be fetched again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, formAction, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'promo' || isReadOnlyAction(formAction) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: documentTitle(matches, translator(languageFromMatches(matches), 'basket')('page.title')) }];

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  return <BasketView {...loaderData} />;
}
