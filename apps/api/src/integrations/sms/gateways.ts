// Picks the SMS gateway for a merchant: its own Eskiz / Play Mobile account, else the process-wide default.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { MerchantAccountSettings } from '../../modules/merchants/service.ts';
import { createConsoleGateway, type ConsoleGatewayOptions, type ConsoleSmsGateway } from './console.ts';
import { createEskizGateway } from './eskiz.ts';
import { createPlayMobileGateway } from './play-mobile.ts';
import type { SmsGateway } from './sms-gateway.ts';

export interface SmsGateways {
  /** The gateway to send this merchant's messages through; null when none is available (production without settings). */
  forMerchant(sms: MerchantAccountSettings['sms']): SmsGateway | null;
  /** The dev console gateway when it is the default, for the dev outbox; null otherwise. */
  readonly console: ConsoleSmsGateway | null;
}

export interface SmsGatewaysOptions {
  config: Config['sms'];
  log: ConsoleGatewayOptions['log'];
  /** How many merchant gateways stay cached (each keeps its Eskiz token). */
  cacheSize?: number;
}

export function createSmsGateways(options: SmsGatewaysOptions): SmsGateways {
  const { config } = options;
  const consoleGateway = config.defaultGateway === 'console' ? createConsoleGateway({ log: options.log }) : null;
  // Keyed by everything that shapes the gateway, so changed credentials get a new instance (and a new Eskiz
  // login) while unchanged ones keep reusing their token. Hashed so the key holds no password in clear.
  const cache = new LRUCache<string, SmsGateway>({ max: options.cacheSize ?? 500 });

  return {
    console: consoleGateway,
    forMerchant(sms) {
      if (sms === null) return consoleGateway;
      const key = createHash('sha256')
        .update(JSON.stringify([sms.gateway, sms.username, sms.password, sms.sender, config.eskizApiUrl, config.playMobileApiUrl, config.timeoutMs]))
        .digest('hex');
      const cached = cache.get(key);
      if (cached) return cached;
      const gateway =
        sms.gateway === 'ESKIZ'
          ? createEskizGateway({ baseUrl: config.eskizApiUrl, email: sms.username, password: sms.password, sender: sms.sender, timeoutMs: config.timeoutMs })
          : createPlayMobileGateway({
              baseUrl: config.playMobileApiUrl,
              username: sms.username,
              password: sms.password,
              originator: sms.sender,
              timeoutMs: config.timeoutMs,
            });
      cache.set(key, gateway);
      return gateway;
    },
  };
}
