// Number and money (so'm) inputs that keep what is being typed ("12," on the way to "12,5") and hand
// the page a number or null (empty); a comma is taken as the decimal separator.
import { useEffect, useState, type InputHTMLAttributes, type Ref } from 'react';
import { currencyLabel } from '@dastarkhan/domain/money';
import { useConsoleLanguage } from '../lib/console-i18n.ts';
import { INPUT_CLASSES, useFieldControl } from './field.tsx';

/** The number typed, null for an empty input, undefined while it is not a number (yet). */
export function parseNumberInput(text: string, decimals: number): number | null | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  const pattern = decimals > 0 ? new RegExp(`^-?\\d+(\\.\\d{0,${decimals}})?$`) : /^-?\d+$/;
  if (!pattern.test(cleaned)) return undefined;
  return Number(cleaned);
}

function textOf(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Digits allowed after the decimal separator (0: whole numbers). */
  decimals?: number;
  /** A unit shown inside the input's end (kcal, %, so'm). */
  suffix?: string;
  ref?: Ref<HTMLInputElement>;
}

export function NumberInput({ value, onChange, decimals = 0, suffix, className, onBlur, ...props }: NumberInputProps) {
  const control = useFieldControl(props);
  const [text, setText] = useState(() => textOf(value));
  const typed = parseNumberInput(text, decimals);
  // A new value from outside (a reset, a reload) replaces the text; the page's own echo of what is typed does not.
  useEffect(() => {
    if (typed !== value && !(typed === undefined && value === null)) setText(textOf(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the value from outside drives this
  }, [value]);
  const invalid = typed === undefined || control['aria-invalid'] === true;
  const input = (
    <input
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      {...control}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseNumberInput(next, decimals);
        if (parsed !== undefined) onChange(parsed);
      }}
      onBlur={(event) => {
        if (parseNumberInput(text, decimals) === undefined) setText(textOf(value));
        onBlur?.(event);
      }}
      className={[INPUT_CLASSES, 'tabular-nums', suffix ? 'pe-14' : '', className].filter(Boolean).join(' ')}
    />
  );
  if (!suffix) return input;
  return (
    <div className="relative">
      {input}
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted">
        {suffix}
      </span>
    </div>
  );
}

export type MoneyInputProps = Omit<NumberInputProps, 'decimals' | 'suffix'>;

/** An amount in so'm (the API's unit), up to 2 decimals. */
export function MoneyInput(props: MoneyInputProps) {
  const language = useConsoleLanguage();
  return <NumberInput min={0} {...props} decimals={2} suffix={currencyLabel(language)} />;
}
