// The three commerce switches of the ordering path (issue 16): receiverActive (an order for someone else),
// productComment (a note per basket line) and isSmsConfirmationRequiredPerOrder (an SMS code before the
// order is placed), each on and off, through the HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { describeDatabase } from '@dastarkhan/db/testing';
import { authHeaders, createTestApp, execSql, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshIp, freshPhone, outbox } from '../accounts/test-support.ts';
import { openAroundTheClock, placeOrder, postOrder, productFacts, quote, requiredSelection, type OrderBody, type ProductFacts } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const branchId = DEMO.branchIds.amirTemur;
const CODE_PATH = '/api/orders/v1/orders/confirmation-code';

describe(`ordering switches: receiver, line comments, SMS confirmation (${describeDatabase()})`, () => {
  let t: TestApp;
  let somsa: ProductFacts;

  beforeAll(async () => {
    t = await createTestApp();
    await openAroundTheClock(t.database, branchId);
    somsa = await productFacts(t.database, DEMO.products.somsa.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function setWeb(flags: { receiverActive?: boolean; productComment?: boolean }): Promise<void> {
    await execSql(t.database, `update merchant_settings set web = web || $2::jsonb where merchant_id = $1`, [demo, JSON.stringify(flags)]);
    await t.app.services.merchants.invalidateMerchant(demo);
  }

  async function setSmsConfirmation(on: boolean): Promise<void> {
    await execSql(t.database, `update merchant_settings set is_sms_confirmation_required_per_order = $2 where merchant_id = $1`, [demo, on]);
    await t.app.services.merchants.invalidateMerchant(demo);
  }

  async function customer(): Promise<{ headers: Record<string, string>; phone: string }> {
    const phone = freshPhone().digits;
    const { token } = await signIn(t.app, demo, phone);
    return { headers: authHeaders(demo, token), phone };
  }

  const line = (comment?: string) => ({ productId: somsa.id, quantity: 2, modifications: requiredSelection(somsa), ...(comment !== undefined ? { comment } : {}) });
  const pickUp = (body: Partial<OrderBody> = {}): OrderBody => ({ serviceType: 'PICK_UP', branchId, paymentType: 'CASH', cartItems: [line()], ...body });

  async function refusal(headers: Record<string, string>, body: OrderBody): Promise<{ status: number; code: string; field: unknown; description: Record<string, string> }> {
    const res = await postOrder(t.app, headers, body);
    const { error } = res.json();
    return { status: res.statusCode, code: error?.code, field: error?.details?.field, description: error?.description };
  }

  describe('receiverActive', () => {
    it('off (the default): an order for someone else is 400 RECEIVER_DISABLED and nothing about a receiver is stored', async () => {
      await setWeb({ receiverActive: false });
      const { headers } = await customer();
      const refused = await refusal(headers, pickUp({ receiverName: 'Aziza', receiverPhone: '+998 90 765 43 21' }));
      expect(refused).toMatchObject({ status: 400, code: 'RECEIVER_DISABLED', field: 'receiverName' });
      expect(refused.description.ru).toBeTruthy();
      const order = await placeOrder(t.app, headers, pickUp());
      expect(order).toMatchObject({ receiverName: null, receiverPhone: null });
    });

    it('on: the name and the normalised phone are stored and shown on the order', async () => {
      await setWeb({ receiverActive: true });
      const { headers } = await customer();
      const order = await placeOrder(t.app, headers, pickUp({ receiverName: '  Aziza  ', receiverPhone: '(90) 765-43-21' }));
      expect(order).toMatchObject({ receiverName: 'Aziza', receiverPhone: '998907654321' });
      const read = await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers });
      expect(read.json()).toMatchObject({ receiverName: 'Aziza', receiverPhone: '998907654321' });
      // Read back from the table itself: the answer above could have been built from the request.
      const [row] = await queryRows(t.database, 'select receiver_name, receiver_phone from orders where id = $1', [order.id]);
      expect(row).toEqual({ receiver_name: 'Aziza', receiver_phone: '998907654321' });
    });

    it('on: a name without a valid phone (or a phone without a name) is refused with the field to fix', async () => {
      await setWeb({ receiverActive: true });
      const { headers } = await customer();
      expect(await refusal(headers, pickUp({ receiverName: 'Aziza', receiverPhone: '12' }))).toMatchObject({ status: 400, code: 'RECEIVER_PHONE_INVALID', field: 'receiverPhone' });
      expect(await refusal(headers, pickUp({ receiverName: 'Aziza' }))).toMatchObject({ status: 400, code: 'RECEIVER_PHONE_INVALID' });
      expect(await refusal(headers, pickUp({ receiverPhone: '+998 90 765 43 21' }))).toMatchObject({ status: 400, code: 'RECEIVER_NAME_REQUIRED', field: 'receiverName' });
    });

    it('on: the SMS receipt names the receiver', async () => {
      await setWeb({ receiverActive: true });
      const { headers } = await customer();
      const chequePhone = freshPhone();
      await placeOrder(t.app, headers, pickUp({ receiverName: 'Aziza', receiverPhone: '+998 90 765 43 21', sendCheque: true, sendChequePhone: chequePhone.international }));
      // The receipt is sent after the answer: wait for it.
      let text = '';
      for (let tries = 0; tries < 50 && text === ''; tries += 1) {
        text = (await outbox(t.app, chequePhone.digits, demo))[0]?.text ?? '';
        if (text === '') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(text).toContain('Aziza');
      expect(text).toContain('+998 90 765 43 21');
    });
  });

  describe('productComment', () => {
    it('off (the default): a line with a comment is 400 PRODUCT_COMMENT_DISABLED naming the line', async () => {
      await setWeb({ productComment: false });
      const { headers } = await customer();
      const refused = await refusal(headers, pickUp({ cartItems: [line(), line('No onions')] }));
      expect(refused).toMatchObject({ status: 400, code: 'PRODUCT_COMMENT_DISABLED', field: 'cartItems.1.comment' });
      // An empty (or blank) comment is no comment.
      const order = await placeOrder(t.app, headers, pickUp({ cartItems: [line('   ')] }));
      expect(order.items[0]?.comment).toBeNull();
    });

    it('on: each line keeps its own comment (two lines of one product stay apart), up to 200 characters', async () => {
      await setWeb({ productComment: true });
      const { headers } = await customer();
      const order = await placeOrder(t.app, headers, pickUp({ cartItems: [line('No onions'), line(' Extra spicy ')] }));
      expect(order.items.map((item) => item.comment)).toEqual(['No onions', 'Extra spicy']);
      const read = await t.app.inject({ url: `/api/orders/v1/orders/${order.id}`, headers });
      expect(read.json().items.map((item: { comment: string | null }) => item.comment)).toEqual(['No onions', 'Extra spicy']);
      const tooLong = await postOrder(t.app, headers, pickUp({ cartItems: [line('x'.repeat(201))] }));
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('isSmsConfirmationRequiredPerOrder', () => {
    it('is served with the order rules', async () => {
      await setSmsConfirmation(true);
      try {
        const res = await t.app.inject({ url: '/api/orders/v1/merchant/settings', headers: { merchant: demo } });
        expect(res.json().isSmsConfirmationRequiredPerOrder).toBe(true);
      } finally {
        await setSmsConfirmation(false);
      }
    });

    it('off (the default): no code is needed, and none is sent on request (400 ORDER_CONFIRMATION_NOT_REQUIRED)', async () => {
      await setSmsConfirmation(false);
      const { headers, phone } = await customer();
      const before = (await outbox(t.app, phone, demo)).length;
      const res = await t.app.inject({ method: 'POST', url: CODE_PATH, headers, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('ORDER_CONFIRMATION_NOT_REQUIRED');
      expect((await outbox(t.app, phone, demo)).length).toBe(before);
      await placeOrder(t.app, headers, pickUp());
    });

    it('on: no code is 400 ORDER_CONFIRMATION_REQUIRED, a wrong one 400 ORDER_CONFIRMATION_INVALID, the right one places the order once', async () => {
      const { headers, phone } = await customer();
      // Priced while the switch is off: the price check comes after the code check.
      const totals = await quote(t.app, headers, pickUp());
      await setSmsConfirmation(true);
      try {
        const withCode = (confirmationCode?: string) => pickUp({ totalPrice: totals.totalPrice, ...(confirmationCode ? { confirmationCode } : {}) });
        expect(await refusal(headers, withCode())).toMatchObject({ status: 400, code: 'ORDER_CONFIRMATION_REQUIRED', field: 'confirmationCode' });

        // Right after signing in: the sign-in code's resend pause does not hold the order's code back.
        const sent = await t.app.inject({ method: 'POST', url: CODE_PATH, headers, remoteAddress: freshIp() });
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json()).toMatchObject({ phone });
        const [message] = await outbox(t.app, phone, demo);
        const code = message!.code!;
        // The text says what the code is for (Uzbek: the merchant's main language and the request's default).
        expect(message!.text).toContain('buyurtmani tasdiqlash');

        const wrong = code === '000000' ? '111111' : '000000';
        expect(await refusal(headers, withCode(wrong))).toMatchObject({ status: 400, code: 'ORDER_CONFIRMATION_INVALID', field: 'confirmationCode' });
        // A refused order leaves the code usable: PRICE_CHANGED, then the same code at the right total.
        const changed = await postOrder(t.app, headers, { ...pickUp({ confirmationCode: code }), totalPrice: 0.01 });
        expect(changed.json().error.code).toBe('PRICE_CHANGED');
        const placed = await postOrder(t.app, headers, withCode(code));
        expect(placed.statusCode, placed.body).toBe(201);
        // Used up by that order.
        expect(await refusal(headers, withCode(code))).toMatchObject({ status: 400, code: 'ORDER_CONFIRMATION_INVALID' });
      } finally {
        await setSmsConfirmation(false);
      }
    });

    it("sends the merchant's own confirmation text (smsContent) with the code filled in", async () => {
      const { headers, phone } = await customer();
      await setSmsConfirmation(true);
      await execSql(t.database, `update merchant_settings set web = web || $2::jsonb where merchant_id = $1`, [demo, JSON.stringify({ smsContent: '{brand}: buyurtma kodi {code}' })]);
      await t.app.services.merchants.invalidateMerchant(demo);
      try {
        expect((await t.app.inject({ method: 'POST', url: CODE_PATH, headers, remoteAddress: freshIp() })).statusCode).toBe(200);
        const [message] = await outbox(t.app, phone, demo);
        expect(message!.text).toMatch(/^.+: buyurtma kodi \d{6}$/);
        expect(message!.text).toContain(message!.code!);
      } finally {
        await execSql(t.database, `update merchant_settings set web = web - 'smsContent' where merchant_id = $1`, [demo]);
        await setSmsConfirmation(false);
      }
    });

    it("on: a code is for its customer only (another customer's code is invalid)", async () => {
      const first = await customer();
      const second = await customer();
      const totals = await quote(t.app, second.headers, pickUp());
      await setSmsConfirmation(true);
      try {
        expect((await t.app.inject({ method: 'POST', url: CODE_PATH, headers: first.headers, remoteAddress: freshIp() })).statusCode).toBe(200);
        const code = (await outbox(t.app, first.phone, demo))[0]!.code!;
        expect(await refusal(second.headers, pickUp({ totalPrice: totals.totalPrice, confirmationCode: code }))).toMatchObject({ code: 'ORDER_CONFIRMATION_INVALID' });
      } finally {
        await setSmsConfirmation(false);
      }
    });

    it('needs a signed-in customer', async () => {
      const res = await t.app.inject({ method: 'POST', url: CODE_PATH, headers: { merchant: demo } });
      expect(res.statusCode).toBe(401);
    });
  });
});
