// What an order's pages (details, map) show for an id that is not one of the customer's orders; any
// other error is the layout's error page's business.
import { useTranslation } from 'react-i18next';
import { NotFoundBoundary } from '../../ui/error-page.tsx';

export function OrderNotFoundBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation('orders');
  return <NotFoundBoundary error={error} title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} backTo="/profile/orders" backLabel={t('detail.backToOrders')} />;
}
