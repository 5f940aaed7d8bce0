// The cashback chip in the header (cashbeckHeaderActive): the signed-in customer's balance, a tap away from
// the profile. Read once the page is on the device; a guest or an unreadable balance shows nothing.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatSom } from '@dastarkhan/domain/money';
import { useCurrentUser, useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { CoinsIcon } from './coins-icon.tsx';

export const CASHBACK_BALANCE_PATH = '/cashback-balance';

export function HeaderBalance() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { cashbeckHeaderActive } = useStorefront().settings;
  const userId = useCurrentUser()?.id ?? null;
  const [balance, setBalance] = useState<number | null>(null);

  useEffect(() => {
    setBalance(null);
    if (!cashbeckHeaderActive || userId === null) return;
    const controller = new AbortController();
    fetch(CASHBACK_BALANCE_PATH, { headers: { Accept: 'application/json' }, signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<{ balance: number | null }>) : { balance: null }))
      .then((answer) => setBalance(typeof answer.balance === 'number' ? answer.balance : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [cashbeckHeaderActive, userId]);

  if (balance === null) return null;
  const amount = formatSom(balance, language);
  return (
    <Link
      to="/profile"
      data-testid="header-balance"
      aria-label={t('cashback.headerLabel', { amount })}
      className="flex h-9 items-center gap-1.5 rounded-full bg-brand/10 px-3 text-sm font-semibold text-ink hover:bg-brand/20"
    >
      <CoinsIcon className="size-4 text-brand" />
      <span className="tabular-nums">{amount}</span>
    </Link>
  );
}
