// Merchant settings as the storefront reads them: stored overrides on top of complete defaults.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@dastarkhan/db/client';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { OrderSettingsSchema, WebSettingsSchema, type OrderSettings, type WebSettings } from '@dastarkhan/domain/contracts/settings';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
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
  });
}

export interface SettingsService {
  getWebSettings(merchant: Merchant): Promise<WebSettings>;
  getOrderSettings(merchant: Merchant): Promise<OrderSettings>;
}

export function createSettingsService(db: Database, log: FastifyBaseLogger): SettingsService {
  return {
    async getWebSettings(merchant) {
      const row = await repo.findMerchantSettings(db, merchant.id);
      const stored = { ...(row?.web ?? {}) } as Record<string, unknown>;
      // The order rules live in their columns; web settings mirror them so the storefront reads one object.
      if (row) {
        stored.shouldValidateDeliveryArea = row.shouldValidateDeliveryArea;
        stored.isSmsConfirmationRequiredPerOrder = row.isSmsConfirmationRequiredPerOrder;
      }
      return webSettingsFor(merchant, stored, (fields) =>
        log.warn({ merchantId: merchant.id, fields }, 'stored web settings do not fit the schema; defaults used'),
      );
    },
    async getOrderSettings(merchant) {
      return orderSettingsFor(merchant, await repo.findMerchantSettings(db, merchant.id));
    },
  };
}
