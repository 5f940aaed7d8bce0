// The SMS confirmation of an order (the merchant's isSmsConfirmationRequiredPerOrder): opened by "Place
// order", it has a code sent to the customer's own phone, takes the code (the sign-in code field, SMS
// autofill included) and hands it to the page, which places the order with it. A wrong code comes back here.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@dastarkhan/domain/phone';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CodeField } from '../account/form-controls.tsx';
import { useCountdown } from '../account/use-countdown.ts';
import { CONFIRMATION_CODE_INTENT } from './checkout-model.ts';
import type { ConfirmationCodeResult } from './checkout.server.ts';

export interface OrderConfirmationSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer typed the code: place the order with it. */
  onConfirm: (code: string) => void;
  /** The order is being placed. */
  placing: boolean;
  /** The API's word on the last code (wrong or expired), shown under the field. */
  error: string | null;
  /** Changes with each refusal of a code, so the field is emptied for the next one. */
  errorKey: unknown;
}

export function OrderConfirmationSheet({ open, onOpenChange, onConfirm, placing, error, errorKey }: OrderConfirmationSheetProps) {
  const { t } = useTranslation('checkout');
  const fetcher = useFetcher<ConfirmationCodeResult>({ key: 'order-confirmation-code' });
  const [sent, setSent] = useState<{ phone: string; resendIn: number; at: number } | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const handled = useRef<ConfirmationCodeResult | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== 'idle';

  const { submit } = fetcher;
  const send = () => void submit({ intent: CONFIRMATION_CODE_INTENT }, { method: 'post' });
  const requested = useRef(false);

  // The first opening sends the code; reopening (after a wrong code) keeps the one already sent.
  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    void submit({ intent: CONFIRMATION_CODE_INTENT }, { method: 'post' });
  }, [open, submit]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setSendError(null);
      setSent({ phone: result.phone, resendIn: result.resendIn, at: Date.now() });
    } else setSendError(result.message);
  }, [fetcher.data, fetcher.state]);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('smsConfirm.title')} description={t('smsConfirm.text')}>
      <div className="space-y-5 pt-1" data-testid="order-confirmation">
        {sent ? (
          <div>
            <p className="text-[15px] text-muted">{t('smsConfirm.sentTo')}</p>
            <p dir="ltr" className="mt-1 text-lg font-bold text-ink tabular-nums">
              {formatPhone(sent.phone)}
            </p>
          </div>
        ) : sending ? (
          <p role="status" className="flex items-center gap-2 text-[15px] text-muted">
            <Spinner size={18} />
            {t('smsConfirm.sending')}
          </p>
        ) : null}
        {sendError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {sendError}
          </p>
        )}
        <form
          ref={form}
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
            if (code !== '' && !placing) onConfirm(code);
          }}
        >
          <CodeField id="order-confirmation-code" label={t('smsConfirm.codeLabel')} error={error} resetKey={error ? errorKey : undefined} disabled={placing} onComplete={() => form.current?.requestSubmit()} />
          <Button type="submit" size="lg" block className="font-bold" disabled={placing || !sent}>
            {placing && <Spinner size={18} />}
            {placing ? t('confirm.placing') : t('smsConfirm.confirm')}
          </Button>
        </form>
        {(sent || sendError) && <Resend seconds={sent?.resendIn ?? 0} restartKey={sent?.at ?? 0} busy={sending} onResend={send} />}
      </div>
    </Drawer>
  );
}

function Resend({ seconds, restartKey, busy, onResend }: { seconds: number; restartKey: number; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation('checkout');
  const left = useCountdown(seconds, restartKey);
  return (
    <div className="min-h-11 text-center">
      {left > 0 ? (
        <p className="text-[15px] text-muted tabular-nums">{t('smsConfirm.resendIn', { seconds: left })}</p>
      ) : (
        <button type="button" disabled={busy} className={buttonClasses('secondary', 'md')} onClick={onResend}>
          {t('smsConfirm.resend')}
        </button>
      )}
    </div>
  );
}
