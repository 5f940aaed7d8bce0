// The merchant console's pages (its own layout, routes and features; see ARCHITECTURE §8). Paths are
// relative to apps/web/app, as in routes.ts, which includes this list before the storefront's catch-all.
import { layout, route, index, prefix } from '@react-router/dev/routes';

export const consoleRoutes = [
  route('console/login', 'console/routes/login.tsx'),
  ...prefix('console', [
    layout('console/layout/console-layout.tsx', { id: 'console-layout' }, [
      index('console/routes/home.tsx'),
      // Orders board (operator and up) and a courier's deliveries.
      route('orders', 'console/routes/orders-board.tsx'),
      route('orders/:id', 'console/routes/order-detail.tsx'),
      route('deliveries', 'console/routes/deliveries.tsx'),
      // Menu (manager and up) and the stop-list (operator and up).
      route('menu', 'console/routes/menu.tsx'),
      route('menu/products/:id', 'console/routes/menu-product.tsx'),
      route('stop-list', 'console/routes/stop-list.tsx'),
      // Table reservations (operator and up).
      route('reservations', 'console/routes/reservations.tsx'),
      // The brand's places (owner): branches, halls and tables, cities, delivery zones and tariffs.
      route('branches', 'console/routes/branches.tsx'),
      route('branches/:id', 'console/routes/branch-detail.tsx'),
      route('delivery', 'console/routes/delivery-zones.tsx'),
      // The brand's settings (owner): promo codes, order rules, theme, content, integrations.
      route('promos', 'console/routes/promos.tsx'),
      route('settings', 'console/routes/settings.tsx'),
      route('theme', 'console/routes/theme.tsx'),
      route('content', 'console/routes/content.tsx'),
      route('integrations', 'console/routes/integrations.tsx'),
      // Reports (manager and up).
      route('reports', 'console/routes/reports.tsx'),
      // Customers' reviews of their orders (manager and up).
      route('reviews', 'console/routes/reviews.tsx'),
      // Staff and audit log (owner), the signed-in account (everyone).
      route('staff', 'console/routes/staff.tsx'),
      route('audit', 'console/routes/audit.tsx'),
      route('account', 'console/routes/account.tsx'),
    ]),
    // Printed without the console's chrome.
    route('orders/:id/ticket', 'console/routes/order-ticket.tsx'),
    // Resource route: the board's live order events, relayed from the API with the session cookie.
    route('orders-events', 'console/routes/orders-events.tsx'),
  ]),
];
