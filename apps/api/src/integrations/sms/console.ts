// Development SMS gateway: prints each message to the log and keeps the latest ones in a bounded in-memory outbox.
import type { DevSmsMessage } from '@dastarkhan/domain/contracts/account';
import type { SmsGateway, SmsMessage, SmsSendResult } from './sms-gateway.ts';

export interface ConsoleSmsGateway extends SmsGateway {
  readonly name: 'CONSOLE';
  /** Newest first. A phone filter matches whatever notation it is given in ("+998 90…" finds "99890…"). */
  outbox(filter?: { phone?: string; merchantId?: string }): DevSmsMessage[];
}

export interface ConsoleGatewayOptions {
  log: { info(obj: object, msg: string): void };
  /** How many messages the outbox keeps; older ones are dropped. */
  capacity?: number;
}

const DEFAULT_CAPACITY = 200;

/** The code in an OTP text: the first run of 4 to 8 digits standing on its own. */
export function extractCode(text: string): string | null {
  return /(?<!\d)\d{4,8}(?!\d)/.exec(text)?.[0] ?? null;
}

const digitsOf = (phone: string): string => phone.replace(/\D/g, '');

export function createConsoleGateway(options: ConsoleGatewayOptions): ConsoleSmsGateway {
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_CAPACITY));
  // Oldest first; bounded so a long-running dev server (or a flood of sign-ins) cannot grow it without limit.
  const sent: DevSmsMessage[] = [];

  return {
    name: 'CONSOLE',
    async send(message: SmsMessage): Promise<SmsSendResult> {
      const entry: DevSmsMessage = {
        merchantId: message.merchantId,
        phone: message.phone,
        text: message.text,
        code: extractCode(message.text),
        sentAt: new Date().toISOString(),
      };
      sent.push(entry);
      if (sent.length > capacity) sent.splice(0, sent.length - capacity);
      // Printing the code is this gateway's whole purpose: it is how a developer signs in without a real SMS.
      options.log.info({ merchantId: entry.merchantId, phone: entry.phone, code: entry.code, text: entry.text }, `SMS to +${entry.phone}: ${entry.text}`);
      return { providerMessageId: null };
    },
    outbox(filter = {}) {
      const phone = filter.phone === undefined ? undefined : digitsOf(filter.phone);
      const result: DevSmsMessage[] = [];
      for (let index = sent.length - 1; index >= 0; index -= 1) {
        const entry = sent[index]!;
        if (phone !== undefined && phone !== '' && digitsOf(entry.phone) !== phone) continue;
        if (filter.merchantId !== undefined && entry.merchantId !== filter.merchantId) continue;
        result.push({ ...entry });
      }
      return result;
    },
  };
}
