// Loader side of the catalogue screens: the merchant and its menu for the web channel.
import type { AppLoadContext } from 'react-router';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { apiGet } from '../../lib/api.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Storefront } from '../../lib/storefront.ts';

export interface LoadedCatalogue {
  storefront: Storefront;
  overalls: Overalls;
}

export async function loadCatalogue(request: Request, context: AppLoadContext): Promise<LoadedCatalogue> {
  const storefront = await requireStorefront(request, context);
  const overalls = await apiGet<Overalls>(context, '/api/products/v1/overalls?type=WEB', { merchantId: storefront.merchant.id });
  return { storefront, overalls };
}
