// The storefront's top bar: brand, the main navigation on wide screens, search and language.
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { NAV_ITEMS } from './nav-items.tsx';

export function SiteHeader() {
  const { t } = useTranslation('common');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <BrandMark eager className="me-auto md:me-0" />
        <nav aria-label={t('nav.main')} className="ms-6 hidden flex-1 items-center gap-1 md:flex">
          {NAV_ITEMS.map(({ to, labelKey, Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex h-10 items-center gap-2 rounded-full px-4 text-[15px] font-semibold transition-colors ${
                  isActive ? 'bg-brand text-brand-contrast' : 'text-ink hover:bg-ink/5'
                }`
              }
            >
              <Icon className="size-5" />
              {t(labelKey)}
            </NavLink>
          ))}
        </nav>
        <Link
          to="/search"
          aria-label={t('nav.searchMenu')}
          className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
        >
          <SearchIcon />
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
