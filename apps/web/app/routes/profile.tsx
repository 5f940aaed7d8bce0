// /profile: the signed-in customer's hub. Its action logs out (intent=logout) or deletes the
// account (intent=delete-account); both end the brand's session and land on `/` with a notice.
import { data } from 'react-router';
import { accountErrorMessage, failureStatus } from '../features/account/account-errors.server.ts';
import { ProfileView } from '../features/account/profile-view.tsx';
import { loadShownBalance } from '../features/cashback/cashback-balance.server.ts';
import { translator } from '../lib/i18n.ts';
import {
  endedSessionResponse,
  optionalSession,
  readTelegramInitData,
  requireSession,
  revokeSession,
  sessionRequest,
} from '../lib/session.server.ts';
import { documentTitle, languageFromMatches, useStorefront } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/profile';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  // balanceActive: the cashback balance on the profile (its place set by isVisibleAtProfileTop).
  const balance = session.storefront.settings.balanceActive ? await loadShownBalance(context, session) : null;
  return { user: session.user, balance };
}

export async function action({ request, context }: Route.ActionArgs) {
  const storefront = await requireStorefront(request, context);
  const intent = (await request.formData()).get('intent');

  if (intent === 'logout') {
    const session = await optionalSession(request, context).catch((error: unknown) => {
      // A token the API already refuses needs no revoking.
      if (error instanceof Response) return null;
      throw error;
    });
    if (session) await revokeSession(context, session, readTelegramInitData(request, storefront));
    return endedSessionResponse(storefront, 'signed-out');
  }

  if (intent === 'delete-account') {
    const session = await requireSession(request, context);
    try {
      await sessionRequest<void>(context, session, '/api/users/v1/users', { method: 'DELETE' });
    } catch (error) {
      return data({ error: accountErrorMessage(error, storefront.language) }, { status: failureStatus(error) });
    }
    return endedSessionResponse(storefront, 'account-deleted');
  }

  return data({ error: translator(storefront.language, 'account')('errors.generic') }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'account')('profile.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, merchant } = useStorefront();
  return <ProfileView user={loaderData.user} balance={loaderData.balance} settings={settings} merchantId={merchant.id} deleteError={actionData?.error} />;
}
