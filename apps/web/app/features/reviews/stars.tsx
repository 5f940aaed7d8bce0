// Stars: the 1–5 choice of a review (a native radio group, so arrows, Tab and screen readers work as
// they do for any radio group: each star is a radio labelled "4 of 5") and a read-only row of stars.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_GRADE_MAX } from '@dastarkhan/domain/review-rules';
import type { IconProps } from '../../ui/icons.tsx';

const VALUES = Array.from({ length: REVIEW_GRADE_MAX }, (_, index) => index + 1);

export function StarIcon({ filled = true, ...props }: IconProps & { filled?: boolean }) {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.55 4.43 1.07 6.27L12 17.14 6.38 20.1l1.07-6.27L2.9 9.4l6.3-.9L12 2.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface StarInputProps {
  /** The radio group's name in the form. */
  name: string;
  /** What is rated, read as the group's name ("Your rating of the order"). */
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The form cannot be sent without a choice (the browser says so on submit). */
  required?: boolean;
  size?: 'md' | 'lg';
  /** The legend is for screen readers only (a visible heading already names the group). */
  hideLegend?: boolean;
}

export function StarInput({ name, legend, value, onChange, required = false, size = 'md', hideLegend = false }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const star = size === 'lg' ? 'size-10' : 'size-8';
  return (
    <fieldset className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink'}>{legend}</legend>
      {/* Stars read from the start of the line: in Arabic the first star is on the right. */}
      <div className="flex gap-0.5">
        {VALUES.map((option) => {
          const inputId = `${id}-${option}`;
          const lit = value !== null && option <= value;
          return (
            <span key={option} className="relative">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                required={required}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <label
                htmlFor={inputId}
                className="pointer-events-none block rounded-lg p-0.5 text-amber-500 peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-1"
              >
                <StarIcon filled={lit} className={`${star} transition-transform ${lit ? '' : 'text-ink/25'}`} />
                <span className="sr-only">{t('stars.value', { value: option, max: REVIEW_GRADE_MAX })}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A grade shown as lit stars; read as "4 of 5". */
export function StarsShown({ value, className = 'size-5' }: { value: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('stars.value', { value, max: REVIEW_GRADE_MAX })} className="inline-flex gap-0.5 text-amber-500">
      {VALUES.map((option) => (
        <StarIcon key={option} filled={option <= value} className={`${className} ${option <= value ? '' : 'text-ink/25'}`} />
      ))}
    </span>
  );
}
