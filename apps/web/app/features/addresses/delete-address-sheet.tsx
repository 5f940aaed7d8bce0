// The confirmation before a signed-in customer's saved address is deleted (account-session-settings §5):
// a sheet naming the address with no/yes. "Yes" posts intent=delete to /profile/address's action, so
// the profile page, the saved-addresses drawer and /choose-address delete through the same code.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { AddressActionResult } from './addresses.server.ts';

/** The action that deletes a saved address (features/addresses/addresses.server.ts addressAction). */
export const DELETE_ADDRESS_ACTION = '/profile/address';

/** What the sheet names: the address's title and its second line. */
export interface DeletableAddress {
  id: string;
  title: string;
  description: string;
}

export interface DeleteAddressSheetProps {
  /** The address asked about; null keeps the sheet closed. */
  address: DeletableAddress | null;
  onOpenChange: (open: boolean) => void;
  /** Called once the server answered (deleted, or refused because it is already gone): lists reload then. */
  onSettled?: (result: AddressActionResult, id: string) => void;
}

export function DeleteAddressSheet({ address, onOpenChange, onSettled }: DeleteAddressSheetProps) {
  const { t } = useTranslation('addresses');
  const fetcher = useFetcher<AddressActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // The last address asked about stays on the sheet while it closes.
  const [shown, setShown] = useState<DeletableAddress | null>(address);
  const { id, title, description } = address ?? { id: null, title: '', description: '' };
  useEffect(() => {
    // Compared by value: callers may build the object anew on every render.
    if (id !== null) setShown({ id, title, description });
  }, [id, title, description]);

  // A refusal is shown for the address it was about, not again when the sheet opens for the next.
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const settledRef = useRef<AddressActionResult | undefined>(undefined);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => {
    if (!result || settledRef.current === result || submittedFor === null) return;
    settledRef.current = result;
    onSettledRef.current?.(result, submittedFor);
    if (result.ok) onOpenChange(false);
  }, [result, submittedFor, onOpenChange]);

  const error = result && !result.ok && address && submittedFor === address.id ? result.error : null;

  return (
    <Drawer
      open={address !== null}
      onOpenChange={onOpenChange}
      title={t('remove.title')}
      description={shown ? [shown.title, shown.description].filter(Boolean).join(' — ') || undefined : undefined}
      footer={
        <fetcher.Form method="post" action={DELETE_ADDRESS_ACTION} className="flex flex-col gap-2.5" onSubmit={() => setSubmittedFor(shown?.id ?? null)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={shown?.id ?? ''} />
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="danger" size="lg" block disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {busy ? t('remove.deleting') : t('remove.confirm')}
          </Button>
          <Button type="button" variant="secondary" size="lg" block onClick={() => onOpenChange(false)}>
            {t('remove.keep')}
          </Button>
        </fetcher.Form>
      }
    />
  );
}
