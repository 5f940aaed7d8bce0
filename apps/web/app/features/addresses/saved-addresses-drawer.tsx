// The saved-addresses drawer (account-session-settings §2, §4): the customer's addresses to choose the
// order's from, delete icons, and "add new address", which closes it and opens the map picker with a
// way back to the page it was opened on.
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { addAddressPath } from './address-book.ts';
import { SavedAddressList } from './saved-address-list.tsx';

export interface SavedAddressesDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SavedAddressesDrawer({ open, onOpenChange }: SavedAddressesDrawerProps) {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const location = useLocation();

  const addNew = () => {
    onOpenChange(false);
    void navigate(addAddressPath(`${location.pathname}${location.search}`));
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('drawer.title')}
      footer={
        <Button size="lg" block onClick={addNew}>
          <PlusIcon className="size-5" />
          {t('drawer.add')}
        </Button>
      }
    >
      {/* Rendered only while open (the sheet's content unmounts when closed), so each opening asks again. */}
      <SavedAddressList onChosen={() => onOpenChange(false)} />
    </Drawer>
  );
}
