// The interface language picker: writes the `lang` cookie (a year, SameSite=Lax, path /) and
// reloads the page data, so the server renders the next pages in the same language.
import { useEffect, useId, useRef } from 'react';
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
  const select = useRef<HTMLSelectElement>(null);
  /** The language asked for and not yet loaded. */
  const pending = useRef<Language | null>(null);
  const hydrated = useRef(false);

  const choose = (next: Language) => {
    pending.current = next;
    writeClientPreferenceCookie(COOKIE.lang, next);
    void revalidator.revalidate();
  };

  useEffect(() => {
    const element = select.current;
    if (!element || !language) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Picked while the page was still hydrating (a slow phone): the element holds the choice, which may
      // have reached no handler. Apply it.
      if (pending.current === null && element.value !== language) choose(element.value as Language);
      return;
    }
    // The page is now in `language` (this choice, or one made another way): show it.
    pending.current = null;
    element.value = language;
    // `choose` is recreated each render; only a new page language matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  const languages = root?.languages ?? [];
  if (!language || languages.length < 2) return null;

  return (
    <div className={`relative flex items-center ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-2.5 hidden size-[18px] text-muted sm:block" />
      {/* Uncontrolled: the choice shows at once while the page data in the new language loads, and one
          made before hydration (a slow phone) is not reset by it but applied when React replays the change. */}
      <select
        ref={select}
        id={id}
        defaultValue={language}
        onChange={(event) => choose(event.target.value as Language)}
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
