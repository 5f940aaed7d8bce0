// The console language switch (uz / ru / eng): remembered in the console's own cookie, the page's data reloaded in it.
import { useRevalidator } from 'react-router';
import { CONSOLE_LANGUAGES, useConsoleLanguage, useConsoleT, writeConsoleLanguageCookie, type ConsoleLanguage } from '../lib/console-i18n.ts';

export function LanguageSelect({ className }: { className?: string }) {
  const t = useConsoleT('console');
  const language = useConsoleLanguage();
  const revalidator = useRevalidator();
  return (
    <label className={['flex items-center justify-between gap-2 text-sm', className].filter(Boolean).join(' ')}>
      <span className="text-muted">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => {
          writeConsoleLanguageCookie(event.target.value as ConsoleLanguage);
          void revalidator.revalidate();
        }}
        className="min-h-9 rounded-lg border border-line bg-surface px-2 text-sm"
      >
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
