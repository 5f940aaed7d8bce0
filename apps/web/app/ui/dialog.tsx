// A pop-up window in the middle of the screen (Radix Dialog: focus trap, Escape, an accessible title):
// the centred counterpart of the bottom sheet in drawer.tsx.
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The window's accessible name (not shown: the content carries its own heading). */
  title: string;
  children?: ReactNode;
}

export function Dialog({ open, onOpenChange, title, children }: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/45" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(92dvh,56rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-3xl bg-surface text-ink shadow-2xl outline-none"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">{children}</div>
          <RadixDialog.Close
            className="absolute start-6 top-6 z-20 grid size-10 place-items-center rounded-full bg-surface/90 text-ink shadow-md ring-1 ring-line backdrop-blur hover:bg-surface sm:start-7 sm:top-7"
            aria-label={t('app.close')}
          >
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
