// Loader side of the brand switcher: the merchant's brand catalogue as links to each brand's storefront,
// or nothing when the merchant has no sister brand to switch to.
import type { AppLoadContext } from 'react-router';
import { BrandEntrySchema } from '@dastarkhan/domain/contracts/content';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { apiGet } from '../../lib/api.server.ts';
import { brandName } from '../../lib/storefront.ts';
import type { Storefront } from '../../lib/storefront.ts';
import { brandAddress } from './brand-links.ts';
import type { BrandLink } from './brands.ts';

const BrandListSchema = BrandEntrySchema.array();

export async function loadBrandLinks(request: Request, context: AppLoadContext, storefront: Storefront): Promise<BrandLink[]> {
  let answer: unknown;
  try {
    // Cached by the API per merchant (content service), answered in process: no noticeable cost to the home page.
    answer = await apiGet<unknown>(context, '/api/support/v1/brand/catalog', { merchantId: storefront.merchant.id });
  } catch {
    // The switcher is a shortcut: without it the customer still has this brand's menu.
    return [];
  }
  const parsed = BrandListSchema.safeParse(answer);
  if (!parsed.success) return [];

  const { merchant, language } = storefront;
  const pageUrl = new URL(request.url);
  const links: BrandLink[] = parsed.data.map((entry) => ({
    id: entry.merchantId,
    name: pickLocalized(entry.name, language) || entry.sub,
    href: brandAddress({ sub: entry.sub, domainUrl: entry.domainUrl, pageUrl, baseDomain: context.config.baseDomain }),
    color: entry.color,
    image: entry.image,
    current: entry.merchantId === merchant.id,
  }));
  if (!links.some((link) => link.current)) {
    // A catalogue that does not list its own merchant still shows where the customer is, first.
    links.unshift({
      id: merchant.id,
      name: brandName(storefront, language),
      href: brandAddress({ sub: merchant.sub, domainUrl: null, pageUrl, baseDomain: context.config.baseDomain }),
      color: storefront.settings.mainColor || merchant.color,
      image: storefront.settings.logo ?? merchant.logo,
      current: true,
    });
  }
  // One brand alone is nothing to switch between.
  return links.length > 1 ? links : [];
}
