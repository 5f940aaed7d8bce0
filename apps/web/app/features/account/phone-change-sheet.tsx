// The "change phone" sheet of /profile/user: new number → code sent (with the resend countdown) →
// code → number changed. Each step posts to the page's action through one fetcher; errors (the
// number belongs to another account, a wrong code) stay in the sheet.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@dastarkhan/domain/phone';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CodeField, PhoneField } from './form-controls.tsx';
import { useCountdown } from './use-countdown.ts';

export type PhoneChangeResult =
  | { intent: 'phone-send'; ok: true; phone: string; resendIn: number }
  | { intent: 'phone-verify'; ok: true; phone: string }
  | { intent: 'phone-send' | 'phone-verify'; ok: false; error: string };

type Step = { kind: 'phone' } | { kind: 'code'; phone: string; resendIn: number; sentAt: number };

export interface PhoneChangeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the API confirmed the new number. */
  onChanged: (phone: string) => void;
}

export function PhoneChangeSheet({ open, onOpenChange, onChanged }: PhoneChangeSheetProps) {
  const { t } = useTranslation('account');
  const fetcher = useFetcher<PhoneChangeResult>({ key: 'phone-change' });
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<PhoneChangeResult | undefined>(undefined);
  const codeForm = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';
  const busyIntent = busy ? fetcher.formData?.get('intent') : null;

  // Each answer of the action moves the sheet on (or shows its error) exactly once.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    if (result.intent === 'phone-send') setStep({ kind: 'code', phone: result.phone, resendIn: result.resendIn, sentAt: Date.now() });
    else {
      setStep({ kind: 'phone' });
      onChanged(result.phone);
    }
  }, [fetcher.data, fetcher.state, onChanged]);

  function handleOpenChange(next: boolean) {
    if (!next) {
      setStep({ kind: 'phone' });
      setError(null);
    }
    onOpenChange(next);
  }

  return (
    <Drawer open={open} onOpenChange={handleOpenChange} title={t('phoneChange.title')} description={step.kind === 'phone' ? t('phoneChange.text') : undefined}>
      {step.kind === 'phone' ? (
        <fetcher.Form method="post" noValidate className="space-y-5 pt-1">
          <input type="hidden" name="intent" value="phone-send" />
          <PhoneField id="new-phone" label={t('phoneChange.newPhone')} error={error} autoFocus />
          <Button type="submit" size="lg" block disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {busy ? t('login.sending') : t('phoneChange.sendCode')}
          </Button>
        </fetcher.Form>
      ) : (
        <div className="space-y-5 pt-1">
          <div>
            <p className="text-[15px] text-muted">{t('confirm.sentTo')}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span dir="ltr" className="text-lg font-bold text-ink tabular-nums">
                {formatPhone(step.phone)}
              </span>
              <button
                type="button"
                className="rounded text-[15px] font-semibold text-brand underline-offset-4 hover:underline"
                onClick={() => {
                  setError(null);
                  setStep({ kind: 'phone' });
                }}
              >
                {t('phoneChange.otherNumber')}
              </button>
            </p>
          </div>
          <fetcher.Form ref={codeForm} method="post" noValidate className="space-y-5">
            <input type="hidden" name="intent" value="phone-verify" />
            <input type="hidden" name="phone" value={step.phone} />
            <CodeField id="new-phone-code" label={t('confirm.codeLabel')} error={error} resetKey={error ? fetcher.data : undefined} onComplete={() => codeForm.current?.requestSubmit()} />
            <Button type="submit" size="lg" block disabled={busyIntent === 'phone-verify'}>
              {busyIntent === 'phone-verify' ? <Spinner size={20} /> : null}
              {busyIntent === 'phone-verify' ? t('confirm.checking') : t('phoneChange.verify')}
            </Button>
          </fetcher.Form>
          <Resend phone={step.phone} seconds={step.resendIn} restartKey={step.sentAt} busy={busyIntent === 'phone-send'} submit={fetcher.submit} />
        </div>
      )}
    </Drawer>
  );
}

function Resend({
  phone,
  seconds,
  restartKey,
  busy,
  submit,
}: {
  phone: string;
  seconds: number;
  restartKey: number;
  busy: boolean;
  submit: ReturnType<typeof useFetcher>['submit'];
}) {
  const { t } = useTranslation('account');
  const left = useCountdown(seconds, restartKey);
  return (
    <div className="min-h-11 text-center">
      {left > 0 ? (
        <p className="text-[15px] text-muted tabular-nums">{t('confirm.resendIn', { seconds: left })}</p>
      ) : (
        <button
          type="button"
          disabled={busy}
          className={buttonClasses('secondary', 'md')}
          onClick={() => void submit({ intent: 'phone-send', phone }, { method: 'post' })}
        >
          {t('confirm.resend')}
        </button>
      )}
    </div>
  );
}
