// The profile screen (spec §2 "Profile screen areas"): the customer's card, their orders and offers,
// the brand's information pages the merchant switched on, language, logout and account deletion.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone } from '@dastarkhan/domain/phone';
import { clearBrandStateOnDevice } from '../../lib/brand-storage.ts';
import { useRootData } from '../../lib/storefront.ts';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { BriefcaseIcon, CardIcon, ChevronIcon, GlobeIcon, PinIcon, ProfileIcon, SparkleIcon, StoreIcon, type IconProps } from '../../ui/icons.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BellIcon } from '../notifications/icons.tsx';
import { BalanceCard } from '../cashback/balance-card.tsx';
import { CalendarIcon } from '../reservations/icons.tsx';
import { DocumentIcon, HeartIcon, InfoIcon, LogoutIcon, ReceiptIcon, ShieldIcon, TicketIcon, TrashIcon } from './icons.tsx';

type Icon = ComponentType<IconProps>;

interface Entry {
  to: string;
  label: string;
  Icon: Icon;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const ROW_BASE = 'flex min-h-14 w-full items-center gap-3.5 px-4 py-3 text-start text-[16px] font-medium transition-colors hover:bg-ink/[0.035]';
const ROW = `${ROW_BASE} text-ink`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-2 px-1 text-sm font-bold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line">{children}</ul>
    </section>
  );
}

function EntryRow({ to, label, Icon }: Entry) {
  return (
    <li>
      <Link to={to} className={ROW}>
        <Icon className="size-[22px] shrink-0 text-muted" />
        <span className="flex-1">{label}</span>
        <ChevronIcon className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

export interface ProfileViewProps {
  user: User;
  settings: WebSettings;
  merchantId: string;
  /** The cashback balance, so'm, where the merchant shows it (balanceActive); null otherwise. */
  balance?: number | null;
  /** A message of the last account action that failed (deletion), shown in the confirmation sheet. */
  deleteError?: string | null;
}

export function ProfileView({ user, settings, merchantId, deleteError, balance = null }: ProfileViewProps) {
  const { t } = useTranslation('account');
  const { t: tNotifications } = useTranslation('notifications');
  const { t: tReservations } = useTranslation('reservations');
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(Boolean(deleteError));
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const name = displayName(user);
  const rootData = useRootData();
  const canSwitchLanguage = (rootData?.languages.length ?? 0) > 1;

  const mine: (Entry | false)[] = [
    { to: '/profile/orders', label: t('profile.orders'), Icon: ReceiptIcon },
    { to: '/profile/address', label: t('profile.addresses'), Icon: PinIcon },
    settings.cardActive && { to: '/profile/cards', label: t('profile.cards'), Icon: CardIcon },
    settings.promoActive && { to: '/profile/promos', label: t('profile.promos'), Icon: TicketIcon },
    settings.favouriteActive && { to: '/profile/favorites', label: t('profile.favourites'), Icon: HeartIcon },
    settings.notificationsActive && { to: '/notifications', label: tNotifications('profile.link'), Icon: BellIcon },
    settings.bookingActive && { to: '/reservations', label: tReservations('profile.link'), Icon: CalendarIcon },
  ];
  const info: (Entry | false)[] = [
    settings.branchesActive && { to: '/branches', label: t('profile.branches'), Icon: StoreIcon },
    settings.vacanciesActive && { to: '/vacancy', label: t('profile.vacancies'), Icon: BriefcaseIcon },
    settings.aboutMerchantActive && { to: '/about', label: t('profile.about'), Icon: InfoIcon },
    settings.termsOfUseActive && { to: '/offerta', label: t('profile.terms'), Icon: DocumentIcon },
    settings.privacyActive && { to: '/privacy', label: t('profile.privacy'), Icon: ShieldIcon },
    // The merchant's extra pages with text, by their own titles.
    ...(rootData?.storefront?.extraPages ?? []).map((page) => {
      const label = pickLocalized(page.title, rootData?.language ?? 'uz');
      return Boolean(label) && { to: page.path, label, Icon: SparkleIcon };
    }),
  ];
  const infoEntries = info.filter((entry): entry is Entry => Boolean(entry));

  return (
    <div className="mx-auto max-w-2xl pb-6">
      <h1 className="pt-2 text-2xl font-bold tracking-tight text-ink md:text-3xl">{t('profile.title')}</h1>

      <Link
        to="/profile/user"
        className="mt-4 flex items-center gap-4 rounded-3xl bg-surface p-4 ring-1 ring-line transition-colors hover:bg-ink/[0.035]"
      >
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-bold text-brand-contrast">
          {initials(name) || <ProfileIcon className="size-7" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-muted">{t('profile.personal')}</span>
          <span className={`block truncate text-lg font-bold ${name ? 'text-ink' : 'text-muted'}`} data-testid="profile-name">
            {name || t('profile.noName')}
          </span>
          <span dir="ltr" className="block text-[15px] text-muted tabular-nums rtl:text-end">
            {user.phone ? formatPhone(user.phone) : t('profile.noPhone')}
          </span>
        </span>
        <ChevronIcon className="size-5 shrink-0 text-muted" />
      </Link>

      {balance !== null && settings.isVisibleAtProfileTop ? <BalanceCard som={balance} /> : null}

      <Section title={t('profile.sectionMine')}>
        {mine.filter((entry): entry is Entry => Boolean(entry)).map((entry) => (
          <EntryRow key={entry.to} {...entry} />
        ))}
      </Section>

      {balance !== null && !settings.isVisibleAtProfileTop ? <BalanceCard som={balance} /> : null}

      {infoEntries.length > 0 ? (
        <Section title={t('profile.sectionInfo')}>
          {infoEntries.map((entry) => (
            <EntryRow key={entry.to} {...entry} />
          ))}
        </Section>
      ) : null}

      <Section title={t('profile.sectionSettings')}>
        {canSwitchLanguage ? (
          <li className={`${ROW} hover:bg-transparent`}>
            <GlobeIcon className="size-[22px] shrink-0 text-muted" />
            <span className="flex-1">{t('profile.language')}</span>
            <LanguageSwitcher />
          </li>
        ) : null}
        <li>
          <Form method="post" onSubmit={() => clearBrandStateOnDevice(merchantId)}>
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className={ROW} disabled={pending === 'logout'}>
              <LogoutIcon className="size-[22px] shrink-0 text-muted" />
              <span className="flex-1">{t('profile.logout')}</span>
              {pending === 'logout' ? <Spinner size={20} /> : null}
            </button>
          </Form>
        </li>
        <li>
          <button type="button" className={`${ROW_BASE} text-danger`} onClick={() => setConfirming(true)}>
            <TrashIcon className="size-[22px] shrink-0" />
            <span className="flex-1">{t('profile.deleteAccount')}</span>
          </button>
        </li>
      </Section>

      <Drawer
        open={confirming}
        onOpenChange={setConfirming}
        title={t('profile.deleteTitle')}
        description={t('profile.deleteText')}
        footer={
          <Form method="post" className="flex flex-col gap-2.5" onSubmit={() => clearBrandStateOnDevice(merchantId)}>
            <input type="hidden" name="intent" value="delete-account" />
            {deleteError ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {deleteError}
              </p>
            ) : null}
            <Button type="submit" variant="danger" size="lg" block disabled={pending === 'delete-account'}>
              {pending === 'delete-account' ? <Spinner size={20} /> : null}
              {pending === 'delete-account' ? t('profile.deleting') : t('profile.deleteConfirm')}
            </Button>
            <Button type="button" variant="secondary" size="lg" block onClick={() => setConfirming(false)}>
              {t('profile.deleteCancel')}
            </Button>
          </Form>
        }
      />
    </div>
  );
}
