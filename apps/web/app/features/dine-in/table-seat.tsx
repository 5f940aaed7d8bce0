// The QR table menu in the browser: a table link (`/?table=<id>`, or the Telegram Mini App's
// `startapp=table_<id>`) seats the customer — the draft becomes a dine-in order at that table — and a
// banner says where they sit, with a way to leave the table.
import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useRootData } from '../../lib/storefront.ts';
import { telegramLaunch } from '../../lib/telegram.ts';
import { useOnDevice } from '../../lib/use-on-device.ts';
import { Button } from '../../ui/button.tsx';
import { CloseIcon, StoreIcon } from '../../ui/icons.tsx';
import { useBasket, useBasketStore } from '../basket/use-basket.ts';
import { dineInMessages } from './locales.ts';
import { DINE_IN_DISABLED, TABLE_QUERY_PARAM, tableIdFromStartParam, toDineInTable } from './table-link.ts';
import type { SeatResult } from './table.server.ts';

/** The resource route that forgets the seat on the server (its cookie). */
export const DINE_IN_PATH = '/dine-in';

/** sessionStorage: the Telegram start parameter of this tab was followed once (leaving the table must stick). */
const TELEGRAM_SEAT_HANDLED_KEY = 'dk:telegram-table-handled';

function useMessages() {
  return dineInMessages[useRootData()?.language ?? 'eng'];
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface TableSeatProps {
  /** The answer to this page's `?table=`, or null without one. */
  seat: SeatResult | null;
  /** The table the server's seat cookie names (null: not seated, or the seat expired). */
  seatedTableId: string | null;
}

/** Applies a table link to the draft, keeps the draft in step with the server's seat, and shows the banner. */
export function TableSeat({ seat, seatedTableId }: TableSeatProps) {
  const t = useMessages();
  const store = useBasketStore();
  const navigate = useNavigate();
  const location = useLocation();
  const onDevice = useOnDevice();
  // Why the page's table link seated nobody (its text), or null.
  const [refusal, setRefusal] = useState<string | null>(null);

  // A table link: seat the customer (or say the link is dead), then drop the parameter from the address.
  useEffect(() => {
    if (!seat) return;
    if (seat.ok) {
      store.getState().setTable(toDineInTable(seat.table));
      setRefusal(null);
    } else {
      setRefusal(seat.code === DINE_IN_DISABLED ? t.dineInOff : t.invalidTable);
    }
    const params = new URLSearchParams(location.search);
    params.delete(TABLE_QUERY_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }, [seat, store, navigate, location.pathname, location.search, t]);

  // The seat expired on the server, was left on another tab, or the merchant switched dine-in off: the
  // draft is no longer dine-in. (A refused table link keeps the seat the customer already had.)
  useEffect(() => {
    if (seat?.ok) return;
    const table = store.getState().checkout.table;
    if (table && table.id !== seatedTableId) store.getState().setTable(null);
  }, [seat, seatedTableId, store]);

  // The Mini App opened from a table's link: follow it once per tab, through the same `?table=` path.
  useEffect(() => {
    if (seat) return;
    const storage = sessionStore();
    if (storage?.getItem(TELEGRAM_SEAT_HANDLED_KEY)) return;
    const tableId = tableIdFromStartParam(telegramLaunch(window.location, storage)?.startParam);
    if (!tableId) return;
    storage?.setItem(TELEGRAM_SEAT_HANDLED_KEY, '1');
    if (tableId !== seatedTableId) void navigate(`/?${TABLE_QUERY_PARAM}=${tableId}`, { replace: true });
  }, [seat, seatedTableId, navigate]);

  if (!onDevice) return null;
  return (
    <>
      {refusal && (
        <div role="alert" className="mx-4 mb-3 flex items-start gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-sm font-medium text-amber-900">
          <p className="flex-1">{refusal}</p>
          <button type="button" onClick={() => setRefusal(null)} aria-label={t.dismiss} className="shrink-0 rounded-full p-1 hover:bg-amber-200">
            <CloseIcon aria-hidden="true" />
          </button>
        </div>
      )}
      <SeatedBanner />
    </>
  );
}

function SeatedBanner() {
  const t = useMessages();
  const language = useRootData()?.language ?? 'eng';
  const store = useBasketStore();
  const table = useBasket((state) => state.checkout.table);
  const fetcher = useFetcher();
  if (!table) return null;

  const leave = () => {
    store.getState().setTable(null);
    void fetcher.submit({ intent: 'leave' }, { method: 'post', action: DINE_IN_PATH });
  };
  const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{-?\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));

  return (
    // On a phone the button goes under the text (beside it the text was squeezed into a narrow column);
    // from `sm` up it sits at the end of the row. Long words break rather than widen the banner.
    <section
      aria-label={fill(t.seated, { number: table.number })}
      data-testid="table-banner"
      className="mx-4 mb-4 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-2xl bg-brand/10 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
    >
      <StoreIcon aria-hidden="true" className="size-6 shrink-0 self-start text-brand sm:self-center" />
      <div className="min-w-0 break-words">
        <p className="font-bold text-ink" data-testid="table-banner-title">
          {fill(t.seated, { number: table.number })}
        </p>
        <p className="text-sm text-muted">{fill(t.seatedWhere, { hall: table.hallName, branch: pickLocalized(table.branchName, language) })}</p>
        <p className="text-xs text-muted">{t.seatedHint}</p>
      </div>
      <Button variant="secondary" size="sm" className="col-start-2 max-w-full justify-self-start text-center sm:col-start-3" onClick={leave}>
        {t.leave}
      </Button>
    </section>
  );
}
