// An on/off switch (role="switch"), with its label beside it or given as aria-label.
import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown beside the switch and read as its name. */
  label?: ReactNode;
  /** The name when there is no visible label (a row of a table names it). */
  'aria-label'?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

export function Switch({ checked, onCheckedChange, label, disabled = false, id, className, ...rest }: SwitchProps) {
  const generated = useId();
  const labelId = `switch-${generated}-label`;
  const button = (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={rest['aria-label']}
      aria-labelledby={label && !rest['aria-label'] ? labelId : undefined}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={[
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-success' : 'bg-line',
      ].join(' ')}
    >
      <span
        aria-hidden="true"
        className={['inline-block size-5 rounded-full bg-white shadow transition-transform duration-150', checked ? 'translate-x-[1.375rem] rtl:-translate-x-[1.375rem]' : 'translate-x-0.5 rtl:-translate-x-0.5'].join(' ')}
      />
    </button>
  );
  if (!label) return <span className={className}>{button}</span>;
  return (
    <span className={['inline-flex items-center gap-2', className].filter(Boolean).join(' ')}>
      {button}
      <span id={labelId} className="text-sm" onClick={() => !disabled && onCheckedChange(!checked)}>
        {label}
      </span>
    </span>
  );
}
