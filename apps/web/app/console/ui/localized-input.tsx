// One text in the merchant's content languages (uz, ru, eng) — a LocalizedText — as a group of inputs.
import { useId, type ReactNode } from 'react';
import { CONTENT_LANGUAGES, type ContentLanguage, type LocalizedText } from '@dastarkhan/domain/i18n';
import { useConsoleT } from '../lib/console-i18n.ts';
import { INPUT_CLASSES } from './field.tsx';

const LANGUAGE_TAG: Record<ContentLanguage, string> = { uz: 'uz', ru: 'ru', eng: 'en' };

export interface LocalizedInputProps {
  label: ReactNode;
  value: Partial<LocalizedText> | null | undefined;
  onChange: (value: LocalizedText) => void;
  /** Languages that must be filled in (true: all shown). */
  required?: boolean | readonly ContentLanguage[];
  /** The languages to show (the merchant's); default all three. */
  languages?: readonly ContentLanguage[];
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

export function LocalizedInput({
  label,
  value,
  onChange,
  required = false,
  languages = CONTENT_LANGUAGES,
  multiline = false,
  rows = 3,
  maxLength,
  hint,
  error,
  disabled,
  className,
}: LocalizedInputProps) {
  const t = useConsoleT('console');
  const id = useId();
  const text: LocalizedText = { uz: value?.uz ?? '', ru: value?.ru ?? '', eng: value?.eng ?? '' };
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isRequired = (language: ContentLanguage) => (required === true ? true : Array.isArray(required) ? required.includes(language) : false);
  return (
    <fieldset className={['flex min-w-0 flex-col gap-2', className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {languages.map((language) => {
        const inputId = `${id}-${language}`;
        const common = {
          id: inputId,
          lang: LANGUAGE_TAG[language],
          value: text[language],
          maxLength,
          disabled,
          required: isRequired(language) || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: [INPUT_CLASSES, 'ps-14'].join(' '),
        };
        return (
          <div key={language} className="relative">
            <label htmlFor={inputId} className="absolute start-0 top-0 flex h-10 w-12 items-center justify-center text-xs font-semibold uppercase text-muted">
              <span aria-hidden="true">{language === 'eng' ? 'EN' : language.toUpperCase()}</span>
              <span className="sr-only">{t(`ui.languages.${language}`)}</span>
            </label>
            {multiline ? (
              <textarea {...common} rows={rows} onChange={(event) => onChange({ ...text, [language]: event.target.value })} />
            ) : (
              <input type="text" {...common} onChange={(event) => onChange({ ...text, [language]: event.target.value })} />
            )}
          </div>
        );
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
