// What the customer can do with an order: repeat it into the basket, cancel it (before the merchant
// accepts), hide a finished one, and call a waiter to the table of a dine-in order.
import { useEffect, useMemo, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { useLanguage } from '../../lib/use-language.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { BasketProduct } from '../basket/basket-model.ts';
import { useBasketStore } from '../basket/use-basket.ts';
import { BellIcon, RepeatIcon } from './icons.tsx';
import type { OrderActionIntent, OrderActionResult } from './orders.server.ts';
import { applyRepeat, planRepeat, type RepeatOutcome } from './repeat-order.ts';

function ActionError({ result, intent }: { result: OrderActionResult | undefined; intent: OrderActionIntent }) {
  if (!result || result.ok || (result.intent !== null && result.intent !== intent)) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {result.error}
    </p>
  );
}

/** A confirmation sheet whose confirm button posts `intent` to the page's action. */
function ConfirmAction({
  intent,
  open,
  onOpenChange,
  title,
  text,
  confirm,
  pending,
  keep,
}: {
  intent: OrderActionIntent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirm: string;
  pending: string;
  keep: string;
}) {
  const fetcher = useFetcher<OrderActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok) onOpenChange(false);
  }, [result, onOpenChange]);

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      footer={
        <fetcher.Form method="post" className="flex flex-col gap-2.5">
          <input type="hidden" name="intent" value={intent} />
          <ActionError result={result} intent={intent} />
          <Button type="submit" variant="danger" size="lg" block disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {busy ? pending : confirm}
          </Button>
          <Button type="button" variant="secondary" size="lg" block onClick={() => onOpenChange(false)}>
            {keep}
          </Button>
        </fetcher.Form>
      }
    />
  );
}

export function CancelOrderAction({ order }: { order: Pick<Order, 'number'> }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="lg" block className="text-danger" onClick={() => setOpen(true)}>
        {t('actions.cancel')}
      </Button>
      <ConfirmAction
        intent="cancel"
        open={open}
        onOpenChange={setOpen}
        title={t('actions.cancelTitle', { number: order.number })}
        text={t('actions.cancelText')}
        confirm={t('actions.cancelConfirm')}
        pending={t('actions.canceling')}
        keep={t('actions.cancelKeep')}
      />
    </>
  );
}

export function HideOrderAction({ order }: { order: Pick<Order, 'number'> }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="lg" block className="text-muted" onClick={() => setOpen(true)}>
        {t('actions.hide')}
      </Button>
      <ConfirmAction
        intent="hide"
        open={open}
        onOpenChange={setOpen}
        title={t('actions.hideTitle', { number: order.number })}
        text={t('actions.hideText')}
        confirm={t('actions.hideConfirm')}
        pending={t('actions.hiding')}
        keep={t('actions.hideKeep')}
      />
    </>
  );
}

/** Idle → calling → called: the button says where the call is, and stays "called" for this visit. */
export function CallWaiterAction() {
  const { t } = useTranslation('orders');
  const fetcher = useFetcher<OrderActionResult>();
  const calling = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const called = result?.ok === true;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="call-waiter" />
      <Button type="submit" size="lg" block disabled={calling || called} aria-describedby={called ? 'waiter-called' : undefined}>
        {calling ? <Spinner size={20} /> : called ? <CheckIcon className="size-5" /> : <BellIcon className="size-5" />}
        {calling ? t('actions.callingWaiter') : called ? t('actions.waiterCalled') : t('actions.callWaiter')}
      </Button>
      <p id="waiter-called" role="status" className="sr-only">
        {called ? t('actions.waiterCalled') : ''}
      </p>
      <ActionError result={result} intent="call-waiter" />
    </fetcher.Form>
  );
}

/**
 * Repeat: the order's lines that are still on today's menu go into the basket with their options, on
 * this device; a sheet then says what was added, what was not (by name, and why), where a quantity
 * limit cut a line short, and offers the basket.
 */
export function RepeatOrderAction({ order, products }: { order: Pick<Order, 'items'>; products: BasketProduct[] }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const store = useBasketStore();
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const [outcome, setOutcome] = useState<RepeatOutcome | null>(null);

  const repeat = () => {
    const plan = planRepeat(order.items, byId, language);
    const { lines, add } = store.getState();
    setOutcome(applyRepeat(plan, lines, add));
  };

  return (
    <>
      <Button size="lg" block onClick={repeat}>
        <RepeatIcon className="size-5" />
        {t('actions.repeat')}
      </Button>
      <Drawer
        open={outcome !== null}
        onOpenChange={(open) => (open ? undefined : setOutcome(null))}
        title={t('repeat.title')}
        footer={
          <div className="flex flex-col gap-2.5">
            {outcome && outcome.addedUnits > 0 ? (
              <ButtonLink to="/basket" size="lg" block>
                {t('repeat.openBasket')}
              </ButtonLink>
            ) : null}
            <Button variant="secondary" size="lg" block onClick={() => setOutcome(null)}>
              {t('repeat.close')}
            </Button>
          </div>
        }
      >
        {outcome ? <RepeatSummary outcome={outcome} /> : null}
      </Drawer>
    </>
  );
}

function RepeatSummary({ outcome }: { outcome: RepeatOutcome }) {
  const { t } = useTranslation('orders');
  const reasonText = { gone: 'repeat.gone', unavailable: 'repeat.unavailable', options: 'repeat.options' } as const;
  return (
    <div className="flex flex-col gap-4" data-testid="repeat-summary">
      <p role="status" className={`flex items-center gap-2 text-[15px] font-semibold ${outcome.addedUnits > 0 ? 'text-success' : 'text-ink'}`}>
        {outcome.addedUnits > 0 ? <CheckIcon className="size-5 shrink-0" /> : <AlertIcon className="size-5 shrink-0" />}
        {outcome.addedUnits > 0 ? t('repeat.added', { count: outcome.addedUnits }) : t('repeat.nothingAdded')}
      </p>
      {outcome.limited.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm text-ink">
          {outcome.limited.map((entry) => (
            <li key={entry.name} className="flex items-start gap-2">
              <AlertIcon className="mt-px size-4 shrink-0 text-amber-700" />
              {t('repeat.limited', { name: entry.name, max: entry.max })}
            </li>
          ))}
        </ul>
      ) : null}
      {outcome.refused.length > 0 ? (
        <section aria-labelledby="repeat-refused">
          <h3 id="repeat-refused" className="mb-1.5 text-sm font-bold text-muted">
            {t('repeat.notAdded')}
          </h3>
          <ul className="flex flex-col gap-1.5 text-sm text-ink" data-testid="repeat-refused">
            {outcome.refused.map((entry, index) => (
              <li key={`${entry.name}-${index}`} className="flex items-start gap-2">
                <CloseIcon className="mt-px size-4 shrink-0 text-danger" />
                <span className="flex-1">
                  {t(reasonText[entry.reason], { name: entry.name })}
                  {entry.productId ? (
                    <>
                      {' '}
                      <Link to={`/product/${encodeURIComponent(entry.productId)}`} className="font-semibold underline underline-offset-2">
                        {t('repeat.choose')}
                      </Link>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
