// A modal question before a consequential action (cancel an order, reset a password): Radix Dialog for
// the focus trap, Escape and the screen-reader semantics.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { useConsoleT } from '../lib/console-i18n.ts';
import { ErrorBanner } from './error-banner.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons (a reason input). */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** A destructive action gets the red button. */
  tone?: 'primary' | 'danger';
  /** The action is running: the confirm button is disabled. */
  pending?: boolean;
  /** Disables the confirm button (e.g. a required reason is empty). */
  confirmDisabled?: boolean;
  /** An error of the action, shown inside the dialog. */
  error?: unknown;
  onConfirm: () => void | Promise<void>;
  /** An element that opens the dialog (otherwise open it with `open`). */
  trigger?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  pending = false,
  confirmDisabled = false,
  error,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  const t = useConsoleT('console');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed start-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-surface p-5 text-ink shadow-xl rtl:translate-x-1/2"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description> : null}
          {children}
          <ErrorBanner error={error} />
          <form
            className="flex flex-wrap justify-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void onConfirm();
            }}
          >
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel ?? t('ui.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} disabled={pending || confirmDisabled} aria-busy={pending || undefined}>
              {pending ? t('ui.saving') : (confirmLabel ?? t('ui.confirm'))}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
