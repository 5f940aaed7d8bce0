// The /profile/cards page: the customer's saved cards (masked, with expiry), each with a delete button
// that asks first, and the way to add one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '@dastarkhan/domain/contracts/payments';
import { lastFour } from '@dastarkhan/domain/payment-card';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CardIcon, CloseIcon, PlusIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { CardActionResult } from './cards.server.ts';

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
  const fetcher = useFetcher<CardActionResult>();
  const busy = fetcher.state !== 'idle';
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  // The card asked about stays on the sheet while it closes.
  const [shown, setShown] = useState<PaymentCard | null>(card);
  useEffect(() => {
    if (card) setShown(card);
  }, [card]);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Each answer closes the sheet once: a later sheet for another card is not closed by an old success.
  const handled = useRef<CardActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) onClose();
  }, [result, onClose]);
  // An old refusal is not shown on the sheet of the next card.
  const error = result && !result.ok && shown?.id === submittedFor ? result.error : null;

  return (
    <Drawer
      open={card !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('remove.title')}
      description={shown ? displayNumber(shown.number) : undefined}
      footer={
        <fetcher.Form method="post" action="/profile/cards" className="flex flex-col gap-2.5" onSubmit={() => setSubmittedFor(shown?.id ?? null)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={shown?.id ?? ''} />
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="danger" size="lg" block disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {busy ? t('remove.deleting') : t('remove.confirm')}
          </Button>
          <Button type="button" variant="secondary" size="lg" block onClick={onClose}>
            {t('remove.keep')}
          </Button>
        </fetcher.Form>
      }
    />
  );
}
