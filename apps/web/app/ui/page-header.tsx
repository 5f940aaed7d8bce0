// A page's title row with a back button (history back inside the shop, else to the menu).
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons.tsx';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Where "back" goes; by default the previous page of this visit, or the menu. */
  backTo?: string;
  /** Hide the back button (top-level pages). */
  hideBack?: boolean;
  actions?: ReactNode;
}

const BACK_CLASSES =
  '-ms-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5';

export function PageHeader({ title, subtitle, backTo, hideBack = false, actions }: PageHeaderProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  function goBack() {
    // React Router numbers its history entries; idx 0 means this page opened the visit.
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <div className="mb-4 flex items-start gap-2 pt-2">
      {hideBack ? null : backTo ? (
        <Link to={backTo} className={BACK_CLASSES} aria-label={t('app.back')}>
          <BackIcon />
        </Link>
      ) : (
        <button type="button" onClick={goBack} className={BACK_CLASSES} aria-label={t('app.back')}>
          <BackIcon />
        </button>
      )}
      <div className="min-w-0 flex-1 pt-1.5">
        <h1 className="text-2xl font-bold leading-tight tracking-tight text-ink text-balance md:text-3xl">{title}</h1>
        {subtitle ? <div className="mt-1 text-[15px] text-muted">{subtitle}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2 pt-1">{actions}</div> : null}
    </div>
  );
}
