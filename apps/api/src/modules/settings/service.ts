// Merchant settings as the storefront reads them: stored overrides on top of complete defaults.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { OrderSettingsSchema, WebSettingsSchema, type OrderSettings, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import type { InvalidationBus } from '../../plugins/invalidation-bus.ts';
import { deepFreeze, TenantCache } from '../../plugins/tenant-cache.ts';
import { MERCHANT_TOPIC } from '../merchants/service.ts';
import * as repo from './repo.ts';

/**
 * Parses stored web settings over the defaults. A stored value that no longer fits the schema
 * (an old enum value, a wrong type) falls back to its default instead of failing the whole page.
 */
export function mergeWebSettings(stored: Record<string, unknown>, onInvalid?: (fields: string[]) => void): WebSettings {
  const first = WebSettingsSchema.safeParse(stored);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  onInvalid?.([...bad]);
  const cleaned = Object.fromEntries(Object.entries(stored).filter(([key]) => !bad.has(key)));
  return WebSettingsSchema.parse(cleaned);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function webSettingsFor(merchant: Merchant, stored: Record<string, unknown>, onInvalid?: (fields: string[]) => void): WebSettings {
  const settings = mergeWebSettings(stored, onInvalid);
  const brand = nonEmpty(stored.brand) ? settings.brand : pickLocalized(merchant.name, settings.mainLanguage) || merchant.sub;
  const logo = nonEmpty(stored.logo) ? settings.logo : merchant.logo;
  return {
    ...settings,
    merchantId: merchant.id,
    brand,
    title: nonEmpty(stored.title) ? settings.title : brand,
    logo,
    // A tab icon in the brand's look beats the generic default.
    favicon: nonEmpty(stored.favicon) ? settings.favicon : logo,
    mainColor: nonEmpty(stored.mainColor) ? settings.mainColor : merchant.color || settings.mainColor,
    domain: nonEmpty(stored.domain) ? settings.domain : merchant.domainUrl,
  };
}

export function orderSettingsFor(merchant: Merchant, row: repo.MerchantSettingsRow | null): OrderSettings {
  if (!row) return OrderSettingsSchema.parse({ cityId: merchant.mainCityId });
  return OrderSettingsSchema.parse({
    isServiceFeeEnabled: row.isServiceFeeEnabled,
    isServiceFeeFreeAboveThreshold: row.isServiceFeeFreeAboveThreshold,
    serviceFeeThreshold: tiyinToSom(row.serviceFeeThreshold),
    serviceFeeAmount: tiyinToSom(row.serviceFeeAmount),
    minimalDeliveryPrice: tiyinToSom(row.minimalDeliveryPrice),
    minimalOrderPrice: tiyinToSom(row.minimalOrderPrice),
    minimalOrderQuantity: row.minimalOrderQuantity,
    defaultTelegramDeliveryType: row.defaultTelegramDeliveryType,
    defaultWebSiteDeliveryType: row.defaultWebSiteDeliveryType,
    defaultApplicationDeliveryType: row.defaultApplicationDeliveryType,
    cityId: merchant.mainCityId,
    shouldValidateDeliveryArea: row.shouldValidateDeliveryArea,
    isSmsConfirmationRequiredPerOrder: row.isSmsConfirmationRequiredPerOrder,
    cashbackPercent: row.cashbackPercent,
    unpaidOrderTimeoutMinutes: row.unpaidOrderTimeoutMinutes,
    paymentSandbox: row.paymentSandbox,
  });
}

export interface SettingsService {
  getWebSettings(merchant: Merchant): Promise<WebSettings>;
  getOrderSettings(merchant: Merchant): Promise<OrderSettings>;
  /** The merchant's active payment methods (the console's edits announce a merchant change). */
  getPaymentMethods(merchantId: string): Promise<readonly Readonly<repo.PaymentMethodRow>[]>;
  close(): void;
}

export interface SettingsServiceOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Announces changes; a merchant's settings are dropped with the rest of it (MERCHANT_TOPIC). */
  bus: InvalidationBus;
  /** How long settings are reused without a change being announced. */
  ttlSeconds: number;
}

const MAX_CACHED_MERCHANTS = 10_000;

export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const { db, log } = options;
  const ttlMs = options.ttlSeconds * 1000;
  // Both derive from the merchant too (brand, logo, colour, main city), so they are cached per
  // merchant and dropped when the merchant or its settings change.
  const webCache = new TenantCache<WebSettings>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  const orderCache = new TenantCache<OrderSettings>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  // Read by every order placed and every checkout opened; they change only in the console.
  const paymentMethodsCache = new TenantCache<readonly Readonly<repo.PaymentMethodRow>[]>({ ttlMs, maxSize: MAX_CACHED_MERCHANTS });
  const unsubscribe = options.bus.subscribe((topic, merchantId) => {
    if (topic !== MERCHANT_TOPIC) return;
    webCache.invalidate(merchantId);
    orderCache.invalidate(merchantId);
    paymentMethodsCache.invalidate(merchantId);
  });

  return {
    getWebSettings(merchant) {
      return webCache.get(merchant.id, 'web', async () => {
        const row = await repo.findMerchantSettings(db, merchant.id);
        const stored = { ...(row?.web ?? {}) } as Record<string, unknown>;
        // The order rules live in their columns; web settings mirror them so the storefront reads one object.
        if (row) {
          stored.shouldValidateDeliveryArea = row.shouldValidateDeliveryArea;
          stored.isSmsConfirmationRequiredPerOrder = row.isSmsConfirmationRequiredPerOrder;
        }
        const settings = webSettingsFor(merchant, stored, (fields) =>
          log.warn({ merchantId: merchant.id, fields }, 'stored web settings do not fit the schema; defaults used'),
        );
        return deepFreeze(settings);
      });
    },
    getOrderSettings(merchant) {
      return orderCache.get(merchant.id, 'order', async () => deepFreeze(orderSettingsFor(merchant, await repo.findMerchantSettings(db, merchant.id))));
    },
    getPaymentMethods(merchantId) {
      return paymentMethodsCache.get(merchantId, 'payment-methods', async () => deepFreeze(await repo.listActivePaymentMethods(db, merchantId)));
    },
    close() {
      unsubscribe();
      webCache.clear();
      orderCache.clear();
      paymentMethodsCache.clear();
    },
  };
}
