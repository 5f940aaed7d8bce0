// The delivery price of the order's address (basket and checkout), asked from the API's tariff (zone price or the branch's
// distance tariff) whenever the point, the branch or the product total changes — debounced, the newest
// question wins.
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { DELIVERY_TARIFF_PATH } from '../../lib/read-only-actions.ts';
import type { DeliveryQuoteAnswer, DeliveryQuoteState } from './delivery-quote.ts';

const ASK_AFTER_MS = 250;

export interface DeliveryQuestion {
  latitude: number;
  longitude: number;
  branchId: string;
  productPriceTiyin: number;
}

export function useDeliveryQuote(question: DeliveryQuestion | null): DeliveryQuoteState {
  const { submit, data, state } = useFetcher<DeliveryQuoteAnswer>();
  const key = question ? `${question.latitude}|${question.longitude}|${question.branchId}|${question.productPriceTiyin}` : null;
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => {
    if (!question || key === null) return;
    const timer = window.setTimeout(() => {
      setAsked(key);
      void submit(
        { latitude: question.latitude, longitude: question.longitude, branchId: question.branchId, productPrice: tiyinToSom(question.productPriceTiyin) },
        { method: 'post', action: DELIVERY_TARIFF_PATH },
      );
    }, ASK_AFTER_MS);
    return () => window.clearTimeout(timer);
    // `key` stands for the question: asking again only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, submit]);

  if (key === null) return { status: 'none' };
  if (asked !== key || state !== 'idle' || !data) return { status: 'loading' };
  return data;
}
