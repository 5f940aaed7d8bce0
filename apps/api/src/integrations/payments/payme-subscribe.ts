// HTTP client of Payme's Subscribe API (JSON-RPC 2.0 over POST, see @dastarkhan/domain/payme-subscribe):
// the back-end calls the API makes with the cash register's key (cards.check, cards.remove, receipts.*),
// and the front-end ones (cards.create, cards.get_verify_code, cards.verify) the browser makes, here for
// the tests that play the browser. Every call has a deadline; the client never logs what it sends.
import type { z } from 'zod';
import {
  SUBSCRIBE_METHODS,
  SubscribeCardResultSchema,
  SubscribeReceiptResultSchema,
  SubscribeReceiptStateResultSchema,
  SubscribeResponseSchema,
  SubscribeSuccessResultSchema,
  SubscribeVerifyCodeResultSchema,
  subscribeRequest,
  type SubscribeCard,
  type SubscribeErrorBody,
  type SubscribeMethod,
  type SubscribeReceipt,
  type SubscribeVerifyCode,
} from '@dastarkhan/domain/payme-subscribe';
import type { PaymeAccount } from './credentials.ts';

/** Payme answered the call with a JSON-RPC error: the request was understood and refused. */
export class SubscribeRefusal extends Error {
  readonly code: number;
  readonly providerMessage: SubscribeErrorBody['message'];
  readonly data: unknown;

  constructor(readonly method: SubscribeMethod, error: SubscribeErrorBody) {
    super(`Payme ${method} refused: ${error.code}`);
    this.name = 'SubscribeRefusal';
    this.code = error.code;
    this.providerMessage = error.message;
    this.data = error.data;
  }
}

export type SubscribeFailure = 'timeout' | 'unreachable' | 'status' | 'malformed';

/**
 * Payme could not be asked or gave no usable answer: whether the call took effect is unknown. The
 * message names no card data.
 */
export class SubscribeUnavailable extends Error {
  constructor(
    readonly method: SubscribeMethod,
    readonly reason: SubscribeFailure,
    message: string,
  ) {
    super(`Payme ${method}: ${message}`);
    this.name = 'SubscribeUnavailable';
  }
}

export interface CreateReceiptRequest {
  /** Tiyin. */
  amount: number;
  /** Our order id: the receipt's `account.order_id`, which Payme's Merchant API calls carry. */
  orderId: string;
  description?: string;
}

export interface PaymeSubscribeClient {
  // Front-end methods (X-Auth: <cash register id>).
  createCard(account: Pick<PaymeAccount, 'merchantId'>, card: { number: string; expire: string }, save?: boolean): Promise<SubscribeCard>;
  sendVerifyCode(account: Pick<PaymeAccount, 'merchantId'>, token: string): Promise<SubscribeVerifyCode>;
  verifyCard(account: Pick<PaymeAccount, 'merchantId'>, token: string, code: string): Promise<SubscribeCard>;
  // Back-end methods (X-Auth: <cash register id>:<key>).
  checkCard(account: PaymeAccount, token: string): Promise<SubscribeCard>;
  removeCard(account: PaymeAccount, token: string): Promise<boolean>;
  createReceipt(account: PaymeAccount, request: CreateReceiptRequest): Promise<SubscribeReceipt>;
  payReceipt(account: PaymeAccount, receiptId: string, token: string): Promise<SubscribeReceipt>;
  checkReceipt(account: PaymeAccount, receiptId: string): Promise<number>;
  cancelReceipt(account: PaymeAccount, receiptId: string): Promise<SubscribeReceipt>;
}

export interface PaymeSubscribeOptions {
  /** The endpoint, e.g. https://checkout.paycom.uz/api (PAYME_SUBSCRIBE_URL). */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createPaymeSubscribeClient(options: PaymeSubscribeOptions): PaymeSubscribeClient {
  const fetchImpl = options.fetch ?? fetch;
  let nextId = 1;

  async function call<S extends z.ZodType>(method: SubscribeMethod, auth: string, params: unknown, schema: S): Promise<z.output<S>> {
    const id = nextId++;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-auth': auth },
        body: subscribeRequest(id, method, params),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new SubscribeUnavailable(method, timedOut ? 'timeout' : 'unreachable', timedOut ? `no answer in ${options.timeoutMs} ms` : 'could not connect');
    }
    // JSON-RPC answers every call, refusals included, with HTTP 200; anything else is the gateway failing.
    if (status !== 200) throw new SubscribeUnavailable(method, 'status', `HTTP ${status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SubscribeUnavailable(method, 'malformed', 'the answer is not JSON');
    }
    const envelope = SubscribeResponseSchema.safeParse(body);
    if (!envelope.success) throw new SubscribeUnavailable(method, 'malformed', 'the answer is not a JSON-RPC response');
    if ('error' in envelope.data && envelope.data.error) throw new SubscribeRefusal(method, envelope.data.error);
    const result = schema.safeParse((envelope.data as { result: unknown }).result);
    if (!result.success) throw new SubscribeUnavailable(method, 'malformed', 'the result does not have the documented shape');
    return result.data;
  }

  const front = (account: Pick<PaymeAccount, 'merchantId'>) => account.merchantId;
  const back = (account: PaymeAccount) => `${account.merchantId}:${account.key}`;

  return {
    async createCard(account, card, save = true) {
      return (await call(SUBSCRIBE_METHODS.cardsCreate, front(account), { card, save }, SubscribeCardResultSchema)).card;
    },
    sendVerifyCode: (account, token) => call(SUBSCRIBE_METHODS.cardsGetVerifyCode, front(account), { token }, SubscribeVerifyCodeResultSchema),
    async verifyCard(account, token, code) {
      return (await call(SUBSCRIBE_METHODS.cardsVerify, front(account), { token, code }, SubscribeCardResultSchema)).card;
    },
    async checkCard(account, token) {
      return (await call(SUBSCRIBE_METHODS.cardsCheck, back(account), { token }, SubscribeCardResultSchema)).card;
    },
    async removeCard(account, token) {
      return (await call(SUBSCRIBE_METHODS.cardsRemove, back(account), { token }, SubscribeSuccessResultSchema)).success;
    },
    async createReceipt(account, request) {
      const params = {
        amount: request.amount,
        account: { order_id: request.orderId },
        ...(request.description ? { description: request.description } : {}),
      };
      return (await call(SUBSCRIBE_METHODS.receiptsCreate, back(account), params, SubscribeReceiptResultSchema)).receipt;
    },
    async payReceipt(account, receiptId, token) {
      return (await call(SUBSCRIBE_METHODS.receiptsPay, back(account), { id: receiptId, token }, SubscribeReceiptResultSchema)).receipt;
    },
    async checkReceipt(account, receiptId) {
      return (await call(SUBSCRIBE_METHODS.receiptsCheck, back(account), { id: receiptId }, SubscribeReceiptStateResultSchema)).state;
    },
    async cancelReceipt(account, receiptId) {
      return (await call(SUBSCRIBE_METHODS.receiptsCancel, back(account), { id: receiptId }, SubscribeReceiptResultSchema)).receipt;
    },
  };
}
