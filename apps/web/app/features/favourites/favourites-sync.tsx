// Points the hearts' store at the page's brand and customer (signing in or out changes whose hearts show, and
// pushes a guest's device hearts to the profile), and follows other tabs and logout. Mounted once in the
// default layout where the merchant has favourites on; it draws nothing.
import { useEffect } from 'react';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { DEVICE_FAVOURITES_EVENTS, rereadDeviceFavourites, showFavouritesOf } from './favourites-store.ts';

export function FavouritesSync() {
  const merchantId = useStorefront().merchant.id;
  const userId = useCurrentUser()?.id ?? null;

  useEffect(() => {
    showFavouritesOf({ merchantId, userId });
  }, [merchantId, userId]);

  useEffect(() => {
    for (const event of DEVICE_FAVOURITES_EVENTS) window.addEventListener(event, rereadDeviceFavourites);
    return () => {
      for (const event of DEVICE_FAVOURITES_EVENTS) window.removeEventListener(event, rereadDeviceFavourites);
    };
  }, []);

  return null;
}
