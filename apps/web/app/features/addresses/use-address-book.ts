// The addresses a customer can choose from: the profile's saved addresses for a signed-in customer
// (asked from /addresses when `load` is called), the device's list for a guest (spec "Saved-addresses
// drawer": open shows the server list for logged-in users and the local list for guests).
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import type { AddressBook } from './addresses.server.ts';
import { ADDRESSES_PATH } from './address-book.ts';
import type { PointAddress } from './address-model.ts';
import { useDeviceAddresses } from './device-addresses.ts';

export interface AddressBookState {
  /** True when the list is the profile's (the server decides; a lapsed session falls back to the device). */
  signedIn: boolean;
  /** The addresses, newest first; null while the profile's list has not arrived yet. */
  addresses: readonly PointAddress[] | null;
  /** The profile's list is being asked for (first time or again). */
  loading: boolean;
  /** Asks for the profile's list (again); nothing to do for a guest, whose list is on the device. */
  load: () => void;
}

export function useAddressBook(): AddressBookState {
  const { merchant } = useStorefront();
  const signedInUser = useCurrentUser() !== null;
  const device = useDeviceAddresses(merchant.id);
  const fetcher = useFetcher<AddressBook>();
  const fetchRef = useRef(fetcher.load);
  useEffect(() => {
    fetchRef.current = fetcher.load;
  });
  const load = useCallback(() => {
    if (signedInUser) void fetchRef.current(ADDRESSES_PATH);
  }, [signedInUser]);

  if (!signedInUser) return { signedIn: false, addresses: device, loading: false, load };
  const answer = fetcher.data;
  const loading = fetcher.state !== 'idle';
  if (answer && !answer.signedIn) return { signedIn: false, addresses: device, loading, load };
  return { signedIn: true, addresses: answer ? answer.addresses : null, loading, load };
}
