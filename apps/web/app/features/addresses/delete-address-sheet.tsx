// The confirmation before a signed-in customer's saved address is deleted (account-session-settings §5):
// a sheet naming the address with no/yes. "Yes" posts intent=delete to /profile/address's action, so
// the profile page, the saved-addresses drawer and /choose-address delete through the same code.
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDrawer } from '../../ui/confirm-delete-drawer.tsx';
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
  const description = address ? [address.title, address.description].filter(Boolean).join(' — ') : '';
  return (
    <ConfirmDeleteDrawer
      item={address ? { id: address.id, description } : null}
      action={DELETE_ADDRESS_ACTION}
      texts={{ title: t('remove.title'), confirm: t('remove.confirm'), deleting: t('remove.deleting'), keep: t('remove.keep') }}
      onOpenChange={onOpenChange}
      onSettled={onSettled}
    />
  );
}
