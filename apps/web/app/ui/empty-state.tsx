// A friendly "nothing here" block: icon, title, optional text and action.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title; 2 by default (a page usually has its own h1). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`flex flex-col items-center px-6 py-12 text-center ${className ?? ''}`}>
      {icon ? (
        <div className="mb-5 flex size-20 items-center justify-center rounded-full bg-brand/25 text-ink [&>svg]:size-9" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="text-xl font-bold text-ink text-balance">{title}</Heading>
      {description ? <div className="mt-2 max-w-md text-[15px] text-muted text-pretty">{description}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
