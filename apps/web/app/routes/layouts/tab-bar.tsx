// The phone's bottom tab bar (hidden on wide screens, where the header carries the same links).
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_ITEMS } from './nav-items.tsx';

export function TabBar() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.main')} className="safe-bottom fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur md:hidden">
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4">
        {NAV_ITEMS.map(({ to, labelKey, Icon, end }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors ${
                  isActive ? 'text-ink' : 'text-muted hover:text-ink'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span className={`flex h-8 w-14 items-center justify-center rounded-full transition-colors ${isActive ? 'bg-brand text-brand-contrast' : ''}`}>
                    <Icon className="size-[22px]" />
                  </span>
                  {t(labelKey)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
