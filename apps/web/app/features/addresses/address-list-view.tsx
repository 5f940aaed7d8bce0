// The /profile/address page: the customer's saved addresses, each with a delete button that asks
// first (a sheet naming the address), and the way to add a new one.
import { useCallback, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CloseIcon, PinIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { AddressActionResult, AddressCardData } from './addresses.server.ts';

/** "Street 12": the street line of an address, or null when it has neither part. */
export function streetLine(address: Pick<AddressCardData, 'streetName' | 'houseNumber'>): string | null {
  const line = [address.streetName, address.houseNumber].filter((part) => part && part.trim()).join(' ');
  return line || null;
}

export function AddressListView({ addresses }: { addresses: AddressCardData[] }) {
  const { t } = useTranslation('addresses');
  const [deleting, setDeleting] = useState<AddressCardData | null>(null);
  const close = useCallback((open: boolean) => (open ? undefined : setDeleting(null)), []);
  const add = (
    <ButtonLink to="/profile/address/create" size="lg" block={addresses.length > 0}>
      <PlusIcon className="size-5" />
      {t('list.add')}
    </ButtonLink>
  );
  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      {addresses.length === 0 ? (
        <EmptyState icon={<PinIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} action={add} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('list.label')}>
            {addresses.map((address) => (
              <AddressCard key={address.id} address={address} onDelete={() => setDeleting(address)} />
            ))}
          </ul>
          <div className="mt-5">{add}</div>
        </>
      )}
      <DeleteAddress address={deleting} onOpenChange={close} />
    </div>
  );
}

function AddressCard({ address, onDelete }: { address: AddressCardData; onDelete: () => void }) {
  const { t } = useTranslation('addresses');
  const street = streetLine(address);
  const extras = [
    address.office ? t('list.flat', { value: address.office }) : null,
    address.entrance ? t('list.entrance', { value: address.entrance }) : null,
    address.floor ? t('list.floor', { value: address.floor }) : null,
    address.domophone ? t('list.intercom', { value: address.domophone }) : null,
  ].filter((extra): extra is string => extra !== null);
  const title = address.name || street || address.description || '';
  return (
    <li data-testid="address-card" className="flex items-start gap-3 rounded-3xl bg-surface p-4 ring-1 ring-line">
      <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 className="text-[16px] font-bold text-ink break-words">{title}</h2>
        {street && street !== title ? <p className="mt-0.5 text-[15px] text-ink break-words">{street}</p> : null}
        {extras.length > 0 ? <p className="mt-0.5 text-sm text-muted">{extras.join(' · ')}</p> : null}
        {address.description && address.description !== title ? <p className="mt-1 text-sm text-muted break-words">{address.description}</p> : null}
        {address.comment ? <p className="mt-1 text-sm text-muted italic break-words">{address.comment}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('list.delete', { name: title })}
        className="-me-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-danger"
      >
        <CloseIcon className="size-5" />
      </button>
    </li>
  );
}

/** The confirmation sheet: names the address, "yes" posts intent=delete, "no" closes it untouched. */
function DeleteAddress({ address, onOpenChange }: { address: AddressCardData | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('addresses');
  const fetcher = useFetcher<AddressActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // The last address asked about stays on the sheet while it closes.
  const [shown, setShown] = useState<AddressCardData | null>(address);
  useEffect(() => {
    if (address) setShown(address);
  }, [address]);

  useEffect(() => {
    if (result?.ok) onOpenChange(false);
  }, [result, onOpenChange]);

  const name = shown ? shown.name || streetLine(shown) || '' : '';
  const description = shown ? [streetLine(shown), shown.description].filter((part) => part && part !== name).join(' — ') : '';
  // A refusal is shown for the address it was about, not again when the sheet opens for the next.
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const error = result && !result.ok && address && submittedFor === address.id ? result.error : null;

  return (
    <Drawer
      open={address !== null}
      onOpenChange={onOpenChange}
      title={t('remove.title')}
      description={[name, description].filter(Boolean).join(' — ') || undefined}
      footer={
        <fetcher.Form method="post" className="flex flex-col gap-2.5" onSubmit={() => setSubmittedFor(shown?.id ?? null)}>
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
