// The phone's bottom tab bar (hidden on wide screens, where the header carries the same links).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../lib/wording.ts';
import { BasketBadge } from '../../features/basket/basket-badge.tsx';
import { useMainNav } from './nav-items.tsx';

export function TabBar() {
  const { t } = useTranslation('common');
  const wording = useWording();
  const items = useMainNav();
  return (
    <nav aria-label={t('nav.main')} className="safe-bottom fixed inset-x-0 bottom-0 z-30 h-(--app-tabbar-height) border-t border-line bg-surface/95 backdrop-blur md:hidden">
      <ul className={`mx-auto grid h-full max-w-md ${items.length === 4 ? 'grid-cols-4' : 'grid-cols-3'}`}>
        {items.map(({ to, href, labelKey, Icon, current }) => (
          <li key={to} className="flex">
            <Link
              to={href}
              aria-current={current}
              className={`flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors ${
                current ? 'text-ink' : 'text-muted hover:text-ink'
              }`}
            >
              <span className={`relative flex h-8 w-14 items-center justify-center rounded-full transition-colors ${current ? 'bg-brand text-brand-contrast' : ''}`}>
                <Icon className="size-[22px]" />
                {to === '/basket' && <BasketBadge className="end-2.5 top-0" />}
              </span>
              {t(labelKey, wording)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
