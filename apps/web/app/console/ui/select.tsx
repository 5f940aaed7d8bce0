// The console's native select (native: the phone's own picker, keyboard and screen readers for free).
import type { Ref, SelectHTMLAttributes } from 'react';
import { INPUT_CLASSES, useFieldControl } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice ('' value), e.g. "All branches". */
  placeholder?: string;
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ options, placeholder, onValueChange, onChange, className, ...props }: SelectProps) {
  const control = useFieldControl(props);
  return (
    <select
      {...props}
      {...control}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      className={[INPUT_CLASSES, 'pe-8', className].filter(Boolean).join(' ')}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
