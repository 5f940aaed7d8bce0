// The interface language picker: writes the `lang` cookie (a year, SameSite=Lax, path /) and
// reloads the page data, so the server renders the next pages in the same language.
import { useEffect, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dastarkhan/domain/i18n';
import { COOKIE, writeClientPreferenceCookie } from '../lib/cookies.ts';
import { LANGUAGE_ENDONYMS, LANGUAGE_TAG } from '../lib/language.ts';
import { useRootData } from '../lib/storefront.ts';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';

export function LanguageSwitcher({ className }: { className?: string }) {
  const root = useRootData();
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  const id = useId();
  const language = root?.language;
  // Shows the choice at once while the page data in the new language loads.
  const [pending, setPending] = useState<Language | null>(null);
  useEffect(() => setPending(null), [language]);

  const languages = root?.languages ?? [];
  if (!language || languages.length < 2) return null;

  return (
    <div className={`relative flex items-center ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-2.5 hidden size-[18px] text-muted sm:block" />
      <select
        id={id}
        value={pending ?? language}
        onChange={(event) => {
          const next = event.target.value as Language;
          setPending(next);
          writeClientPreferenceCookie(COOKIE.lang, next);
          void revalidator.revalidate();
        }}
        className="h-10 max-w-32 cursor-pointer appearance-none truncate rounded-full border border-line bg-surface ps-3 pe-7 text-sm font-medium text-ink hover:bg-canvas sm:max-w-none sm:ps-8 sm:pe-8"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_TAG[code]}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2.5 size-4 text-muted" />
    </div>
  );
}
