// The providers' side of their merchant protocols: the requests Payme, Click and Uzum send to our
// callback endpoints, signed the way they sign them. The development sandbox page plays the provider
// with these, and the protocol tests speak through them.
import { createHash } from 'node:crypto';
import type { ClickAccount, PaymeAccount, UzumAccount } from '../../integrations/payments/credentials.ts';

export interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function basic(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`;
}

// Payme ------------------------------------------------------------------------------------------

export const paymeUrl = (merchantId: string) => `/api/payments/v1/payme/${merchantId}`;

/** A Payme Merchant API call: JSON-RPC 2.0 with Basic `Paycom:<key>`. */
export function paymeRequest(
  merchantId: string,
  account: Pick<PaymeAccount, 'key'>,
  method: string,
  params: unknown,
  id: number = Date.now(),
): ProviderRequest {
  return {
    url: paymeUrl(merchantId),
    headers: { 'content-type': 'application/json', authorization: basic('Paycom', account.key) },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  };
}

/** A Payme transaction id: 24 hex characters, like Payme's own. */
export function newPaymeId(): string {
  return createHash('sha256').update(`${Date.now()}:${Math.random()}`).digest('hex').slice(0, 24);
}

// Click ------------------------------------------------------------------------------------------

export const clickUrl = (merchantId: string, action: 'prepare' | 'complete') => `/api/payments/v1/click/${merchantId}/${action}`;

export interface ClickFields {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  /** Only on complete. */
  merchant_prepare_id?: string;
  amount: string;
  action: '0' | '1';
  error: string;
  error_note: string;
  sign_time: string;
}

/** Click's sign_string: md5 over the raw fields (prepare without, complete with merchant_prepare_id). */
export function clickSign(fields: Omit<ClickFields, 'error' | 'error_note' | 'click_paydoc_id'>, secretKey: string): string {
  const parts = [fields.click_trans_id, fields.service_id, secretKey, fields.merchant_trans_id];
  if (fields.action === '1') parts.push(fields.merchant_prepare_id ?? '');
  parts.push(fields.amount, fields.action, fields.sign_time);
  return createHash('md5').update(parts.join(''), 'utf8').digest('hex');
}

/** "YYYY-MM-DD HH:mm:ss" as Click writes sign_time (Tashkent time). */
export function clickSignTime(at: Date): string {
  const local = new Date(at.getTime() + 5 * 3_600_000);
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** A Click SHOP API call, form-encoded and signed with the merchant's secret key. */
export function clickRequest(merchantId: string, account: Pick<ClickAccount, 'secretKey'>, fields: ClickFields): ProviderRequest {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  form.set('sign_string', clickSign(fields, account.secretKey));
  return {
    url: clickUrl(merchantId, fields.action === '0' ? 'prepare' : 'complete'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  };
}

// Uzum -------------------------------------------------------------------------------------------

export type UzumOperation = 'check' | 'create' | 'confirm' | 'reverse' | 'status';

export const uzumUrl = (merchantId: string, operation: UzumOperation) => `/api/payments/v1/uzum/${merchantId}/${operation}`;

/** An Uzum Merchant API webhook: JSON with Basic auth. */
export function uzumRequest(
  merchantId: string,
  account: Pick<UzumAccount, 'login' | 'password'>,
  operation: UzumOperation,
  body: Record<string, unknown>,
): ProviderRequest {
  return {
    url: uzumUrl(merchantId, operation),
    headers: { 'content-type': 'application/json', authorization: basic(account.login, account.password) },
    body: JSON.stringify(body),
  };
}
