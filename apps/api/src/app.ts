// Builds the Fastify application: plugins, services and routes of every module (no listen()).
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '@dastarkhan/db/client';
import type { Config } from './config.ts';
import { createNominatimGeocoder } from './integrations/geocoder/nominatim.ts';
import { createUpstreamSlot } from './integrations/geocoder/upstream-slot.ts';
import { createSmsGateways } from './integrations/sms/gateways.ts';
import { registerApiProxy } from './plugins/api-proxy.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { logHooks } from './plugins/logging.ts';
import { PageCache } from './plugins/page-cache.ts';
import { createLocalInvalidationBus, createRedisInvalidationBus, type InvalidationBus } from './plugins/invalidation-bus.ts';
import { registerMerchantContext } from './plugins/merchant-context.ts';
import { registerOperatorAuth } from './plugins/operator-auth.ts';
import { createLocalOrderEventBus, createRedisOrderEventBus, type OrderEventBus } from './plugins/order-events.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimits } from './plugins/rate-limit.ts';
import { registerResponsePolicies } from './plugins/response-policies.ts';
import { createInProcessApiFetch, createRemoteApiFetch, type WebHost } from './plugins/web.ts';
import { registerDevRoutes } from './modules/accounts/dev-routes.ts';
import { registerAddressRoutes } from './modules/addresses/routes.ts';
import { createAddressesService, type AddressesService } from './modules/addresses/service.ts';
import { registerAccountRoutes } from './modules/accounts/routes.ts';
import { createAccountsService, type AccountsService } from './modules/accounts/service.ts';
import { registerWebbotRoutes } from './modules/accounts/webbot-routes.ts';
import { registerCashbackRoutes } from './modules/cashback/routes.ts';
import { createCashbackService, type CashbackService } from './modules/cashback/service.ts';
import { registerCatalogueRoutes } from './modules/catalogue/routes.ts';
import { registerConsole } from './modules/console/register.ts';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/service.ts';
import { registerDeliveryRoutes } from './modules/delivery/routes.ts';
import { createDeliveryService, type DeliveryService } from './modules/delivery/service.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerFavouriteRoutes } from './modules/favourites/routes.ts';
import { createFavouritesService, type FavouritesService } from './modules/favourites/service.ts';
import { registerReservationRoutes } from './modules/reservations/routes.ts';
import { createReservationsService } from './modules/reservations/service.ts';
import { registerGeocodingRoutes } from './modules/geocoding/routes.ts';
import { createGeocodingService } from './modules/geocoding/service.ts';
import { createContentService, type ContentService } from './modules/content/service.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { findImage } from './modules/images/repo.ts';
import { registerImageRoutes } from './modules/images/routes.ts';
import { createImageService, type ImageService } from './modules/images/service.ts';
import { registerMerchantRoutes } from './modules/merchants/routes.ts';
import { createMerchantsService, type MerchantsService } from './modules/merchants/service.ts';
import { registerOperatorRoutes } from './modules/operator/routes.ts';
import { createOperatorService, eventOf, type OperatorService } from './modules/operator/service.ts';
import { registerOrderCourierRoutes } from './modules/orders/courier-routes.ts';
import { registerOrderEventsRoutes } from './modules/orders/events-routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { createNotificationsService, type NotificationsService } from './modules/notifications/service.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { createReceiptAllowance, createReceiptSender } from './modules/orders/receipt-sms.ts';
import { createOrdersService, type OrdersService } from './modules/orders/service.ts';
import type { OrderRow } from './modules/orders/payment-state.ts';
import { createCardsService, type CardsService } from './modules/payments/cards.ts';
import { createPaymentsCore } from './modules/payments/core.ts';
import { registerDevPayRoutes } from './modules/payments/dev-pay-routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { startUnpaidOrderSweep } from './modules/payments/sweep.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import { registerPromoRoutes } from './modules/promos/routes.ts';
import { createPromosService, type PromosService } from './modules/promos/service.ts';
import { registerSettingsRoutes } from './modules/settings/routes.ts';
import { createSettingsService, type SettingsService } from './modules/settings/service.ts';

export const APP_VERSION = process.env.npm_package_version ?? '0.1.0';

// Defined beside the service that publishes it; re-exported for code that took it from here.
export { MERCHANT_TOPIC } from './modules/merchants/service.ts';

/** The services of every module, for modules that call one another and for later writers. */
export interface Services {
  merchants: MerchantsService;
  catalogue: CatalogueService;
  settings: SettingsService;
  content: ContentService;
  notifications: NotificationsService;
  images: ImageService;
  accounts: AccountsService;
  promos: PromosService;
  cashback: CashbackService;
  bus: InvalidationBus;
  orderEvents: OrderEventBus;
  operator: OperatorService;
  orders: OrdersService;
  delivery: DeliveryService;
  addresses: AddressesService;
  favourites: FavouritesService;
  payments: PaymentsService;
  cards: CardsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the process serves the API (ROLE=api|all). */
    services: Services;
  }
}

export interface AppDeps {
  config: Config;
  /** Required unless config.role is 'web' (a web-only process forwards /api to API_URL). */
  database?: DatabaseHandle | null;
  redis?: Redis | null;
  web?: WebHost | null;
  /** Parallel image encodings; defaults to the number of cores. */
  imageConcurrency?: number;
  /** Comment lines on idle live order streams; 15 s unless a test needs it sooner. */
  orderEventsHeartbeatMs?: number;
  /** Sees every route as it is added (tests walk the route table with each route's schemas). */
  onRoute?: onRouteHookHandler;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, hooks: logHooks },
    // Only the configured proxies may speak for the client (TRUST_PROXY): anyone else could forge
    // X-Forwarded-For to dodge the per-address limits. Loopback: the storefront's in-process calls.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    bodyLimit: 1024 * 1024,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerResponsePolicies(app);

  const bus = deps.redis
    ? await createRedisInvalidationBus(deps.redis, (error) => app.log.error({ err: error }, 'invalidation bus error'))
    : createLocalInvalidationBus();
  app.addHook('onClose', () => bus.close());

  if (config.role !== 'web') {
    const database = deps.database;
    if (!database) throw new Error(`ROLE=${config.role} needs a database`);
    const { db } = database;

    const ttlSeconds = config.merchantCacheTtlSeconds;
    const merchants = createMerchantsService({ db, bus, ttlSeconds });
    registerMerchantContext(app, { loadMerchant: (id) => merchants.findById(id) });
    const settings = createSettingsService({ db, log: app.log, bus, ttlSeconds });
    const catalogue = createCatalogueService({
      db,
      merchants,
      bus,
      ttlSeconds: config.catalogueCacheTtlSeconds,
      maxCacheBytes: config.catalogueCacheMb * 1024 * 1024,
    });
    const content = createContentService({ db, merchants, settings, bus, ttlSeconds });
    const notifications = createNotificationsService({ db, settings, bus, ttlSeconds });
    const images = createImageService({
      loadSource: (id) => findImage(db, id),
      cacheBytes: config.imageCacheMb * 1024 * 1024,
      ...(deps.imageConcurrency !== undefined ? { concurrency: deps.imageConcurrency } : {}),
    });
    const sms = createSmsGateways({ config: config.sms, log: app.log });
    // In Redis when there is one, so that a second instance cannot be used to get around a limit.
    const limits = createRateLimits({ redis: deps.redis ?? null });
    const accounts = createAccountsService({ db, config, merchants, settings, sms, limits, log: app.log });
    registerAuth(app, { authenticate: (merchantId, token) => accounts.authenticate(merchantId, token) });
    const promos = createPromosService({ db, settings });
    const cashback = createCashbackService();
    const logOrderEventError = (error: unknown) => app.log.error({ err: error }, 'order events error');
    // Through Redis when there is one: the customer's stream may be served by another instance than the change.
    const orderEvents = deps.redis ? await createRedisOrderEventBus(deps.redis, logOrderEventError) : createLocalOrderEventBus(logOrderEventError);
    app.addHook('onClose', () => orderEvents.close());
    const operator = createOperatorService({
      db,
      findMerchant: (id) => merchants.findById(id),
      cashbackPercent: async (merchant) => (await settings.getOrderSettings(merchant)).cashbackPercent,
      cashback,
      publish: (event) => orderEvents.publish(event),
      publishCourier: (event) => orderEvents.publishCourier(event),
      onPublishError: logOrderEventError,
      limits,
    });
    const delivery = createDeliveryService({ db, merchants, settings });
    const publishOrderRow = (row: OrderRow) => void orderEvents.publish(eventOf(row)).catch(logOrderEventError);
    const paymentsCore = createPaymentsCore({ db, merchants, cashback, onOrderChanged: publishOrderRow, log: app.log });
    const cards = createCardsService({ core: paymentsCore, settings, config: config.payments, log: app.log });
    const payments = createPaymentsService({
      core: paymentsCore,
      settings,
      cashback,
      config,
      onOrderChanged: publishOrderRow,
      resolvePendingReceipts: (order) => cards.resolvePendingReceipts(order),
    });
    const orders = createOrdersService({
      db,
      merchants,
      settings,
      delivery,
      promos,
      cashback,
      orderConfirmation: {
        send: (client, userId) => accounts.sendOrderConfirmationCode(client, userId),
        check: (client, userId, code) => accounts.checkOrderConfirmationCode(client, userId, code),
      },
      onOrderChanged: (event) => void orderEvents.publish(event).catch(logOrderEventError),
      sendReceipt: createReceiptSender({ merchants, settings, sms, log: app.log }),
      receiptAllowance: createReceiptAllowance({ limits, ...config.receiptSms }),
      onReceiptSkipped: (skipped) => app.log.warn(skipped, 'daily SMS receipt limit reached: the order was placed, its receipt was not sent'),
      onReceiptError: (error) => app.log.warn({ err: error }, 'the SMS receipt of an order was not sent'),
      settlePendingPayments: (order) => payments.settlePendingPayments(order),
      cancelPendingPayments: (tx, order) => payments.cancelPendingPayments(tx, order),
    });
    startUnpaidOrderSweep(app, payments, config.payments.unpaidOrderSweepSeconds);
    const addresses = createAddressesService({ db });
    const favourites = createFavouritesService({ db, settings });
    registerOperatorAuth(app, { findKey: (keyHash) => operator.findKey(keyHash), limits, failuresPerHour: config.operatorKeyFailuresPerHour });
    app.decorate('services', {
      merchants,
      catalogue,
      settings,
      content,
      notifications,
      images,
      accounts,
      promos,
      cashback,
      bus,
      orderEvents,
      operator,
      orders,
      delivery,
      addresses,
      favourites,
      payments,
      cards,
    } satisfies Services);
    app.addHook('onClose', async () => {
      merchants.close();
      settings.close();
      catalogue.close();
      content.close();
      notifications.close();
      images.clear();
    });

    await registerOpenApi(app, { version: APP_VERSION });
    registerHealthRoutes(app, { database });
    registerMerchantRoutes(app, { merchants });
    registerCatalogueRoutes(app, { catalogue });
    registerSettingsRoutes(app, { settings });
    registerContentRoutes(app, { content });
    registerNotificationRoutes(app, { notifications });
    registerImageRoutes(app, { images });
    registerAccountRoutes(app, { accounts });
    registerWebbotRoutes(app, { accounts });
    registerOperatorRoutes(app, { operator });
    registerOrderRoutes(app, { orders });
    registerDeliveryRoutes(app, { delivery });
    registerOrderCourierRoutes(app, { orders });
    registerPaymentRoutes(app, { payments, core: paymentsCore, cards });
    // A page that pays like the provider would: never in production, unless explicitly allowed (npm start's demo mode).
    if (config.payments.sandboxAllowed) registerDevPayRoutes(app, { core: paymentsCore, returnUrlRules: config });
    registerOrderEventsRoutes(app, {
      bus: orderEvents,
      currentEvent: (merchantId, orderId) => operator.currentEvent(merchantId, orderId),
      ...(deps.orderEventsHeartbeatMs !== undefined ? { heartbeatMs: deps.orderEventsHeartbeatMs } : {}),
      maxStreamsPerCustomer: config.liveStreamsPerCustomer,
    });
    registerPromoRoutes(app, { promos });
    registerCashbackRoutes(app, { db, cashback });
    const geocoding = createGeocodingService({
      geocoder: createNominatimGeocoder({
        baseUrl: config.nominatim.url,
        userAgent: config.nominatim.userAgent ?? `Dastarkhan/${APP_VERSION}`,
        timeoutMs: config.nominatim.timeoutMs,
        // Shared through Redis: Nominatim's one request per second holds for the whole deployment.
        slot: createUpstreamSlot({
          redis: deps.redis ?? null,
          key: 'nominatim:slot',
          intervalMs: config.nominatim.minIntervalMs,
          maxWaitMs: 5000,
          onRedisError: (error) => app.log.warn({ err: error }, 'Redis unavailable for the Nominatim rate limit, limiting per instance'),
        }),
      }),
      listCities: (merchantId) => merchants.listCities(merchantId),
      limits,
      cacheTtlSeconds: config.nominatim.cacheTtlSeconds,
      countryCodes: config.nominatim.countryCodes,
      clientRequestsPerMinute: config.nominatim.clientRequestsPerMinute,
      log: app.log,
    });
    app.addHook('onClose', async () => geocoding.close());
    registerGeocodingRoutes(app, { geocoding });
    registerAddressRoutes(app, { addresses });
    registerFavouriteRoutes(app, { favourites });
    registerReservationRoutes(app, { reservations: createReservationsService({ db, settings, merchants }) });
    // The merchant console (its own auth: session cookie, CSRF, roles); over the services above.
    await registerConsole(app, { db, services: app.services, config, limits, log: app.log });
    // Codes read from a web page are no sign-in at all: never in production.
    if (sms.console && config.nodeEnv !== 'production') registerDevRoutes(app, { outbox: sms.console });
  } else {
    if (!config.apiUrl) throw new Error('ROLE=web needs API_URL');
    await registerApiProxy(app, config.apiUrl);
  }

  const web = deps.web;
  if (web) {
    const apiFetch = config.role === 'web' && config.apiUrl ? createRemoteApiFetch(config.apiUrl) : createInProcessApiFetch(app);
    // Every announced change (menu, settings, banners, branches) may show on any page: all of them go.
    const pageCache =
      config.pageCacheSeconds > 0
        ? new PageCache({
            ttlMs: config.pageCacheSeconds * 1000,
            maxBytes: config.pageCacheMb * 1024 * 1024,
            onRefreshError: (error) => app.log.error({ err: error }, 'rendering a shared page again failed'),
          })
        : null;
    if (pageCache) {
      const unsubscribe = bus.subscribe(() => pageCache.clear());
      app.addHook('onClose', async () => unsubscribe());
    }
    await web.mount(app, {
      apiFetch,
      pageCache,
      config: {
        defaultMerchant: config.defaultMerchant,
        baseDomain: config.baseDomain,
        map: config.map,
        paymeSubscribeUrl: config.payments.paymeSubscribeUrl,
        paymentPageUrls: [config.payments.paymeCheckoutUrl, config.payments.clickPayUrl, config.payments.uzumPayUrl],
        analyticsDisabled: config.analyticsDisabled,
      },
    });
    app.addHook('onClose', () => web.close());
  }

  return app;
}
