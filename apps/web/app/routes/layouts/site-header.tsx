// The storefront's top bar: brand, the main navigation on wide screens, search and language.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../lib/wording.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { BasketBadge } from '../../features/basket/basket-badge.tsx';
import { BasketToast } from '../../features/basket/basket-toast.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { HeaderBalance } from '../../features/cashback/header-balance.tsx';
import { ChatLink } from './chat-link.tsx';
import { useMainNav } from './nav-items.tsx';
import { useOptionalStorefront } from '../../lib/storefront.ts';

export function SiteHeader() {
  const { t } = useTranslation('common');
  const wording = useWording();
  const items = useMainNav();
  // Without the phone's tab bar (isNavigationViewEnabled off) its links move up here, as icons on a phone.
  const tabBar = useOptionalStorefront()?.settings.isNavigationViewEnabled ?? true;
  return (
    <header className="safe-top sticky top-0 z-30 h-(--app-header-height) border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4">
        <BrandMark eager className="me-auto md:me-0" />
        <nav aria-label={t('nav.main')} className={`items-center gap-1 md:ms-6 md:flex md:flex-1 ${tabBar ? 'hidden' : 'flex'}`}>
          {items.map(({ to, href, labelKey, Icon, current }) => (
            <Link
              key={to}
              to={href}
              aria-current={current}
              aria-label={tabBar ? undefined : t(labelKey, wording)}
              className={`flex h-10 items-center gap-2 rounded-full px-2.5 text-[15px] font-semibold transition-colors md:px-4 ${
                current ? 'bg-brand text-brand-contrast' : 'text-ink hover:bg-ink/5'
              }`}
            >
              <span className="relative">
                <Icon className="size-5" />
                {to === '/basket' && <BasketBadge />}
              </span>
              <span className={tabBar ? undefined : 'hidden md:inline'}>{t(labelKey, wording)}</span>
            </Link>
          ))}
        </nav>
        <Link
          to="/search"
          aria-label={t('nav.searchMenu', wording)}
          className={`size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden ${tabBar ? 'flex' : 'hidden'}`}
        >
          <SearchIcon />
        </Link>
        <HeaderBalance />
        <ChatLink />
        <NotificationBell />
        <LanguageSwitcher />
      </div>
      <BasketToast />
    </header>
  );
}
