// Test helper: a fake Payme Subscribe API on 127.0.0.1 (JSON-RPC 2.0 on POST /api, X-Auth checked the
// way Payme does: the cash register id for the browser's card methods, id:key for the server's), with
// CORS so the storefront's browser can call it. It keeps cards and receipts in memory, records every
// call and every charge, and can be told to fail (no test framework imports). Cards it knows:
// Payme's test cards (any SMS code but 666666 is wrong) and one that is always declined at payment.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FRONT_END_METHODS, RECEIPT_STATE, SUBSCRIBE_ERRORS, SUBSCRIBE_METHODS, type SubscribeMethod } from '@dastarkhan/domain/payme-subscribe';

/** Payme's published test card. */
export const FAKE_PAYME_CARD = { number: '8600495473316478', expire: '0399', code: '666666' } as const;
/** Payme's second test card. */
export const FAKE_PAYME_SECOND_CARD = { number: '8600069195406311', expire: '0399', code: '666666' } as const;
/** Verifies like any card, then every payment with it is declined for want of money. */
export const FAKE_PAYME_DECLINING_CARD = { number: '9860100100000007', expire: '0399', code: '666666' } as const;
/** The SMS code of every fake card. */
export const FAKE_PAYME_SMS_CODE = '666666';

/** The demo merchant's cash register (packages/db seed). */
export const FAKE_PAYME_DEMO_ACCOUNT = { merchantId: '5e730e8e0b852a417aa49ceb', key: 'demo-payme-key' } as const;

/**
 * How calls are answered. `down`: HTTP 502 and no effect (the gateway in front of Payme failing).
 * `slow`: the call takes effect, and its answer comes after `delayMs` (a client that gave up does not
 * know whether a payment went through). `garbage`: HTTP 200 with a page that is not JSON, no effect.
 */
export type FakeSubscribeMode = { kind: 'ok' } | { kind: 'down' } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' };

export interface FakeSubscribeCall {
  method: string;
  params: Record<string, unknown>;
  auth: string | null;
  origin: string | null;
}

export interface FakeSubscribeCard {
  token: string;
  register: string;
  number: string;
  /** MM/YY */
  expire: string;
  verified: boolean;
  recurrent: boolean;
  declines: boolean;
}

export interface FakeSubscribeReceipt {
  _id: string;
  register: string;
  amount: number;
  orderId: string;
  description: string;
  state: number;
  create_time: number;
  pay_time: number;
  cancel_time: number;
  /** The token that paid it. */
  paidWith: string | null;
}

export interface FakePaymeSubscribe {
  /** The endpoint, like https://checkout.paycom.uz/api. */
  url: string;
  /** The origin, for a Content-Security-Policy's connect-src. */
  origin: string;
  calls: FakeSubscribeCall[];
  cards: Map<string, FakeSubscribeCard>;
  receipts: Map<string, FakeSubscribeReceipt>;
  /** Receipts paid, in order: a second entry for one order is a double charge. */
  charges: FakeSubscribeReceipt[];
  /** Paid receipts cancelled (money given back). */
  refunds: FakeSubscribeReceipt[];
  /** How every call is answered (default ok). */
  mode: FakeSubscribeMode;
  /** Overrides `mode` for one method. */
  methodModes: Partial<Record<SubscribeMethod, FakeSubscribeMode>>;
  close(): Promise<void>;
}

export interface FakeSubscribeOptions {
  /** Cash registers it knows (default: the demo merchant's). */
  accounts?: ReadonlyArray<{ merchantId: string; key: string }>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    readonly ru: string,
    readonly en: string,
    readonly data?: string,
  ) {
    super(en);
  }
}

const CARDS_ON_FILE: Record<string, { expire: string; declines: boolean }> = {
  [FAKE_PAYME_CARD.number]: { expire: '03/99', declines: false },
  [FAKE_PAYME_SECOND_CARD.number]: { expire: '03/99', declines: false },
  [FAKE_PAYME_DECLINING_CARD.number]: { expire: '03/99', declines: true },
};

const hex24 = () => randomBytes(12).toString('hex');
const tokenOf = () => `${hex24()}_${randomBytes(48).toString('base64url')}`;
const masked = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-auth',
  'access-control-max-age': '600',
};

export async function startFakePaymeSubscribe(options: FakeSubscribeOptions = {}): Promise<FakePaymeSubscribe> {
  const registers = new Map((options.accounts ?? [FAKE_PAYME_DEMO_ACCOUNT]).map((account) => [account.merchantId, account.key]));
  const state = {
    mode: { kind: 'ok' } as FakeSubscribeMode,
    methodModes: {} as Partial<Record<SubscribeMethod, FakeSubscribeMode>>,
  };
  const calls: FakeSubscribeCall[] = [];
  const cards = new Map<string, FakeSubscribeCard>();
  const receipts = new Map<string, FakeSubscribeReceipt>();
  const charges: FakeSubscribeReceipt[] = [];
  const refunds: FakeSubscribeReceipt[] = [];

  /** The cash register the call is authorised for, or an access error. */
  function registerOf(method: string, auth: string | null): string {
    const [id, key, ...rest] = (auth ?? '').split(':');
    if (!id || rest.length > 0 || !registers.has(id)) throw new RpcError(SUBSCRIBE_ERRORS.ACCESS_DENIED, 'Недостаточно привилегий', 'Insufficient privileges');
    const frontEnd = (FRONT_END_METHODS as readonly string[]).includes(method);
    if (key === undefined ? !frontEnd : registers.get(id) !== key) {
      throw new RpcError(SUBSCRIBE_ERRORS.ACCESS_DENIED, 'Недостаточно привилегий', 'Insufficient privileges');
    }
    return id;
  }

  const str = (params: Record<string, unknown>, name: string): string => {
    const value = params[name];
    if (typeof value !== 'string' || value === '') throw new RpcError(SUBSCRIBE_ERRORS.INVALID_PARAMS, 'Неверные параметры', 'Invalid params', name);
    return value;
  };

  function cardOf(register: string, token: string): FakeSubscribeCard {
    const card = cards.get(token);
    if (!card || card.register !== register) throw new RpcError(SUBSCRIBE_ERRORS.CARD_NOT_FOUND, 'Карта не найдена', 'Card not found');
    return card;
  }

  function receiptOf(register: string, id: string): FakeSubscribeReceipt {
    const receipt = receipts.get(id);
    if (!receipt || receipt.register !== register) throw new RpcError(SUBSCRIBE_ERRORS.RECEIPT_NOT_FOUND, 'Чек не найден', 'Receipt not found');
    return receipt;
  }

  const cardView = (card: FakeSubscribeCard) => ({ number: masked(card.number), expire: card.expire, token: card.token, recurrent: card.recurrent, verify: card.verified, type: '22618' });

  function receiptView(receipt: FakeSubscribeReceipt) {
    const card = receipt.paidWith ? cards.get(receipt.paidWith) : undefined;
    return {
      _id: receipt._id,
      create_time: receipt.create_time,
      pay_time: receipt.pay_time,
      cancel_time: receipt.cancel_time,
      state: receipt.state,
      type: 2,
      external: false,
      operation: -1,
      category: null,
      error: null,
      description: receipt.description,
      detail: null,
      amount: receipt.amount,
      currency: 860,
      commission: 0,
      account: [{ name: 'order_id', title: 'Номер заказа', value: receipt.orderId, main: true }],
      // Payme writes the expiry of a paying card as YYMM.
      card: card ? { number: masked(card.number), expire: `${card.expire.slice(3)}${card.expire.slice(0, 2)}` } : null,
      merchant: { _id: receipt.register, name: 'Fake merchant' },
      meta: { source: 'subscribe', owner: receipt.register },
      processing_id: null,
    };
  }

  function perform(method: string, params: Record<string, unknown>, auth: string | null): unknown {
    switch (method) {
      case SUBSCRIBE_METHODS.cardsCreate: {
        const register = registerOf(method, auth);
        const card = params.card as { number?: unknown; expire?: unknown } | undefined;
        const number = typeof card?.number === 'string' ? card.number : '';
        const expire = typeof card?.expire === 'string' ? card.expire : '';
        const known = CARDS_ON_FILE[number];
        if (!/^\d{16}$/.test(number) || !known) throw new RpcError(SUBSCRIBE_ERRORS.CARD_INVALID, 'Неверный номер карты', 'Invalid card number', 'number');
        if (`${expire.slice(0, 2)}/${expire.slice(2)}` !== known.expire || expire.length !== 4) {
          throw new RpcError(SUBSCRIBE_ERRORS.CARD_INVALID, 'Неверный срок действия карты', 'Invalid expiry date', 'expire');
        }
        const token = tokenOf();
        const saved: FakeSubscribeCard = { token, register, number, expire: known.expire, verified: false, recurrent: params.save !== false, declines: known.declines };
        cards.set(token, saved);
        return { card: cardView(saved) };
      }
      case SUBSCRIBE_METHODS.cardsGetVerifyCode: {
        cardOf(registerOf(method, auth), str(params, 'token'));
        return { sent: true, phone: '99890*****66', wait: 60_000 };
      }
      case SUBSCRIBE_METHODS.cardsVerify: {
        const card = cardOf(registerOf(method, auth), str(params, 'token'));
        if (str(params, 'code') !== FAKE_PAYME_SMS_CODE) throw new RpcError(SUBSCRIBE_ERRORS.SMS_CODE_WRONG, 'Неверный код', 'Wrong code');
        card.verified = true;
        return { card: cardView(card) };
      }
      case SUBSCRIBE_METHODS.cardsCheck:
        return { card: cardView(cardOf(registerOf(method, auth), str(params, 'token'))) };
      case SUBSCRIBE_METHODS.cardsRemove: {
        const register = registerOf(method, auth);
        cardOf(register, str(params, 'token'));
        cards.delete(str(params, 'token'));
        return { success: true };
      }
      case SUBSCRIBE_METHODS.receiptsCreate: {
        const register = registerOf(method, auth);
        const amount = params.amount;
        const account = params.account as { order_id?: unknown } | undefined;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) throw new RpcError(SUBSCRIBE_ERRORS.INVALID_PARAMS, 'Неверная сумма', 'Invalid amount', 'amount');
        if (typeof account?.order_id !== 'string' || account.order_id === '') throw new RpcError(SUBSCRIBE_ERRORS.INVALID_PARAMS, 'Неверный счёт', 'Invalid account', 'account');
        const receipt: FakeSubscribeReceipt = {
          _id: hex24(),
          register,
          amount,
          orderId: account.order_id,
          description: typeof params.description === 'string' ? params.description : '',
          state: RECEIPT_STATE.CREATED,
          create_time: Date.now(),
          pay_time: 0,
          cancel_time: 0,
          paidWith: null,
        };
        receipts.set(receipt._id, receipt);
        return { receipt: receiptView(receipt) };
      }
      case SUBSCRIBE_METHODS.receiptsPay: {
        const register = registerOf(method, auth);
        const receipt = receiptOf(register, str(params, 'id'));
        const card = cardOf(register, str(params, 'token'));
        if (receipt.state !== RECEIPT_STATE.CREATED) throw new RpcError(SUBSCRIBE_ERRORS.RECEIPT_STATE, 'Чек уже оплачен или отменён', 'The receipt is already paid or cancelled');
        if (!card.verified) throw new RpcError(SUBSCRIBE_ERRORS.CARD_UNUSABLE, 'Карта не подтверждена', 'The card is not verified');
        if (card.declines) throw new RpcError(SUBSCRIBE_ERRORS.INSUFFICIENT_FUNDS_PAY, 'Недостаточно средств', 'Insufficient funds');
        receipt.state = RECEIPT_STATE.PAID;
        receipt.pay_time = Date.now();
        receipt.paidWith = card.token;
        charges.push(receipt);
        return { receipt: receiptView(receipt) };
      }
      case SUBSCRIBE_METHODS.receiptsCheck:
        return { state: receiptOf(registerOf(method, auth), str(params, 'id')).state };
      case SUBSCRIBE_METHODS.receiptsGet:
        return { receipt: receiptView(receiptOf(registerOf(method, auth), str(params, 'id'))) };
      case SUBSCRIBE_METHODS.receiptsCancel: {
        const receipt = receiptOf(registerOf(method, auth), str(params, 'id'));
        if (receipt.state === RECEIPT_STATE.PAID) {
          receipt.state = RECEIPT_STATE.CANCEL_QUEUED;
          refunds.push(receipt);
        } else if (receipt.state === RECEIPT_STATE.CREATED) {
          receipt.state = RECEIPT_STATE.CANCELLED;
        }
        receipt.cancel_time = Date.now();
        return { receipt: receiptView(receipt) };
      }
      default:
        throw new RpcError(SUBSCRIBE_ERRORS.METHOD_NOT_FOUND, 'Метод не найден', 'Method not found', method);
    }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown, type = 'application/json; charset=utf-8') => {
        if (response.destroyed) return;
        response.writeHead(status, { ...CORS, 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (path !== '/api') return send(404, 'Not found', 'text/plain');
      const raw = await readBody(request);
      let id: unknown = null;
      if (request.method !== 'POST') return send(200, { jsonrpc: '2.0', id, error: { code: -32300, message: 'Only POST' } });
      let body: { id?: unknown; method?: unknown; params?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return send(200, { jsonrpc: '2.0', id, error: { code: SUBSCRIBE_ERRORS.PARSE_ERROR, message: 'Parse error' } });
      }
      id = body.id ?? null;
      const method = typeof body.method === 'string' ? body.method : '';
      const params = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
      const auth = typeof request.headers['x-auth'] === 'string' ? request.headers['x-auth'] : null;
      calls.push({ method, params, auth, origin: typeof request.headers.origin === 'string' ? request.headers.origin : null });

      const mode = state.methodModes[method as SubscribeMethod] ?? state.mode;
      if (mode.kind === 'down') return send(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html');
      if (mode.kind === 'garbage') return send(200, '<html>maintenance</html>', 'text/html');
      let answer: unknown;
      try {
        answer = { jsonrpc: '2.0', id, result: perform(method, params, auth) };
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        answer = { jsonrpc: '2.0', id, error: { code: error.code, message: { ru: error.ru, uz: error.ru, en: error.en }, ...(error.data ? { data: error.data } : {}) } };
      }
      if (mode.kind === 'slow') setTimeout(() => send(200, answer), mode.delayMs).unref();
      else send(200, answer);
    })().catch(() => {
      if (!response.destroyed) response.writeHead(500).end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/api`,
    origin,
    calls,
    cards,
    receipts,
    charges,
    refunds,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeSubscribeMode) {
      state.mode = mode;
    },
    get methodModes() {
      return state.methodModes;
    },
    set methodModes(modes: Partial<Record<SubscribeMethod, FakeSubscribeMode>>) {
      state.methodModes = modes;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
