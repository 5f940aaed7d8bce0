// /login: the customer's phone number; an SMS code goes to it and the confirm step follows.
// A plain form post, so it works before (or without) JavaScript.
import { data, Form, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '@dastarkhan/domain/contracts/account';
import { accountErrorMessage, failureStatus } from '../features/account/account-errors.server.ts';
import { PhoneField } from '../features/account/form-controls.tsx';
import { confirmHref, epochSeconds, isEmptyPhone } from '../features/account/sign-in.ts';
import { translator } from '../lib/i18n.ts';
import { optionalSession, safeNextPath, storefrontRequest } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawNext = url.searchParams.get('next');
  // Already signed in: straight on to where the customer was going (or their profile).
  if (await optionalSession(request, context)) throw redirect(safeNextPath(rawNext, '/profile'));
  const phone = url.searchParams.get('phone');
  return { next: safeNextPath(rawNext), phone: phone && /^\d{7,15}$/.test(phone) ? phone : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const storefront = await requireStorefront(request, context);
  const form = await request.formData();
  const phone = String(form.get('phone') ?? '').trim();
  const next = safeNextPath(String(form.get('next') ?? ''));
  const t = translator(storefront.language, 'account');
  if (isEmptyPhone(phone)) return data({ error: t('errors.required') }, { status: 400 });
  try {
    const sent = await storefrontRequest<CodeSent>(context, storefront, '/api/users/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ phone }),
      headers: { 'Content-Type': 'application/json' },
    });
    return redirect(confirmHref({ phone: sent.phone, next, resendAt: epochSeconds() + sent.resendAfter }));
  } catch (error) {
    return data({ error: accountErrorMessage(error, storefront.language) }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'account')('login.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod !== undefined;

  return (
    <section className="px-3 py-6 sm:px-2">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t('login.title')}</h1>
      <p className="mt-2 text-[15px] text-muted text-pretty">{t('login.text')}</p>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="next" value={loaderData.next} />
        <PhoneField id="login-phone" label={t('login.phoneLabel')} defaultPhone={loaderData.phone} error={actionData?.error} autoFocus />
        <Button type="submit" size="lg" block disabled={sending}>
          {sending ? <Spinner size={20} /> : null}
          {sending ? t('login.sending') : t('login.submit')}
        </Button>
      </Form>
    </section>
  );
}
