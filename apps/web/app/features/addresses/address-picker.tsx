// The address picker (spec "Address picker drawer (map)"): a map under a fixed centre pin, the street
// found there, search, a city switch when the merchant has several cities, "locate me", and confirm →
// the add-address sheet. When the lookup fails or finds no street, confirm becomes "enter the address by
// hand" and the sheet asks for street and house. Saving stores the address (the profile when signed in,
// the device for a guest), makes it the order's address when picking for an order, and goes back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@dastarkhan/domain/geo';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { BackIcon, SearchIcon } from '../../ui/icons.tsx';
import { CentrePicker } from '../../ui/map/centre-picker.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useBasketStore } from '../basket/use-basket.ts';
import { roundPoint, streetLine, type PointAddress } from './address-model.ts';
import type { SaveAddressResult } from './addresses.server.ts';
import { AddressDetailsDrawer } from './address-details-drawer.tsx';
import { rememberDeviceAddress } from './device-addresses.ts';
import type { GeocodedPlace } from './geocoded-place.ts';
import { LocateIcon } from './icons.tsx';
import { useAddressBook } from './use-address-book.ts';
import type { PickerData } from './picker.server.ts';
import { PickerNotice, type PickerNoticeKind, type PickerNoticeState } from './picker-notice.tsx';
import {
  addressToSave,
  CLOSE_AFTER_SAVE_MS,
  cityAt,
  extrasOf,
  manualEntry,
  NO_EXTRAS,
  PICKER_ZOOM,
  placeAt,
  reusedAddress,
  saveBlock,
  startingCentre,
  startingCity,
  typedPlace,
  typedStreetStart,
  type AddressExtras,
  type AddressPlace,
  type TypedStreet,
} from './picker-rules.ts';
import { SearchDrawer } from './search-drawer.tsx';
import { useGeolocation } from './use-geolocation.ts';
import { useReverseGeocode } from './use-reverse-geocode.ts';

export interface AddressPickerProps {
  data: PickerData;
  /** 'order': the saved address becomes the order's delivery address; 'profile': it is only saved. */
  purpose: 'order' | 'profile';
  title: string;
  /** Size of the whole picker (map and its controls). */
  className: string;
}

/** The /addresses route answers these for its own refusals; the customer gets the generic line for them. */
const ROUTE_REFUSALS = new Set(['unauthorized', 'invalid address', 'unknown intent']);

const FLOATING = 'bg-surface text-ink shadow-md ring-1 ring-line';

const NO_ADDRESSES: readonly PointAddress[] = [];

export function AddressPicker({ data, purpose, title, className }: AddressPickerProps) {
  const { t } = useTranslation('addressPicker');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const navigate = useNavigate();
  const storefront = useStorefront();
  const user = useCurrentUser();
  const store = useBasketStore();
  const { cities, regions, validateDeliveryArea, back } = data;

  // Where the map looks (changed by the page: start, city, search, location) and where it rests (changed by the customer).
  const [target, setTarget] = useState<LatLng | null>(null);
  const [point, setPoint] = useState<LatLng | null>(null);
  const [cityId, setCityId] = useState<string | null>(null);
  const [notice, setNotice] = useState<PickerNoticeState | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [extras, setExtras] = useState<AddressExtras>(NO_EXTRAS);
  // The street typed by hand; kept while the picker is open, so nudging the pin does not lose it.
  const [typed, setTyped] = useState<TypedStreet | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  // The draft lives on the device: the start is decided after hydration (the map is client-only anyway),
  // once: loaders revalidating after the save must not send the map back.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const draft = purpose === 'order' ? store.getState().checkout.address : null;
    const city = startingCity(cities, draft?.cityId ?? null, data.mainCityId);
    const centre = startingCentre(draft, city);
    setCityId(city?.id ?? null);
    setTarget(centre);
    setPoint(centre);
  }, [store, purpose, cities, data.mainCityId]);

  const notify = useCallback((kind: PickerNoticeKind) => setNotice((current) => ({ id: (current?.id ?? 0) + 1, kind })), []);
  const dismiss = useCallback((id: number) => setNotice((current) => (current?.id === id ? null : current)), []);
  const lookup = useReverseGeocode(point, useCallback(() => notify('nominatim'), [notify]));

  const moveTo = useCallback((place: LatLng) => {
    const rounded = roundPoint(place);
    setTarget(rounded);
    setPoint(rounded);
  }, []);
  const { locate, locating } = useGeolocation(moveTo, useCallback(() => notify('location'), [notify]));

  // Panning into another city's region switches the city shown.
  const onCentreChange = useCallback(
    (centre: LatLng) => {
      const rounded = roundPoint(centre);
      setPoint(rounded);
      const regionCity = cityAt(rounded, regions, null);
      if (regionCity && cities.some((city) => city.id === regionCity)) setCityId(regionCity);
    },
    [regions, cities],
  );

  // The customer's known addresses, for reuse: the profile's when signed in, else the device's.
  const book = useAddressBook();
  const { load: loadBook } = book;
  useEffect(() => loadBook(), [loadBook]);
  const known = book.addresses ?? NO_ADDRESSES;
  const reused = useMemo(() => (point ? reusedAddress(known, point) : null), [known, point]);
  const place = point ? placeAt(point, lookup) : null;
  const block = point ? saveBlock({ point, lookup, validateDeliveryArea, regions }) : 'lookingUp';
  const manual = point ? manualEntry(point, lookup) : null;
  const outlines = useMemo(() => regions?.map((region) => region.polygon), [regions]);

  const chooseCity = (id: string) => {
    const city = cities.find((entry) => entry.id === id);
    if (!city) return;
    setCityId(id);
    moveTo(city);
  };

  const chooseSearchResult = (found: GeocodedPlace) => {
    setSearchOpen(false);
    moveTo(found);
  };

  const openDetails = () => {
    if (block) return;
    if (manual) setTyped((current) => current ?? typedStreetStart(place, reused));
    setExtras(extrasOf(reused));
    setSaveError(null);
    setDetailsOpen(true);
  };

  // The profile's list may arrive after the sheet opened: untouched fields still take the reused address's values.
  useEffect(() => {
    if (detailsOpen && reused) setExtras((current) => (current === NO_EXTRAS ? extrasOf(reused) : current));
  }, [detailsOpen, reused]);

  const saver = useFetcher<SaveAddressResult>();
  const finish = useCallback(
    (address: PointAddress) => {
      if (purpose === 'order') store.getState().updateCheckout({ address, serviceType: 'DELIVERY' });
      setFinishing(true);
      // Spec: the drawers close about 100 ms after saving, and the extra info is cleared.
      window.setTimeout(() => {
        setDetailsOpen(false);
        setExtras(NO_EXTRAS);
        void navigate(back);
      }, CLOSE_AFTER_SAVE_MS);
    },
    [purpose, store, navigate, back],
  );

  // Each answer of the profile save is handled once.
  const handled = useRef<SaveAddressResult | undefined>(undefined);
  useEffect(() => {
    const result = saver.data;
    if (saver.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) finish(result.address);
    else setSaveError(ROUTE_REFUSALS.has(result.error) ? t('details.failed') : result.error);
  }, [saver.state, saver.data, finish, t]);

  const save = () => {
    const chosen: AddressPlace | null = manual ? typed && typedPlace(typed, place) : place;
    if (!point || !chosen || block) return;
    const address = addressToSave({ point, place: chosen, cityId: cityAt(point, regions, cityId), extras, reused });
    setSaveError(null);
    if (user) {
      // A device-made id is not the profile's: the server creates (or reuses one within the tolerance).
      void saver.submit({ intent: 'save', address: JSON.stringify(address) }, { method: 'post', action: '/addresses' });
    } else {
      finish(rememberDeviceAddress(storefront.merchant.id, address));
    }
  };

  // What the lookup found here: the street line, else the place's one line (no street: its district).
  const street = place && !manual ? streetLine(place) || place.description : '';
  const heading = manual === 'lookupFailed' ? t('card.lookupFailed') : manual === 'noStreet' ? t('card.noStreet') : street || t('card.lookingUp');

  return (
    <div className={`relative ${className}`}>
      <CentrePicker
        tiles={data.tiles}
        centre={target}
        zoom={PICKER_ZOOM}
        onCentreChange={onCentreChange}
        outlines={outlines}
        label={t('map.label')}
        loadingLabel={t('map.loading')}
        className="h-full w-full"
      />

      <div className="pointer-events-none absolute inset-x-3 top-3 z-20 flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <Link to={back} aria-label={tc('app.back')} className={`pointer-events-auto flex size-11 shrink-0 items-center justify-center rounded-full ${FLOATING}`}>
            <BackIcon />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className={`inline-block max-w-full truncate rounded-full px-4 py-2.5 align-middle text-[15px] font-bold ${FLOATING}`}>{title}</h1>
          </div>
          <button
            type="button"
            onClick={() => setSearchOpen(true)}
            aria-label={t('top.search')}
            className={`pointer-events-auto flex size-11 shrink-0 items-center justify-center rounded-full ${FLOATING}`}
          >
            <SearchIcon />
          </button>
        </div>
        {cities.length > 1 ? (
          <label className="pointer-events-auto self-start">
            <span className="sr-only">{t('top.city')}</span>
            <select value={cityId ?? ''} onChange={(event) => chooseCity(event.target.value)} className={`h-10 rounded-full px-3 text-[15px] font-semibold ${FLOATING}`}>
              {cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {pickLocalized(city.name, language)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {/* Under the top buttons and the city switch, never over them; last, so nothing above it moves. */}
        <PickerNotice notice={notice} onDismiss={dismiss} className="pointer-events-auto w-full md:w-96 md:self-end" />
      </div>

      <div className="absolute inset-x-0 bottom-0 z-20 flex flex-col items-end gap-3 p-3">
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          aria-label={t('card.locate')}
          className={`flex size-12 items-center justify-center rounded-full disabled:opacity-60 ${FLOATING}`}
        >
          {locating ? <Spinner size={20} /> : <LocateIcon />}
        </button>
        <section className="w-full rounded-3xl bg-surface p-4 shadow-xl ring-1 ring-line md:mx-auto md:max-w-lg" aria-labelledby="picker-address-title">
          <div aria-live="polite" data-testid="picker-address" className="mb-3 min-h-12">
            <p id="picker-address-title" className="font-bold text-ink break-words">
              {heading}
            </p>
            {place?.description && place.description !== heading ? <p className="mt-0.5 text-sm text-muted break-words">{place.description}</p> : null}
            {block === 'outOfZone' ? (
              <div className="mt-2 text-sm" data-testid="out-of-zone">
                <p className="font-bold text-danger">{t('card.outOfZone')}</p>
                <p className="text-muted">{t('card.outOfZoneHint')}</p>
              </div>
            ) : manual ? (
              <p className="mt-2 text-sm text-muted">{t(manual === 'lookupFailed' ? 'card.lookupFailedHint' : 'card.noStreetHint')}</p>
            ) : null}
          </div>
          <Button size="lg" block disabled={block !== null} onClick={openDetails}>
            {manual ? t('card.enterByHand') : t('card.confirm')}
          </Button>
        </section>
      </div>

      <SearchDrawer open={searchOpen} onOpenChange={setSearchOpen} onChoose={chooseSearchResult} />
      <AddressDetailsDrawer
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        street={street}
        description={place?.description ?? ''}
        manual={manual && typed ? { value: typed, onChange: setTyped } : null}
        extras={extras}
        onExtrasChange={setExtras}
        onSave={save}
        saving={saver.state !== 'idle' || finishing}
        error={saveError}
      />
    </div>
  );
}
