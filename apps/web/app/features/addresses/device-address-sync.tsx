// Pushes a guest's device addresses to the profile once they are signed in (spec "Saved-addresses
// drawer": guests keep addresses locally and push them to the profile after login). Mounted once in the
// default layout; it draws nothing.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import type { AddressBook, ImportAddressesResult } from './addresses.server.ts';
import { useBasketStore } from '../basket/use-basket.ts';
import { ADDRESSES_PATH, nowInProfile, savedInsteadOfImported } from './address-book.ts';
import type { PointAddress } from './address-model.ts';
import { forgetDeviceAddress, useDeviceAddresses } from './device-addresses.ts';

export function DeviceAddressSync() {
  const { merchant } = useStorefront();
  const userId = useCurrentUser()?.id ?? null;
  const device = useDeviceAddresses(merchant.id);
  const store = useBasketStore();
  const importer = useFetcher<ImportAddressesResult>();
  const lister = useFetcher<AddressBook>();
  const { submit: submitImport } = importer;
  const { load: loadSaved } = lister;
  // Once per customer and page load: what could not be saved is tried again on the next visit, not in a loop.
  const attemptedFor = useRef<string | null>(null);
  const sent = useRef<readonly PointAddress[]>([]);

  useEffect(() => {
    if (userId === null || device.length === 0 || attemptedFor.current === userId) return;
    attemptedFor.current = userId;
    sent.current = device;
    void submitImport({ intent: 'import', addresses: JSON.stringify(device) }, { method: 'post', action: ADDRESSES_PATH });
  }, [userId, device, submitImport]);

  // The answer has counts only: the profile's list then tells which addresses made it there.
  const imported = importer.state === 'idle' ? importer.data : undefined;
  const handledImport = useRef<ImportAddressesResult | undefined>(undefined);
  useEffect(() => {
    if (!imported || handledImport.current === imported) return;
    handledImport.current = imported;
    if (imported.ok && imported.saved > 0) void loadSaved(ADDRESSES_PATH);
    else sent.current = [];
  }, [imported, loadSaved]);

  const listed = lister.state === 'idle' ? lister.data : undefined;
  useEffect(() => {
    if (!listed?.signedIn || sent.current.length === 0) return;
    // Only addresses now in the profile leave the device, so nothing the customer added is lost.
    const saved = nowInProfile(sent.current, listed.addresses);
    sent.current = [];
    const replacement = savedInsteadOfImported(store.getState().checkout.address, saved, listed.addresses);
    if (replacement) store.getState().updateCheckout({ address: replacement });
    for (const id of saved) forgetDeviceAddress(merchant.id, id);
  }, [listed, store, merchant.id]);

  return null;
}
