// Loader side of the banner carousel: the merchant's current banners (only when bannersActive, as the
// spec asks), in the page's language, each with the place it leads to.
import type { AppLoadContext } from 'react-router';
import { BannerSchema } from '@dastarkhan/domain/contracts/content';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { apiGet } from '../../lib/api.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { bannerTarget, type BannerView } from './banners.ts';

/** What is on the menu the customer sees now (their sales channel's). */
export interface MenuContents {
  hasProduct(productId: string): boolean;
  hasCategory(categoryId: string): boolean;
}

const BannerListSchema = BannerSchema.array();

export async function loadBanners(request: Request, context: AppLoadContext, menu: MenuContents): Promise<BannerView[]> {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.bannersActive) return [];

  let answer: unknown;
  try {
    answer = await apiGet<unknown>(context, '/api/support/v1/banner', { merchantId: storefront.merchant.id });
  } catch {
    // Banners decorate the menu: without them the customer can still order.
    return [];
  }
  const parsed = BannerListSchema.safeParse(answer);
  if (!parsed.success) return [];

  const { language } = storefront;
  const host = new URL(request.url).host;
  const views: BannerView[] = [];
  for (const banner of parsed.data) {
    const target = bannerTarget(banner, host);
    // A banner for a product or category this menu does not have would lead to "not found".
    if (target?.kind === 'product' && !menu.hasProduct(target.productId)) continue;
    if (target?.kind === 'category' && !menu.hasCategory(target.categoryId)) continue;
    views.push({
      id: banner.id,
      title: pickLocalized(banner.title, language),
      image: pickLocalized(banner.image, language) || null,
      href: target?.href ?? null,
      external: target?.kind === 'external',
    });
  }
  return views;
}
