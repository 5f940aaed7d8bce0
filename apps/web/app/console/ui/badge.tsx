// A small status label (order status, role, "2FA on", "locked").
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-ink/8 text-ink',
  success: 'bg-success/15 text-success',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  danger: 'bg-danger/12 text-danger',
  info: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  brand: 'bg-brand text-brand-contrast',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={['inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
