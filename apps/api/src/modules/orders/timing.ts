// When an order is for: "later" + day + HH:MM on the merchant's clock (spec §4 step 4) or an explicit instant.
import { zonedInstant } from '@dastarkhan/domain/zoned-time';

export interface TimingInput {
  later: boolean;
  day?: string | null | undefined;
  time?: string | null | undefined;
  deliveryAt?: string | null | undefined;
}

export type Timing = { kind: 'now' } | { kind: 'at'; deliveryAt: Date } | { kind: 'incomplete' };

/** What the request asks for: an explicit deliveryAt wins; later needs both day and time. Seconds are zeroed. */
export function requestedTiming(input: TimingInput, timeZone: string): Timing {
  if (input.deliveryAt) {
    const at = new Date(input.deliveryAt);
    at.setUTCSeconds(0, 0);
    return { kind: 'at', deliveryAt: at };
  }
  if (!input.later) return { kind: 'now' };
  if (!input.day || !input.time) return { kind: 'incomplete' };
  return { kind: 'at', deliveryAt: zonedInstant(input.day, input.time, timeZone) };
}
