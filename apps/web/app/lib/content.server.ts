// Loading the merchant's company pages (about, terms, privacy) for their routes.
import { data, type AppLoadContext } from 'react-router';
import type { Policy } from '@dastarkhan/domain/contracts/content';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { PolicyType } from '@dastarkhan/domain/enums';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { apiGet, isApiNotFound } from './api.server.ts';
import { requireStorefront } from './storefront.server.ts';

export interface PolicyPageData {
  /** The policy in the page language; empty when the merchant has not written it yet. */
  text: string;
}

/** 404 unless `flag` is on; then the policy text in the current language. */
export async function loadPolicyPage(
  request: Request,
  context: AppLoadContext,
  type: PolicyType,
  flag: keyof WebSettings,
): Promise<PolicyPageData> {
  const storefront = await requireStorefront(request, context);
  if (storefront.settings[flag] !== true) throw data(null, { status: 404 });
  try {
    const policy = await apiGet<Policy>(context, `/api/support/v1/company/policies?policies=${type}`, { merchantId: storefront.merchant.id });
    return { text: pickLocalized(policy.text, storefront.language) };
  } catch (error) {
    if (isApiNotFound(error)) return { text: '' };
    throw error;
  }
}

/** A 404 for a page the merchant switched off or an id that does not exist. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
