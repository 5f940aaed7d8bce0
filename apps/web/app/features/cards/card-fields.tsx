// The inputs of the card forms: card number (grouped in fours as typed), expiry (MM/YY) and the SMS code,
// and Payme's notice every card form must show (its mark, where the card goes, its terms). The inputs have
// no `name` and their form no `action` (Payme's rule for card forms): nothing is ever submitted to a server
// by the browser itself; the page's script sends the values to Payme.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry } from '@dastarkhan/domain/payment-card';

export const PAYME_TERMS_URL = 'https://cdn.payme.uz/terms/main.html';

export const INPUT_CLASSES =
  'block h-13 w-full rounded-2xl border border-line bg-surface px-4 text-[17px] text-ink placeholder:text-muted/60 ' +
  'transition-colors hover:border-ink/40 focus:border-ink focus-visible:outline-offset-0 aria-[invalid=true]:border-danger disabled:opacity-60';
const LABEL_CLASSES = 'mb-1.5 block text-[15px] font-semibold text-ink';

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger">
      {children}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A labelled numeric input with its error under it, wired for screen readers. */
function NumericField({ id, label, error, className, ...input }: { id: string; label: string; error?: string | null | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        dir="ltr"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASSES} ${className ?? ''}`}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function CardNumberField({ onChange, ...field }: FieldProps) {
  return (
    <NumericField
      {...field}
      autoComplete="cc-number"
      placeholder="0000 0000 0000 0000"
      maxLength={23}
      onChange={(event) => onChange(formatCardNumber(event.target.value))}
      className="font-semibold tracking-wider tabular-nums"
    />
  );
}

export function ExpiryField({ onChange, value, autoFocus: _autoFocus, ...field }: FieldProps) {
  return (
    <NumericField
      {...field}
      value={value}
      autoComplete="cc-exp"
      placeholder="MM/YY"
      maxLength={5}
      onChange={(event) => {
        const typed = event.target.value;
        // Deleting the slash deletes the month's last digit with it, as people expect.
        const deleting = typed.length < value.length && value.endsWith('/') && !typed.includes('/');
        onChange(deleting ? typed.slice(0, -1) : formatExpiry(typed));
      }}
      className="font-semibold tracking-wider tabular-nums"
    />
  );
}

export const SMS_CODE_LENGTH = 6;

export function SmsCodeField({ onChange, autoFocus: _autoFocus, ...field }: FieldProps) {
  return (
    <NumericField
      {...field}
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={SMS_CODE_LENGTH}
      autoFocus
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      className="text-center text-2xl font-bold tracking-[0.5em] tabular-nums"
    />
  );
}

/** Payme's mark, where the card goes, and Payme's terms: what Payme requires beside a card form. */
export function PaymeNotice() {
  const { t } = useTranslation('cards');
  return (
    <div className="mt-6 rounded-2xl bg-ink/[0.035] p-4 text-sm text-muted" data-testid="payme-notice">
      <p className="flex items-center gap-1.5 font-medium text-ink">
        <span>{t('form.poweredBy')}</span>
        <span className="rounded-md bg-[#00cccc] px-1.5 py-0.5 text-[13px] font-extrabold tracking-tight text-white" translate="no">
          Payme
        </span>
      </p>
      <p className="mt-2 text-pretty">{t('form.secure')}</p>
      <a href={PAYME_TERMS_URL} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-semibold text-ink underline underline-offset-4">
        {t('form.terms')}
      </a>
    </div>
  );
}
