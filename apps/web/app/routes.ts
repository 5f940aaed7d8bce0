// Every route of the spec's route table (storefront-core §2), each under its layout.
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { consoleRoutes } from './console/console-routes.ts';

export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('offerta', 'routes/offerta.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('search', 'routes/search.tsx'),
    route('category', 'routes/category.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('branches', 'routes/branches.tsx'),
    route('vacancy', 'routes/vacancy.tsx'),
    route('vacancy/:id', 'routes/vacancy-detail.tsx'),
    route('basket', 'routes/basket.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/confirm', 'routes/checkout-confirm.tsx'),
    route('choose-address', 'routes/choose-address.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('profile/user', 'routes/profile-user.tsx'),
    route('profile/promos', 'routes/profile-promos.tsx'),
    route('profile/favorites', 'routes/profile-favorites.tsx'),
    route('profile/orders', 'routes/profile-orders.tsx'),
    route('profile/orders/:id', 'routes/profile-order.tsx'),
    route('profile/cards', 'routes/profile-cards.tsx'),
    route('profile/cards/create', 'routes/profile-cards-create.tsx'),
    route('profile/cards/confirm', 'routes/profile-cards-confirm.tsx'),
    route('profile/address', 'routes/profile-address.tsx'),
    route('profile/address/create', 'routes/profile-address-create.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('reservations', 'routes/reservations.tsx'),
    route('reservations/new', 'routes/reservations-new.tsx'),
  ]),
  layout('routes/layouts/extra-layout.tsx', [
    route('extra', 'routes/extra.tsx', { id: 'extra' }),
    route('extra2', 'routes/extra.tsx', { id: 'extra2' }),
    route('extr3', 'routes/extra.tsx', { id: 'extr3' }),
    route('extra4', 'routes/extra.tsx', { id: 'extra4' }),
  ]),
  layout('routes/layouts/auth-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('login/confirm', 'routes/login-confirm.tsx'),
    route('blocked', 'routes/blocked.tsx'),
    route('merchantNotAvailable', 'routes/merchant-not-available.tsx'),
  ]),
  layout('routes/layouts/map-layout.tsx', [
    route('address/pickup', 'routes/address-pickup.tsx', { id: 'address-pickup' }),
    route('address/pickup2', 'routes/address-pickup.tsx', { id: 'address-pickup2' }),
    route('address/delivery', 'routes/address-delivery.tsx'),
    route('branches/map', 'routes/branches-map.tsx'),
    route('profile/orders/:id/map', 'routes/profile-order-map.tsx'),
  ]),
  // Resource route (no page): the Telegram Mini App posts its init data here to sign in.
  route('telegram/session', 'routes/telegram-session.tsx'),
  // Resource route: the delivery price of a point, asked by checkout as the address changes.
  route('checkout/tariff', 'routes/checkout-tariff.tsx'),
  // Resource route: reverse geocoding (?lat=&lon=) and place search (?q=) for the address picker, through the API's proxy.
  route('address/geocode', 'routes/address-geocode.tsx'),
  // Resource route: the branch that delivers to a point (checkout follows the address with it).
  route('checkout/closest', 'routes/checkout-closest.tsx'),
  // Resource route: the signed-in customer's saved addresses for the pickers, saving one, importing a guest's list.
  route('addresses', 'routes/addresses.tsx'),
  // Resource route: a product with its options, for drawing it over the menu (its category's navigationType SHEET or POP_UP).
  route('product/:id/details', 'routes/product-details.tsx'),
  // Resource route: the customer's favourite product ids behind every heart, setting one, importing a guest's device hearts.
  route('favourites', 'routes/favourites.tsx'),
  // Resource route: the header bell's unread notification count.
  route('notifications/unread-count', 'routes/notifications-unread-count.tsx'),
  // Resource route: the signed-in customer's cashback balance for the header's chip (cashbeckHeaderActive).
  route('cashback-balance', 'routes/cashback-balance.tsx'),
  // Resource route: leaving the table of a QR menu (the seat cookie).
  route('dine-in', 'routes/dine-in.tsx'),
  // Resource route: the customer's saved cards for paying an order with one, and the payment (PayWithSavedCard).
  route('profile/cards/pay', 'routes/profile-cards-pay.tsx'),
  // Resource route: the order page's live status events, relayed from the API with the session's token.
  route('profile/orders/:id/events', 'routes/profile-order-events.tsx'),
  // Resource routes: what crawlers and an installing phone read, per merchant host.
  route('robots.txt', 'routes/robots.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('manifest.webmanifest', 'routes/manifest.tsx'),
  // The merchant console (its own layout and pages), before the catch-all below.
  ...consoleRoutes,
  // `/ru/1/basket` → lang and page cookies, then `/`; any other unmatched path is a 404.
  route(':lang/*', 'routes/language-prefix.tsx'),
] satisfies RouteConfig;
