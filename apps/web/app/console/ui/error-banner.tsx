// An API error as the console shows it: the localized description and, for VALIDATION_ERROR, which
// fields failed and why.
import { invalidFieldsOf } from '../lib/console-client.ts';
import { errorMessage, useConsoleLanguage, useConsoleT } from '../lib/console-i18n.ts';

export interface ErrorBannerProps {
  /** A ConsoleApiError (or any error); nothing is shown for null/undefined. */
  error: unknown;
  /** Human names of fields by their API path ('name.ru' → 'Name (Russian)'); unnamed ones show the path. */
  fieldLabels?: Record<string, string>;
  onDismiss?: () => void;
  className?: string;
}

export function ErrorBanner({ error, fieldLabels, onDismiss, className }: ErrorBannerProps) {
  const language = useConsoleLanguage();
  const t = useConsoleT('console');
  if (error === null || error === undefined || error === false) return null;
  const details = typeof error === 'object' ? (error as { details?: Record<string, unknown> }).details : undefined;
  const fields = invalidFieldsOf(details).filter((entry) => entry.field || entry.message);
  return (
    <div role="alert" className={['flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm', className].filter(Boolean).join(' ')}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-danger">{errorMessage(error, language)}</p>
        {fields.length > 0 ? (
          <>
            <p className="mt-1">{t('errors.invalidFields')}</p>
            <ul className="mt-1 list-disc ps-5">
              {fields.map((entry, index) => (
                <li key={`${entry.field}-${index}`}>
                  {entry.field ? <span className="font-medium">{fieldLabels?.[entry.field] ?? entry.field}</span> : null}
                  {entry.field && entry.message ? ': ' : null}
                  {entry.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="rounded-lg px-2 py-1 text-muted hover:bg-ink/5 hover:text-ink">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('errors.dismiss')}</span>
        </button>
      ) : null}
    </div>
  );
}
