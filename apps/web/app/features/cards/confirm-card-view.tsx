// /profile/cards/confirm: the SMS code goes from the browser to Payme (cards.verify); once Payme has
// verified the card, its token is posted to this page's action, which saves the card through our API and
// goes back to the list. A new code can be asked for when Payme's wait is over.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardsConfig } from '@dastarkhan/domain/contracts/payments';
import { useLanguage } from '../../lib/use-language.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { displayNumber } from './card-list-view.tsx';
import { FieldError, PaymeNotice, SMS_CODE_LENGTH, SmsCodeField } from './card-fields.tsx';
import type { CardActionResult } from './cards.server.ts';
import { paymeFailureText, sendVerifyCode, verifyCard } from './payme-browser.ts';
import { clearPendingCard, readPendingCard, savePendingCard, type PendingCard } from './pending-card.ts';

/** Seconds until `at` (Unix ms), ticking. */
function useSecondsUntil(at: number): number {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 500);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` only reads `at`
  }, [at]);
  return seconds;
}

export function ConfirmCardView({ config, merchantId }: { config: CardsConfig; merchantId: string }) {
  const { t } = useTranslation('cards');
  const location = useLocation();
  // Read on the device only (history state, sessionStorage): undefined until then.
  const [pending, setPending] = useState<PendingCard | null | undefined>(undefined);
  useEffect(() => {
    setPending(readPendingCard(merchantId, location.state));
  }, [merchantId, location.state]);
  // Leaving the page (saved, or gone back) forgets the token.
  useEffect(() => () => clearPendingCard(merchantId), [merchantId]);

  const header = <PageHeader title={t('page.confirmTitle')} backTo="/profile/cards/create" />;
  if (pending === undefined) {
    return (
      <div className="mx-auto max-w-md pb-6">
        {header}
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      </div>
    );
  }
  if (pending === null || !config.enabled || !config.merchantId) {
    return (
      <div className="mx-auto max-w-md pb-6">
        {header}
        <EmptyState
          icon={<CardIcon />}
          title={t('confirm.lostTitle')}
          description={t('confirm.lostText')}
          action={
            <ButtonLink to="/profile/cards/create" size="lg">
              {t('confirm.restart')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md pb-6">
      {header}
      <CodeForm pending={pending} endpoint={{ subscribeUrl: config.subscribeUrl, merchantId: config.merchantId }} merchantId={merchantId} onResent={setPending} />
    </div>
  );
}

function CodeForm({
  pending,
  endpoint,
  merchantId,
  onResent,
}: {
  pending: PendingCard;
  endpoint: { subscribeUrl: string; merchantId: string };
  merchantId: string;
  onResent: (card: PendingCard) => void;
}) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const saver = useFetcher<CardActionResult>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const tried = useRef<string | null>(null);
  // Payme verified the card: a failed save is tried again without asking Payme a second time.
  const verified = useRef(false);
  const wait = useSecondsUntil(pending.resendAt);
  const saving = saver.state !== 'idle';
  const saveError = saver.state === 'idle' && saver.data && !saver.data.ok ? saver.data.error : null;

  async function verify() {
    if (verifying || saving) return;
    if (verified.current) {
      await saver.submit({ intent: 'save', token: pending.token }, { method: 'post' });
      return;
    }
    if (code.length !== SMS_CODE_LENGTH) {
      setError(t('errors.codeLength'));
      return;
    }
    tried.current = code;
    setVerifying(true);
    setError(null);
    try {
      await verifyCard(endpoint, pending.token, code);
      verified.current = true;
      // Verified at Payme: the token goes to our API (the action answers with the list page).
      await saver.submit({ intent: 'save', token: pending.token }, { method: 'post' });
    } catch (failure) {
      setError(paymeFailureText(failure, language, t));
    } finally {
      setVerifying(false);
    }
  }

  // Six digits typed (or filled in from the SMS) confirm by themselves, once per code.
  useEffect(() => {
    if (code.length === SMS_CODE_LENGTH && tried.current !== code) void verify();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly completed code starts it
  }, [code]);

  async function resend() {
    setResending(true);
    setError(null);
    try {
      const sent = await sendVerifyCode(endpoint, pending.token);
      const next = { ...pending, phone: sent.phone, resendAt: Date.now() + sent.wait };
      savePendingCard(merchantId, next);
      onResent(next);
      setResent(true);
      setCode('');
      tried.current = null;
    } catch (failure) {
      setError(paymeFailureText(failure, language, t));
    } finally {
      setResending(false);
    }
  }

  const busy = verifying || saving;
  return (
    <>
      <p dir="ltr" className="text-[17px] font-bold tracking-wide text-ink tabular-nums rtl:text-end">
        {displayNumber(pending.number)}
      </p>
      <p className="mt-1 text-[15px] text-muted">{t('confirm.sentTo', { phone: pending.phone })}</p>
      {/* No action, no field names: the code goes to Payme from the script. */}
      <form
        noValidate
        className="mt-6 space-y-5"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void verify();
        }}
      >
        <SmsCodeField id="card-code" label={t('confirm.codeLabel')} value={code} onChange={setCode} error={error} disabled={busy} />
        <FieldError id="card-save-error">{saveError}</FieldError>
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? <Spinner size={20} /> : null}
          {busy ? t('confirm.checking') : t('confirm.submit')}
        </Button>
      </form>
      <div className="mt-6 min-h-12 text-center">
        {resent ? (
          <p role="status" className="mb-2 text-[15px] font-medium text-success">
            {t('confirm.resent')}
          </p>
        ) : null}
        {wait > 0 ? (
          <p className="text-[15px] text-muted tabular-nums">{t('confirm.resendIn', { seconds: wait })}</p>
        ) : (
          <Button variant="secondary" onClick={() => void resend()} disabled={resending || busy}>
            {t('confirm.resend')}
          </Button>
        )}
      </div>
      <PaymeNotice />
    </>
  );
}
