// A console page's frame: heading, optional description, a back link and actions, then the content.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ConsolePageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links beside the heading (they wrap under it on a phone). */
  actions?: ReactNode;
  /** A link above the heading to the page this one belongs to (a product → the menu). */
  back?: { to: string; label: string };
  children?: ReactNode;
  className?: string;
}

export function ConsolePage({ title, description, actions, back, children, className }: ConsolePageProps) {
  return (
    <section className={['flex flex-col gap-4', className].filter(Boolean).join(' ')}>
      <header className="flex flex-col gap-2">
        {back ? (
          <Link to={back.to} className="self-start text-sm font-medium text-muted hover:text-ink">
            ← {back.label}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
