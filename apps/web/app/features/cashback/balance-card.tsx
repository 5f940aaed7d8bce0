// The profile's cashback card (balanceActive): what the customer has to spend at checkout.
import { useTranslation } from 'react-i18next';
import { Money } from '../../ui/money.tsx';
import { CoinsIcon } from './coins-icon.tsx';

export function BalanceCard({ som }: { som: number }) {
  const { t } = useTranslation('common');
  return (
    <section data-testid="profile-balance" aria-labelledby="profile-balance-title" className="mt-4 flex items-center gap-4 rounded-3xl bg-brand/10 p-4 ring-1 ring-line">
      <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-surface text-brand">
        <CoinsIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <h2 id="profile-balance-title" className="text-sm font-medium text-muted">
          {t('cashback.title')}
        </h2>
        <Money som={som} className="block text-xl font-bold text-ink" />
        <span className="block text-sm text-muted">{t('cashback.balanceText')}</span>
      </span>
    </section>
  );
}
