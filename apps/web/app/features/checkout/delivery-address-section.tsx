// The delivery address part of /checkout: the chosen address as a card with "change" (the saved-addresses
// drawer), or a way to choose one; then the extras for this order's courier (flat, entrance, floor,
// intercom), which the draft keeps with the address and clears after the order (storefront-core §4 step 7).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { addAddressPath } from '../addresses/address-book.ts';
import { addressSubtitle, addressTitle } from '../addresses/address-model.ts';
import { SavedAddressesDrawer } from '../addresses/saved-addresses-drawer.tsx';
import { useAddressBook } from '../addresses/use-address-book.ts';
import { EMPTY_ADDRESS, type DeliveryAddressDraft } from '../basket/basket-model.ts';
import { useBasketStore } from '../basket/use-basket.ts';
import { FIELD_CLASSES, LABEL_CLASSES, LEGEND_CLASSES, SECTION_CLASSES } from './form-styles.ts';

const CHECKOUT_PATH = '/checkout';

type ExtraField = 'office' | 'entrance' | 'floor' | 'domophone';

/** The extras in the order a courier needs them; lengths as the draft keeps them. */
const EXTRAS: ReadonlyArray<{ name: ExtraField; autoComplete: string; maxLength: number }> = [
  { name: 'office', autoComplete: 'address-line2', maxLength: 20 },
  { name: 'entrance', autoComplete: 'off', maxLength: 20 },
  { name: 'floor', autoComplete: 'off', maxLength: 20 },
  { name: 'domophone', autoComplete: 'off', maxLength: 20 },
];

export interface DeliveryAddressSectionProps {
  address: DeliveryAddressDraft | null;
  /** What the section says under the address (the branch the delivery comes from). */
  children?: ReactNode;
}

export function DeliveryAddressSection({ address, children }: DeliveryAddressSectionProps) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const chosen = address !== null && address.latitude !== null && address.longitude !== null ? address : null;

  return (
    <section className={SECTION_CLASSES} aria-labelledby={headingId} data-testid="delivery-address">
      <h2 id={headingId} className={LEGEND_CLASSES}>
        {t('address.legend')}
      </h2>
      {chosen ? (
        <>
          <div className="flex items-start gap-3 rounded-xl bg-canvas p-3" data-testid="delivery-address-card">
            <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink break-words">{addressTitle(chosen)}</p>
              {addressSubtitle(chosen) ? <p className="text-sm text-muted break-words">{addressSubtitle(chosen)}</p> : null}
            </div>
            <Button variant="secondary" size="sm" onClick={() => setDrawerOpen(true)}>
              {t('address.change')}
            </Button>
          </div>
          <AddressExtras address={chosen} />
        </>
      ) : (
        <ChooseAddress onOpenDrawer={() => setDrawerOpen(true)} />
      )}
      {children}
      <SavedAddressesDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
    </section>
  );
}

/**
 * No address yet: the drawer when there is something to choose from (saved or device addresses), else
 * straight to the map picker. While the profile's list is on its way the button opens the drawer, which
 * shows it loading.
 */
function ChooseAddress({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { t } = useTranslation('checkout');
  const book = useAddressBook();
  const { load } = book;
  useEffect(() => load(), [load]);
  const nothingToChoose = book.addresses !== null && book.addresses.length === 0;
  const label = (
    <>
      <PinIcon className="size-5" />
      {t('address.choose')}
    </>
  );
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-muted">{t('address.none')}</p>
      {nothingToChoose ? (
        <ButtonLink to={addAddressPath(CHECKOUT_PATH)}>{label}</ButtonLink>
      ) : (
        <Button onClick={onOpenDrawer}>{label}</Button>
      )}
    </div>
  );
}

function AddressExtras({ address }: { address: DeliveryAddressDraft }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const store = useBasketStore();
  // Merged into the draft's address as it is now, not as this render saw it.
  const change = (patch: Partial<DeliveryAddressDraft>) => store.getState().updateCheckout({ address: { ...EMPTY_ADDRESS, ...store.getState().checkout.address, ...patch } });
  return (
    <fieldset className="mt-3">
      <legend className="mb-2 text-sm text-muted">{t('address.extras')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {EXTRAS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className={LABEL_CLASSES}>
              {t(`address.${field.name}`)}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              value={address[field.name]}
              maxLength={field.maxLength}
              autoComplete={field.autoComplete}
              onChange={(event) => change({ [field.name]: event.target.value })}
              className={FIELD_CLASSES}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
