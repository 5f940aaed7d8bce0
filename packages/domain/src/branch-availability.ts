// Whether a product is sold at the branch the customer chose (storefront-core §4 "Catalogue assembly": a
// product is offered only with an active entry in the selected branch). The storefront's catalogue is
// fetched for every branch at once, so the screens apply this rule to the branch of the customer's draft.
import type { Product } from './contracts/catalogue.ts';

/**
 * A product's branch entries as the API serves them (`productBranch`), or the ids of the branches where
 * it is sold as the storefront keeps them (`soldIn`, see soldInBranchIds: smaller to send to a page).
 */
export type BranchAvailability = Pick<Product, 'productBranch'> | { readonly soldIn: readonly string[] };

/** Ids of the branches with an active entry for the product, in the API's order. */
export function soldInBranchIds(product: Pick<Product, 'productBranch'>): string[] {
  return product.productBranch.filter((entry) => entry.isActive).map((entry) => entry.branchId);
}

/**
 * No branch chosen (null, undefined or ''): available, the order's branch is not known yet. Otherwise
 * only with an active entry for that branch; a branch the product has no entry for does not sell it.
 */
export function isSoldInBranch(product: BranchAvailability, branchId: string | null | undefined): boolean {
  if (!branchId) return true;
  if ('soldIn' in product) return product.soldIn.includes(branchId);
  return product.productBranch.some((entry) => entry.branchId === branchId && entry.isActive);
}
