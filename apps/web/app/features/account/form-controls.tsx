// Inputs of the account forms: the masked phone field, the one-time code field, a labelled text
// field, and the message under a field. Large tap targets; errors are tied to their field.
import { useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { OTP_CODE_LENGTH } from '@dastarkhan/domain/contracts/account';
import { initialPhoneValue, maskPhoneInput } from './phone-mask.ts';

export const INPUT_CLASSES =
  'block h-13 w-full rounded-2xl border border-line bg-surface px-4 text-[17px] text-ink placeholder:text-muted/70 ' +
  'transition-colors hover:border-ink/40 focus:border-ink focus-visible:outline-offset-0 aria-[invalid=true]:border-danger';

export const LABEL_CLASSES = 'mb-1.5 block text-[15px] font-semibold text-ink';

export function FieldMessage({ id, children, tone = 'error' }: { id: string; children?: ReactNode; tone?: 'error' | 'hint' }) {
  if (!children) return null;
  return (
    <p id={id} className={`mt-1.5 text-sm ${tone === 'error' ? 'font-medium text-danger' : 'text-muted'}`} role={tone === 'error' ? 'alert' : undefined}>
      {children}
    </p>
  );
}

export interface PhoneFieldProps {
  id: string;
  name?: string;
  label: string;
  /** A number to start with (digits); else the calling code alone. */
  defaultPhone?: string | null;
  error?: string | null;
  autoFocus?: boolean;
  callingCode?: string;
}

/** A phone number field with the "+998 90 123 45 67" mask as the customer types. */
export function PhoneField({ id, name = 'phone', label, defaultPhone, error, autoFocus, callingCode = '998' }: PhoneFieldProps) {
  const [value, setValue] = useState(() => initialPhoneValue(defaultPhone, callingCode));
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const errorId = `${id}-error`;

  // After React writes the masked value, put the caret back where the customer was typing.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && caret.current !== null && document.activeElement === element) element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        autoFocus={autoFocus}
        placeholder={`+${callingCode} 90 123 45 67`}
        value={value}
        onChange={(event) => {
          const next = maskPhoneInput(value, event.target.value, event.target.selectionStart, callingCode);
          caret.current = next.caret;
          setValue(next.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASSES} text-start font-medium tracking-wide tabular-nums rtl:text-end`}
      />
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  );
}

export interface CodeFieldProps {
  id: string;
  name?: string;
  label: string;
  error?: string | null;
  /** Called once per complete code typed (the form submits itself). */
  onComplete?: () => void;
  /** A new value clears the field and focuses it again (e.g. the answer to a wrong code). */
  resetKey?: unknown;
  disabled?: boolean;
}

/** The one-time code: one field, digits only, filled by the phone's SMS autofill where it can. */
export function CodeField({ id, name = 'code', label, error, onComplete, resetKey, disabled }: CodeFieldProps) {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef<string | null>(null);
  const errorId = `${id}-error`;
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    if (resetKey === undefined) return;
    setValue('');
    submitted.current = null;
    input.current?.focus();
  }, [resetKey]);

  useEffect(() => {
    if (value.length === OTP_CODE_LENGTH && submitted.current !== value) {
      submitted.current = value;
      complete.current?.();
    }
  }, [value]);

  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_CODE_LENGTH}
        dir="ltr"
        autoFocus
        disabled={disabled}
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASSES} text-center text-2xl font-bold tracking-[0.5em] tabular-nums`}
      />
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
}

export function TextField({ id, label, hint, error, className, ...props }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
        {hint ? <span className="ms-1.5 text-sm font-normal text-muted">({hint})</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${INPUT_CLASSES} ${className ?? ''}`}
        {...props}
      />
      <FieldMessage id={errorId}>{error}</FieldMessage>
    </div>
  );
}
