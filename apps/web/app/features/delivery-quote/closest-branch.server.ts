// The branch that delivers to a point, asked from the API for /checkout/closest.
import type { AppLoadContext } from 'react-router';
import { BranchSchema } from '@dastarkhan/domain/contracts/branch';
import { ApiRequestError } from '../../lib/api.server.ts';
import { storefrontRequest } from '../../lib/session.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { parseClosestQuery, type ClosestBranchAnswer } from './delivery-branch.ts';

export async function closestBranch(request: Request, context: AppLoadContext): Promise<{ status: number; body: ClosestBranchAnswer }> {
  const storefront = await requireStorefront(request, context);
  const point = parseClosestQuery(new URL(request.url).searchParams);
  if (!point) return { status: 400, body: { point: null, branchId: null } };
  const query = new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude) });
  try {
    const branch = BranchSchema.pick({ id: true }).parse(
      await storefrontRequest<unknown>(context, storefront, `/api/users/v1/branches/merchant/${storefront.merchant.id}/closest?${query}`),
    );
    return { status: 200, body: { point, branchId: branch.id } };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // 404 NO_BRANCHES (no branch delivers there) or a failed lookup: both clear the draft's branch (§8),
    // so both are an answer the page takes, not an error it would have to catch.
    return { status: 200, body: { point, branchId: null } };
  }
}
