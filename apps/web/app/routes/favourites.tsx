// Resource route (JSON, no page) behind every heart: GET answers the signed-in customer's favourite product ids
// (a guest gets `signedIn: false` and keeps hearts on the device); POST { productId, isFavourite } sets one,
// POST { productIds } adds a guest's device hearts after sign-in. Every answer carries the list as it now stands.
import { isUuid } from '@dastarkhan/domain/ids';
import { isSameOriginPost } from '../lib/telegram.server.ts';
import { backgroundSession } from '../lib/session.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { loadFavouriteIds, requireFavouritesEnabled, setFavourite } from '../features/favourites/favourites.server.ts';
import { parseFavouritesPost, type FavouritesAnswer } from '../features/favourites/favourites-answer.ts';
import type { Route } from './+types/favourites';

function answer(body: FavouritesAnswer, status = 200): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireFavouritesEnabled(await requireStorefront(request, context));
  const session = await backgroundSession(request, context);
  if (!session) return answer({ signedIn: false, productIds: [] });
  return answer({
    signedIn: true,
    productIds: await loadFavouriteIds(context, session),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST' || !isSameOriginPost(request)) return answer({ signedIn: false, productIds: [], error: 'forbidden' }, 403);
  requireFavouritesEnabled(await requireStorefront(request, context));
  const session = await backgroundSession(request, context);
  if (!session) return answer({ signedIn: false, productIds: [], error: 'unauthorized' }, 401);
  const post = parseFavouritesPost(await request.json().catch(() => null), isUuid);
  if (!post) return answer({ signedIn: true, productIds: [], error: 'invalid' }, 400);
  if (post.kind === 'set') {
    await setFavourite(context, session, post.productId, post.isFavourite);
  } else {
    // Oldest first, so the newest device heart ends up first in the profile, as on the device.
    for (const productId of [...post.productIds].reverse()) await setFavourite(context, session, productId, true);
  }
  return answer({
    signedIn: true,
    productIds: await loadFavouriteIds(context, session),
  });
}
