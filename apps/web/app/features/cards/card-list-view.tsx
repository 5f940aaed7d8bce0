// The /profile/cards page: the customer's saved cards (masked, with expiry), each with a delete button
// that asks first, and the way to add one.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '@dastarkhan/domain/contracts/payments';
import { lastFour } from '@dastarkhan/domain/payment-card';
import { ButtonLink } from '../../ui/button.tsx';
import { ConfirmDeleteDrawer } from '../../ui/confirm-delete-drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardIcon, CloseIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/** `860049******6478` → `8600 49•• •••• 6478`: the shape of the card, the hidden digits as dots. */
export function displayNumber(masked: string): string {
  return (masked.replace(/\*/g, '•').match(/.{1,4}/g) ?? [masked]).join(' ');
}

export function CardListView({ cards }: { cards: PaymentCard[] }) {
  const { t } = useTranslation('cards');
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const close = useCallback(() => setDeleting(null), []);
  const add = (
    <ButtonLink to="/profile/cards/create" size="lg" block={cards.length > 0}>
      <PlusIcon className="size-5" />
      {t('list.add')}
    </ButtonLink>
  );
  return (
    <div className="mx-auto max-w-2xl pb-6">
      <PageHeader title={t('page.title')} backTo="/profile" />
      {cards.length === 0 ? (
        <EmptyState icon={<CardIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} action={add} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('list.label')}>
            {cards.map((card) => (
              <SavedCardRow key={card.id} card={card} onDelete={() => setDeleting(card)} />
            ))}
          </ul>
          <div className="mt-5">{add}</div>
        </>
      )}
      <p className="mt-5 text-center text-sm text-muted text-pretty">{t('list.note')}</p>
      <DeleteCardSheet card={deleting} onClose={close} />
    </div>
  );
}

function SavedCardRow({ card, onDelete }: { card: PaymentCard; onDelete: () => void }) {
  const { t } = useTranslation('cards');
  const last4 = lastFour(card.number);
  return (
    <li data-testid="saved-card" className="flex items-center gap-3 rounded-3xl bg-surface p-4 ring-1 ring-line">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand/20 text-ink">
        <CardIcon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        {card.name ? <p className="truncate text-sm text-muted">{card.name}</p> : null}
        <p dir="ltr" className="text-[17px] font-bold tracking-wide text-ink tabular-nums rtl:text-end" data-testid="saved-card-number">
          {displayNumber(card.number)}
        </p>
        {card.expire ? <p className="text-sm text-muted tabular-nums">{t('list.expires', { date: card.expire })}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('list.delete', { last4 })}
        className="-me-2 flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-ink/5 hover:text-danger"
      >
        <CloseIcon className="size-5" />
      </button>
    </li>
  );
}

function DeleteCardSheet({ card, onClose }: { card: PaymentCard | null; onClose: () => void }) {
  const { t } = useTranslation('cards');
  return (
    <ConfirmDeleteDrawer
      item={card ? { id: card.id, description: displayNumber(card.number) } : null}
      action="/profile/cards"
      texts={{ title: t('remove.title'), confirm: t('remove.confirm'), deleting: t('remove.deleting'), keep: t('remove.keep') }}
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}
