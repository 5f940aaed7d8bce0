// A bottom sheet (vaul, on Radix Dialog: focus trap, Escape, an accessible title).
import type { ReactNode } from 'react';
import { Drawer as Vaul } from 'vaul';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface DrawerProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The sheet's accessible name, shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  /** An element that opens the sheet (rendered with Vaul's Trigger `asChild`). */
  trigger?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Takes the screen's full usable height whatever its content (pickers with a map), instead of fitting it. */
  fullHeight?: boolean;
}

export function Drawer({ open, onOpenChange, title, hideTitle = false, description, trigger, children, footer, fullHeight = false }: DrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Vaul.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Vaul.Trigger asChild>{trigger}</Vaul.Trigger> : null}
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <Vaul.Content
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] ${fullHeight ? 'h-[92dvh]' : ''} flex-col rounded-t-3xl bg-surface text-ink shadow-2xl outline-none md:inset-x-auto md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mx-auto mt-2.5 h-1.5 w-11 shrink-0 rounded-full bg-line" aria-hidden="true" />
          <div className={`flex items-center gap-3 px-5 pt-3 ${hideTitle ? 'justify-end' : ''}`}>
            <Vaul.Title className={hideTitle ? 'sr-only' : 'flex-1 text-lg font-bold leading-snug'}>{title}</Vaul.Title>
            <Vaul.Close className="-me-2 flex size-10 items-center justify-center rounded-full text-muted hover:bg-ink/5" aria-label={t('app.close')}>
              <CloseIcon />
            </Vaul.Close>
          </div>
          {description ? <Vaul.Description className="px-5 text-sm text-muted">{description}</Vaul.Description> : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-3 pb-5">{children}</div>
          {footer ? <div className="border-t border-line px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">{footer}</div> : null}
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
