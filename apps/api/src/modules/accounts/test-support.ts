// Helpers of the accounts tests: fresh phone numbers and client addresses, codes read from the dev outbox.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DevSmsMessage } from '@dastarkhan/domain/contracts/account';

/** A random Uzbek mobile number in the three notations customers type; tests never share one. */
export function freshPhone(): { digits: string; international: string; national: string } {
  const rest = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const national = `90${rest}`;
  return {
    digits: `998${national}`,
    international: `+998 90 ${rest.slice(0, 3)} ${rest.slice(3, 5)} ${rest.slice(5)}`,
    national,
  };
}

let ipCounter = randomInt(0, 60_000);

/** A client address no other request of the suite uses (limits per address stay apart). */
export function freshIp(): string {
  ipCounter += 1;
  return `203.${Math.floor(ipCounter / 65_536) % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
}

export interface Client {
  merchantId: string;
  ip?: string;
  language?: string;
  token?: string;
}

function headersOf(client: Client): Record<string, string> {
  return {
    merchant: client.merchantId,
    ...(client.language ? { language: client.language } : {}),
    ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
  };
}

export function call(
  app: FastifyInstance,
  client: Client,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: headersOf(client),
    remoteAddress: client.ip ?? freshIp(),
    ...(payload !== undefined ? { payload } : {}),
  });
}

export const sendLoginCode = (app: FastifyInstance, client: Client, phone: string) => call(app, client, 'POST', '/api/users/v1/auth/login', { phone });
export const confirmLoginCode = (app: FastifyInstance, client: Client, phone: string, code: string) =>
  call(app, client, 'POST', '/api/users/v1/auth/confirm', { phone, code });

/** The messages the console gateway "sent" to a phone, newest first. */
export async function outbox(app: FastifyInstance, phone: string, merchantId?: string): Promise<DevSmsMessage[]> {
  const res = await app.inject({ url: '/api/dev/sms-outbox', query: { phone, ...(merchantId ? { merchant: merchantId } : {}) } });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json() as DevSmsMessage[];
}

export async function lastCode(app: FastifyInstance, phone: string, merchantId?: string): Promise<string> {
  const code = (await outbox(app, phone, merchantId))[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
