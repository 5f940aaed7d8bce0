// The storefront's top bar: brand, the main navigation on wide screens, search and language.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { BasketBadge } from '../../features/basket/basket-badge.tsx';
import { BasketToast } from '../../features/basket/basket-toast.tsx';
import { useMainNav } from './nav-items.tsx';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const items = useMainNav();
  return (
    <header className="safe-top sticky top-0 z-30 h-(--app-header-height) border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4">
        <BrandMark eager className="me-auto md:me-0" />
        <nav aria-label={t('nav.main')} className="ms-6 hidden flex-1 items-center gap-1 md:flex">
          {items.map(({ to, href, labelKey, Icon, current }) => (
            <Link
              key={to}
              to={href}
              aria-current={current}
              className={`flex h-10 items-center gap-2 rounded-full px-4 text-[15px] font-semibold transition-colors ${
                current ? 'bg-brand text-brand-contrast' : 'text-ink hover:bg-ink/5'
              }`}
            >
              <span className="relative">
                <Icon className="size-5" />
                {to === '/basket' && <BasketBadge />}
              </span>
              {t(labelKey)}
            </Link>
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
      <BasketToast />
    </header>
  );
}
