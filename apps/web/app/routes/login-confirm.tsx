// /login/confirm: the code from the SMS. The form submits itself once six digits are typed (and is
// a plain form post without JavaScript); a resend is offered when the API allows another code.
import { useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OTP_CODE_LENGTH, type CodeSent, type SignedIn } from '@dastarkhan/domain/contracts/account';
import { formatPhone } from '@dastarkhan/domain/phone';
import { accountErrorMessage, failureStatus } from '../features/account/account-errors.server.ts';
import { CodeField } from '../features/account/form-controls.tsx';
import { confirmHref, confirmPhone, epochSeconds, loginHref } from '../features/account/sign-in.ts';
import { useCountdown } from '../features/account/use-countdown.ts';
import { translator } from '../lib/i18n.ts';
import { optionalSession, safeNextPath, sessionCookies, storefrontRequest } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { Route } from './+types/login-confirm';

/** The API's resend window is a minute by default; a link claiming more than this is not believed. */
const MAX_RESEND_WAIT_SECONDS = 600;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  if (await optionalSession(request, context)) throw redirect(next);
  const phone = confirmPhone(url.searchParams.get('phone'));
  if (!phone) throw redirect(loginHref(next));
  const resendAt = Number(url.searchParams.get('resend')) || 0;
  return {
    phone,
    next,
    resendIn: Math.min(MAX_RESEND_WAIT_SECONDS, Math.max(0, resendAt - epochSeconds())),
    resent: url.searchParams.has('resent'),
  };
}

type ActionResult = { intent: 'confirm' | 'resend'; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const storefront = await requireStorefront(request, context);
  const t = translator(storefront.language, 'account');
  const form = await request.formData();
  const intent = form.get('intent') === 'resend' ? 'resend' : 'confirm';
  const phone = confirmPhone(String(form.get('phone') ?? ''));
  const next = safeNextPath(String(form.get('next') ?? ''));
  if (!phone) return redirect(loginHref(next));
  const post = (path: string, body: unknown) =>
    storefrontRequest(context, storefront, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  if (intent === 'resend') {
    try {
      const sent = (await post('/api/users/v1/auth/login', { phone })) as CodeSent;
      return redirect(confirmHref({ phone: sent.phone, next, resendAt: epochSeconds() + sent.resendAfter, resent: true }));
    } catch (error) {
      return data<ActionResult>({ intent, error: accountErrorMessage(error, storefront.language) }, { status: failureStatus(error) });
    }
  }

  const code = String(form.get('code') ?? '').replace(/\D/g, '');
  if (code.length !== OTP_CODE_LENGTH) {
    return data<ActionResult>({ intent, error: code === '' ? t('errors.required') : t('errors.codeLength') }, { status: 400 });
  }
  try {
    const signedIn = (await post('/api/users/v1/auth/confirm', { phone, code })) as SignedIn;
    const headers = new Headers();
    for (const cookie of sessionCookies(request, storefront, signedIn.token)) headers.append('Set-Cookie', cookie);
    return redirect(next, { headers });
  } catch (error) {
    return data<ActionResult>({ intent, error: accountErrorMessage(error, storefront.language) }, { status: failureStatus(error) });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'account')('confirm.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function LoginConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const { phone, next, resendIn, resent } = loaderData;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const left = useCountdown(resendIn, loaderData);
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const confirmError = actionData?.intent === 'confirm' ? actionData.error : null;
  const resendError = actionData?.intent === 'resend' ? actionData.error : null;

  return (
    <section className="px-3 py-6 sm:px-2">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t('confirm.title')}</h1>
      <p className="mt-2 text-[15px] text-muted">{t('confirm.sentTo')}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span dir="ltr" className="text-lg font-bold text-ink tabular-nums">
          {formatPhone(phone)}
        </span>
        <Link to={loginHref(next, phone)} className="rounded text-[15px] font-semibold text-brand underline-offset-4 hover:underline">
          {t('confirm.changeNumber')}
        </Link>
      </p>

      <Form ref={form} method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="phone" value={phone} />
        <input type="hidden" name="next" value={next} />
        <CodeField
          id="login-code"
          label={t('confirm.codeLabel')}
          error={confirmError}
          resetKey={actionData}
          onComplete={() => form.current?.requestSubmit()}
        />
        <Button type="submit" size="lg" block disabled={busyIntent === 'confirm'}>
          {busyIntent === 'confirm' ? <Spinner size={20} /> : null}
          {busyIntent === 'confirm' ? t('confirm.checking') : t('confirm.submit')}
        </Button>
      </Form>

      <div className="mt-6 min-h-12 text-center">
        {resent && !actionData ? (
          <p role="status" className="mb-2 text-[15px] font-medium text-success">
            {t('confirm.resent')}
          </p>
        ) : null}
        {left > 0 ? (
          <p className="text-[15px] text-muted tabular-nums">{t('confirm.resendIn', { seconds: left })}</p>
        ) : (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="phone" value={phone} />
            <input type="hidden" name="next" value={next} />
            <button type="submit" disabled={busyIntent === 'resend'} className={buttonClasses('secondary', 'md')}>
              {t('confirm.resend')}
            </button>
          </Form>
        )}
        {resendError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {resendError}
          </p>
        ) : null}
      </div>
    </section>
  );
}
