// Resource route (no page): `GET /product/:id/details` is what a product opened over the menu draws
// (its category's navigationType SHEET or POP_UP): the product with its options and its category, the
// same the product page's loader reads. 404 when the menu no longer has it.
import { data } from 'react-router';
import { loadCatalogue } from '../features/catalogue/catalogue.server.ts';
import { findProduct, productViewCategory } from '../features/catalogue/menu-model.ts';
import type { Route } from './+types/product-details';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { overalls } = await loadCatalogue(request, context);
  const found = findProduct(overalls, params.id);
  if (!found) return data({ code: 'PRODUCT_NOT_FOUND' }, { status: 404 });
  return data({ product: found.product, category: productViewCategory(found.category) }, { headers: { 'Cache-Control': 'no-store' } });
}
