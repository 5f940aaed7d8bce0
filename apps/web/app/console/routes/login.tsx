// The console's sign-in page (outside the console layout): email or phone and password, then the
// authenticator code when the account has one; a lock-out says how long to wait. A signed-in visitor
// goes straight on.
import { useState, type FormEvent } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { consoleHomeOf } from '@dastarkhan/domain/console-access';
import type { ConsoleMe } from '@dastarkhan/domain/contracts/console';
import type { Route } from './+types/login';
import { Button } from '../../ui/button.tsx';
import { imageUrl } from '../../ui/api-image.tsx';
import { parseCookies } from '../../lib/cookies.ts';
import { brandName, useOptionalStorefront } from '../../lib/storefront.ts';
import { optionalConsoleSession } from '../lib/console-api.server.ts';
import { ConsoleApiError, consoleFetch } from '../lib/console-client.ts';
import { ConsoleI18nProvider, consoleLanguageOf, consoleTranslator, errorMessage, useConsoleT, type ConsoleLanguage } from '../lib/console-i18n.ts';
import { safeNextPath } from '../lib/console-paths.ts';
import { Field, TextInput } from '../ui/field.tsx';
import { LanguageSelect } from '../ui/language-select.tsx';
import { lockedMinutes } from '../features/access/sign-in.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  const me = await optionalConsoleSession(request, context);
  if (me) throw redirect(next ?? consoleHomeOf(me.staff.role));
  return { next, language: consoleLanguageOf(parseCookies(request.headers.get('Cookie'))) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = consoleTranslator(loaderData?.language ?? 'uz', 'access');
  return [{ title: t('login.title') }, { name: 'robots', content: 'noindex' }];
};

export default function ConsoleLogin({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleI18nProvider language={loaderData.language}>
      <SignInPage next={loaderData.next} language={loaderData.language} />
    </ConsoleI18nProvider>
  );
}

function SignInPage({ next, language }: { next: string | null; language: ConsoleLanguage }) {
  const t = useConsoleT('access');
  const storefront = useOptionalStorefront();
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ConsoleApiError | null>(null);

  const brand = storefront ? brandName(storefront, language) : '';
  const logo = storefront?.settings.logo ?? storefront?.merchant.logo ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const me = await consoleFetch<ConsoleMe>('/auth/login', {
        method: 'POST',
        body: { login: login.trim(), password, ...(needsTotp ? { totp: totp.trim() } : {}) },
        merchantId: storefront?.merchant.id,
        language,
      });
      await navigate(next ?? consoleHomeOf(me.staff.role), { replace: true });
    } catch (caught) {
      const failure = caught instanceof ConsoleApiError ? caught : new ConsoleApiError(0, 'NETWORK_ERROR');
      if (failure.code === 'CONSOLE_TOTP_REQUIRED') {
        // Not an error to show in red: the password was right, the code comes next.
        setNeedsTotp(true);
        setTotp('');
      } else {
        setError(failure);
      }
      if (failure.code === 'CONSOLE_TOTP_INVALID') setTotp('');
    } finally {
      setPending(false);
    }
  }

  const minutes = error ? lockedMinutes(error) : null;
  const message = error ? (minutes !== null ? t('login.locked', { count: minutes }) : errorMessage(error, language)) : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10 text-ink">
      <meta name="robots" content="noindex" />
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          {logo ? <img src={imageUrl(logo, 128, 128)} alt="" width={64} height={64} className="size-16 rounded-2xl object-cover" /> : null}
          {brand ? (
            <p className="text-lg font-bold" data-testid="console-login-brand">
              {brand}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight">{t('login.title')}</h1>
          {brand ? <p className="text-sm text-muted">{t('login.subtitle', { brand })}</p> : null}
        </div>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-sm" noValidate={false}>
          {needsTotp ? (
            <>
              <p className="text-sm text-muted">{t('login.totpHint')}</p>
              <Field label={t('login.totp')}>
                <TextInput
                  name="totp"
                  value={totp}
                  onChange={(event) => setTotp(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  autoFocus
                  className="text-center text-xl tracking-[0.4em]"
                />
              </Field>
            </>
          ) : (
            <>
              <Field label={t('login.login')}>
                <TextInput name="login" value={login} onChange={(event) => setLogin(event.target.value)} autoComplete="username" required autoFocus />
              </Field>
              <Field label={t('login.password')}>
                <TextInput name="password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" required />
              </Field>
            </>
          )}
          {message ? (
            <p role="alert" className="rounded-2xl bg-danger/10 px-3 py-2 text-sm font-medium text-danger" data-testid="console-login-error">
              {message}
            </p>
          ) : null}
          <Button type="submit" size="lg" block disabled={pending || (needsTotp && totp.length !== 6)}>
            {pending ? t('login.submitting') : t('login.submit')}
          </Button>
          {needsTotp ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setNeedsTotp(false);
                setTotp('');
                setPassword('');
                setError(null);
              }}
            >
              {t('login.back')}
            </Button>
          ) : null}
        </form>
        <LanguageSelect className="self-center" />
        <p className="text-center text-sm">
          <Link to="/" className="text-muted underline-offset-4 hover:text-ink hover:underline">
            {t('login.storefront')}
          </Link>
        </p>
      </div>
    </main>
  );
}
