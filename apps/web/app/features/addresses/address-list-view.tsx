// The /profile/address page: the customer's saved addresses, each with a delete button that asks
// first (a sheet naming the address), and the way to add a new one.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CloseIcon, PinIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { deletableAddress } from './address-book.ts';
import { addressTitle, streetLine, type SavedAddress } from './address-model.ts';
import { DeleteAddressSheet } from './delete-address-sheet.tsx';

export function AddressListView({ addresses }: { addresses: SavedAddress[] }) {
  const { t } = useTranslation('addresses');
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
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
      <DeleteAddressSheet address={deleting ? deletableAddress(deleting) : null} onOpenChange={close} />
    </div>
  );
}

function AddressCard({ address, onDelete }: { address: SavedAddress; onDelete: () => void }) {
  const { t } = useTranslation('addresses');
  const street = streetLine(address);
  const extras = [
    address.office ? t('list.flat', { value: address.office }) : null,
    address.entrance ? t('list.entrance', { value: address.entrance }) : null,
    address.floor ? t('list.floor', { value: address.floor }) : null,
    address.domophone ? t('list.intercom', { value: address.domophone }) : null,
  ].filter((extra): extra is string => extra !== null);
  const title = addressTitle(address);
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
