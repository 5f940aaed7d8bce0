// The list both the saved-addresses drawer and /choose-address show: each address (title and second
// line) chooses itself for the order; its delete icon removes a guest's device address at once and
// asks first for a signed-in customer's saved one (account-session-settings §4, §5).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorefront } from '../../lib/storefront.ts';
import { CheckIcon, CloseIcon, PinIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBasket, useBasketStore } from '../basket/use-basket.ts';
import { addressAfterDelete, deletableAddress, isChosenAddress } from './address-book.ts';
import { addressSubtitle, addressTitle, type PointAddress, type SavedAddress } from './address-model.ts';
import { DeleteAddressSheet, type DeletableAddress } from './delete-address-sheet.tsx';
import { forgetDeviceAddress } from './device-addresses.ts';
import { useAddressBook } from './use-address-book.ts';

export interface SavedAddressListProps {
  /** Called after the address became the order's address (the drawer closes, the page goes back). */
  onChosen: () => void;
}

export function SavedAddressList({ onChosen }: SavedAddressListProps) {
  const { t } = useTranslation('addresses');
  const { merchant } = useStorefront();
  const store = useBasketStore();
  const current = useBasket((state) => state.checkout.address);
  const book = useAddressBook();
  const { load } = book;
  const [deleting, setDeleting] = useState<DeletableAddress | null>(null);

  // The profile's list is asked for each time the list opens: another device may have changed it.
  useEffect(() => load(), [load]);

  const choose = (address: PointAddress) => {
    store.getState().updateCheckout({ address, serviceType: 'DELIVERY' });
    onChosen();
  };

  const forgetChosen = useCallback(
    (id: string) => {
      const address = store.getState().checkout.address;
      if (addressAfterDelete(address, id) !== address) store.getState().updateCheckout({ address: null });
    },
    [store],
  );

  const remove = (address: SavedAddress) => {
    if (book.signedIn) {
      setDeleting(deletableAddress(address));
      return;
    }
    forgetDeviceAddress(merchant.id, address.id);
    forgetChosen(address.id);
  };

  const closeSheet = useCallback((open: boolean) => (open ? undefined : setDeleting(null)), []);
  const settled = useCallback(
    (result: { ok: boolean }, id: string) => {
      // A refusal may mean it is already gone elsewhere: the list is asked for again either way.
      if (result.ok) forgetChosen(id);
      load();
    },
    [forgetChosen, load],
  );

  const addresses = book.addresses;
  return (
    <>
      {addresses === null ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('drawer.loading')} />
        </div>
      ) : addresses.length === 0 ? (
        <p className="py-6 text-center text-[15px] text-muted" data-testid="saved-addresses-empty">
          {t('drawer.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('list.label')} aria-busy={book.loading || undefined}>
          {addresses.map((address) => {
            const id = address.id ?? '';
            const title = addressTitle(address);
            const subtitle = addressSubtitle(address);
            const chosen = isChosenAddress(address, current);
            return (
              <li
                key={id}
                data-testid="saved-address"
                className={`flex items-center gap-1 rounded-2xl ring-1 transition-colors ${chosen ? 'bg-brand/10 ring-2 ring-ink' : 'ring-line hover:bg-canvas'}`}
              >
                <button type="button" onClick={() => choose(address)} aria-current={chosen ? 'true' : undefined} className="flex min-h-14 min-w-0 flex-1 items-start gap-3 rounded-2xl p-3 text-start">
                  {chosen ? <CheckIcon className="mt-0.5 size-5 shrink-0 text-ink" aria-hidden="true" /> : <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />}
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold text-ink break-words">{title}</span>
                    {subtitle ? <span className="text-sm text-muted break-words">{subtitle}</span> : null}
                    {chosen ? <span className="sr-only">{t('drawer.chosen')}</span> : null}
                  </span>
                </button>
                {address.id ? (
                  <button
                    type="button"
                    onClick={() => remove({ ...address, id })}
                    aria-label={t('list.delete', { name: title })}
                    className="me-1 flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-danger"
                  >
                    <CloseIcon className="size-5" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <DeleteAddressSheet address={deleting} onOpenChange={closeSheet} onSettled={settled} />
    </>
  );
}
