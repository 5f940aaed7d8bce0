// The signed-in account (everyone): own password, and the second factor turned on (QR code, then a
// code to confirm) or off (with the password).
import { useState, type FormEvent } from 'react';
import type { TotpEnrolment } from '@dastarkhan/domain/contracts/console';
import { Button } from '../../ui/button.tsx';
import { useConsoleMutation, useConsoleSession } from '../lib/console-client.ts';
import { useConsoleT } from '../lib/console-i18n.ts';
import { Badge } from '../ui/badge.tsx';
import { ConsolePage } from '../ui/console-page.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { Field, TextInput } from '../ui/field.tsx';

const MIN_PASSWORD = 10;

export default function AccountPage() {
  const t = useConsoleT('access');
  const shell = useConsoleT('console');
  const me = useConsoleSession();
  return (
    <ConsolePage title={t('account.title')}>
      <section className="flex flex-col gap-1 rounded-3xl border border-line bg-surface p-5" aria-labelledby="account-profile">
        <h2 id="account-profile" className="text-lg font-bold">
          {t('account.profile')}
        </h2>
        <p className="font-medium">{me.staff.name}</p>
        <p className="text-sm text-muted">
          {t('account.login')}: {[me.staff.email, me.staff.phone].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-muted">
          {t('account.role')}: {shell(`roles.${me.staff.role}`)}
        </p>
      </section>
      <PasswordForm />
      <TwoFactor />
    </ConsolePage>
  );
}

function PasswordForm() {
  const t = useConsoleT('access');
  const { mutate, pending, error, reset } = useConsoleMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    reset();
    if (next.length < MIN_PASSWORD) return setProblem(t('account.password.tooShort'));
    if (next !== repeat) return setProblem(t('account.password.mismatch'));
    setProblem(null);
    const result = await mutate('/auth/password', { method: 'PUT', body: { currentPassword: current, newPassword: next }, revalidate: false });
    if (result) {
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(true);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4 rounded-3xl border border-line bg-surface p-5" aria-labelledby="account-password">
      <h2 id="account-password" className="text-lg font-bold">
        {t('account.password.title')}
      </h2>
      <Field label={t('account.password.current')} required>
        <TextInput type="password" name="currentPassword" value={current} onChange={(event) => setCurrent(event.target.value)} autoComplete="current-password" />
      </Field>
      <Field label={t('account.password.next')} hint={t('account.password.hint')} required>
        <TextInput type="password" name="newPassword" value={next} onChange={(event) => setNext(event.target.value)} autoComplete="new-password" />
      </Field>
      <Field label={t('account.password.repeat')} error={problem} required>
        <TextInput type="password" name="repeatPassword" value={repeat} onChange={(event) => setRepeat(event.target.value)} autoComplete="new-password" />
      </Field>
      <ErrorBanner error={error} />
      {done ? (
        <p role="status" className="text-sm font-medium text-success">
          {t('account.password.done')}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {t('account.password.submit')}
      </Button>
    </form>
  );
}

function TwoFactor() {
  const t = useConsoleT('access');
  const me = useConsoleSession();
  const { mutate, pending, error, reset } = useConsoleMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = me.staff.totpEnabled;

  async function start() {
    setNotice(null);
    const started = await mutate<TotpEnrolment>('/auth/totp/setup', { method: 'POST', revalidate: false });
    if (started) setEnrolment(started);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await mutate('/auth/totp/enable', { method: 'POST', body: { code: code.trim() } })) {
      setEnrolment(null);
      setCode('');
      setNotice(t('account.totp.enabled'));
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await mutate('/auth/totp/disable', { method: 'POST', body: { password } })) {
      setPassword('');
      setNotice(t('account.totp.disabled'));
    }
  }

  return (
    <section className="flex max-w-md flex-col gap-4 rounded-3xl border border-line bg-surface p-5" aria-labelledby="account-totp">
      <div className="flex items-center gap-2">
        <h2 id="account-totp" className="text-lg font-bold">
          {t('account.totp.title')}
        </h2>
        <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? t('staff.twoFactorOn') : t('staff.twoFactorOff')}</Badge>
      </div>
      <p className="text-sm text-muted">{enabled ? t('account.totp.on') : t('account.totp.off')}</p>
      {notice ? (
        <p role="status" className="text-sm font-medium text-success">
          {notice}
        </p>
      ) : null}
      {enabled ? (
        <form onSubmit={(event) => void disable(event)} className="flex flex-col gap-3">
          <Field label={t('account.totp.disablePassword')} required>
            <TextInput type="password" name="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
          </Field>
          <ErrorBanner error={error} />
          <Button type="submit" variant="danger" disabled={pending || !password} className="self-start">
            {t('account.totp.disable')}
          </Button>
        </form>
      ) : enrolment ? (
        <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-3">
          <p className="text-sm">{t('account.totp.scan')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('account.totp.qrAlt')}
            width={200}
            height={200}
            className="size-50 self-center rounded-xl bg-white p-2"
          />
          <p className="text-sm">
            {t('account.totp.secret')}:{' '}
            <code className="rounded bg-canvas px-1.5 py-0.5 font-mono text-sm break-all select-all" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <Field label={t('account.totp.code')} required>
            <TextInput
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Field>
          <ErrorBanner error={error} />
          <div className="flex gap-2">
            <Button type="submit" disabled={pending || code.length !== 6}>
              {t('account.totp.confirm')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setEnrolment(null);
                setCode('');
                reset();
              }}
            >
              {t('account.totp.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <ErrorBanner error={error} />
          <Button onClick={() => void start()} disabled={pending} className="self-start">
            {t('account.totp.start')}
          </Button>
        </>
      )}
    </section>
  );
}
