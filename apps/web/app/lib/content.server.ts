// Loading the merchant's company pages (about, terms, privacy) for their routes.
import { data, type AppLoadContext } from 'react-router';
import type { Policy } from '@dastarkhan/domain/contracts/content';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { PolicyType } from '@dastarkhan/domain/enums';
import { extraPageTypeForPath, splitExtraPage } from '@dastarkhan/domain/extra-pages';
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

export interface ExtraPageData {
  title: string;
  /** The text after its title line, in the page language (with the usual fallbacks). */
  text: string;
}

/** The extra page of this URL (/extra, /extra2, /extr3, /extra4) in the page language; 404 while it has no text. */
export async function loadExtraPage(request: Request, context: AppLoadContext): Promise<ExtraPageData> {
  const storefront = await requireStorefront(request, context);
  const type = extraPageTypeForPath(new URL(request.url).pathname);
  if (!type) throw data(null, { status: 404 });
  let text = '';
  try {
    const policy = await apiGet<Policy>(context, `/api/support/v1/company/policies?policies=${type}`, { merchantId: storefront.merchant.id });
    text = pickLocalized(policy.text, storefront.language);
  } catch (error) {
    if (!isApiNotFound(error)) throw error;
  }
  const page = splitExtraPage(text);
  // An empty page is never linked; opened directly it is simply not there.
  if (!page.title) throw data(null, { status: 404 });
  return { title: page.title, text: page.body };
}

/** A 404 for a page the merchant switched off or an id that does not exist. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
