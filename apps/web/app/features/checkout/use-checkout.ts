// The checkout as both pages see it: the brand's draft (basket store) resolved against the loader's
// branches, rules and payment methods at the current minute, with its totals and what blocks it.
import { useEffect, useMemo, useState } from 'react';
import { DELIVERING_SERVICE_TYPES } from '@dastarkhan/domain/pricing';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { hasPoint } from '../addresses/address-model.ts';
import { viewLines } from '../basket/basket-model.ts';
import { useBasket } from '../basket/use-basket.ts';
import { deliveryPriceView, knownDeliveryPrice } from '../delivery-quote/delivery-quote.ts';
import { useDeliveryPrice } from '../delivery-quote/use-delivery-price.ts';
import { checkoutBlockers, checkoutTotals, resolveCheckout } from './checkout-model.ts';
import type { CheckoutData } from './checkout.server.ts';

/** How often hours and time slots are looked at again while a page stays open. */
const CLOCK_TICK_MS = 30_000;

/** The current time, renewed every half minute (branches open and close, slots pass). */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function useCheckout(data: CheckoutData) {
  const { settings, merchant } = useStorefront();
  const user = useCurrentUser();
  const now = useNow();
  const lines = useBasket((state) => state.lines);
  const promo = useBasket((state) => state.promo);
  const useCashback = useBasket((state) => state.useCashback);
  const checkout = useBasket((state) => state.checkout);
  const byId = useMemo(() => new Map(data.products.map((product) => [product.id, product])), [data.products]);

  const resolved = resolveCheckout(checkout, {
    switches: settings,
    defaultServiceType: data.defaultServiceType,
    branches: data.branches,
    payments: data.payments,
    timeZone: merchant.timezone,
    now,
  });
  // What the order's branch does not sell is unavailable, like what left the menu (the API refuses it).
  const orderBranchId = resolved.branch?.id ?? null;
  const views = useMemo(() => viewLines(lines, byId, orderBranchId), [lines, byId, orderBranchId]);
  const appliedPromo = settings.promoActive ? promo : null;
  const cashback = settings.cashbackActive && useCashback && data.cashbackBalance > 0 ? data.cashbackBalance : 0;
  const productTotals = checkoutTotals({ views, serviceType: resolved.serviceType, orderSettings: data.orderSettings, promo: null, cashback: 0 });
  // The delivery comes from the branch that serves the address; its price is asked once that is known.
  const quote = useDeliveryPrice({
    serviceType: resolved.serviceType,
    address: checkout.address,
    draftBranchId: checkout.branchId,
    branchId: resolved.branch?.id ?? null,
    productPriceTiyin: productTotals.totalProductPrice,
    productCount: productTotals.productCount,
    signedIn: user !== null,
  });
  // No delivery price in the totals until the tariff has priced the chosen address (the basket shows the same).
  const totals = checkoutTotals({ views, serviceType: resolved.serviceType, orderSettings: data.orderSettings, promo: appliedPromo, cashback, deliveryPrice: knownDeliveryPrice(quote) });
  const delivery = resolved.serviceType !== null && DELIVERING_SERVICE_TYPES.has(resolved.serviceType) ? deliveryPriceView(hasPoint(checkout.address), quote, user !== null) : null;
  const userPhone = user?.phone ?? null;
  const features = { receiverActive: settings.receiverActive, productComment: settings.productComment };
  const blockers = checkoutBlockers(checkout, resolved, totals, data.orderSettings, userPhone, quote, features);
  const unavailableCount = views.filter((view) => !view.available).reduce((sum, view) => sum + view.line.quantity, 0);

  return {
    now,
    branches: data.branches,
    lines,
    views,
    checkout,
    resolved,
    totals,
    blockers,
    quote,
    delivery,
    promo: appliedPromo,
    userPhone,
    unavailableCount,
    timeZone: merchant.timezone,
    features,
    confirmationRequired: settings.isSmsConfirmationRequiredPerOrder,
  };
}

export type CheckoutState = ReturnType<typeof useCheckout>;
