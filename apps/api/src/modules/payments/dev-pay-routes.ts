// Development only: a payment page that plays the provider's side of its real protocol against our own
// callback endpoints (Payme: CheckPerformTransaction → CreateTransaction → PerformTransaction; Click:
// prepare → complete; Uzum: check → create → confirm), so the demo can be paid end to end offline.
// Registered only when NODE_ENV is not production; checkout links lead here when the merchant's
// paymentSandbox setting is on.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { formatTiyin } from '@dastarkhan/domain/money';
import { rawText } from '@dastarkhan/domain/contracts/text';
import type { OnlineProvider } from '@dastarkhan/domain/enums';
import type { ClickAccount, PaymeAccount, UzumAccount } from '../../integrations/payments/credentials.ts';
import { somWithCents } from '../../integrations/payments/links.ts';
import type { OrderRow, PaymentsCore } from './core.ts';
import { clickRequest, clickSignTime, newPaymeId, paymeRequest, uzumRequest, type ProviderRequest } from './provider-side.ts';
import { returnUrlAllowed, type ReturnUrlRules } from './service.ts';

const PROVIDERS = {
  payme: 'PAYME',
  click: 'CLICK',
  uzum: 'UZUM',
} as const satisfies Record<string, OnlineProvider>;
const BRAND: Record<OnlineProvider, string> = {
  PAYME: 'Payme',
  CLICK: 'Click',
  UZUM: 'Uzum Bank',
};

const Params = z.object({ orderId: z.uuid() });
const Query = z.object({
  merchant: z.uuid(),
  return: rawText().max(2000).optional(),
});

/** What one step of the provider's side answered: ok, or the provider-visible error to show. */
type StepResult = { ok: true; body: Record<string, unknown> } | { ok: false; error: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}.note{color:#666;font-size:13px}.amount{font-size:28px;font-weight:700;margin:16px 0}
.error{color:#b00020}form{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:12px;border-radius:10px;border:0;font-size:16px}
.pay{background:#00a3b4;color:#fff}.decline{background:#e9eaee}
</style></head><body><main>${body}</main></body></html>`;
}

export function registerDevPayRoutes(app: FastifyInstance, deps: { core: PaymentsCore; returnUrlRules: ReturnUrlRules }): void {
  const { core } = deps;

  async function send(request: ProviderRequest): Promise<Record<string, unknown>> {
    const response = await app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    return response.json<Record<string, unknown>>();
  }

  async function payWithPayme(merchant: Merchant, account: PaymeAccount, order: OrderRow): Promise<StepResult> {
    const id = newPaymeId();
    const payFor = { order_id: order.id };
    const steps: Array<[string, Record<string, unknown>]> = [
      ['CheckPerformTransaction', { amount: order.totalPrice, account: payFor }],
      ['CreateTransaction', { id, time: Date.now(), amount: order.totalPrice, account: payFor }],
      ['PerformTransaction', { id }],
    ];
    let last: Record<string, unknown> = {};
    for (const [index, [method, params]] of steps.entries()) {
      last = await send(paymeRequest(merchant.id, account, method, params, index + 1));
      const error = last.error as { message?: { en?: string }; code?: number } | undefined;
      if (error)
        return {
          ok: false,
          error: `${method}: ${error.message?.en ?? 'error'} (${error.code ?? '?'})`,
        };
    }
    return { ok: true, body: last };
  }

  async function payWithClick(merchant: Merchant, account: ClickAccount, order: OrderRow): Promise<StepResult> {
    // Click's ids are 64-bit numbers, sent as decimal strings.
    const clickTransId = String(randomInt(1_000_000_000, 2 ** 47));
    const common = {
      click_trans_id: clickTransId,
      service_id: account.serviceId,
      click_paydoc_id: String(randomInt(1_000_000_000, 2 ** 47)),
      merchant_trans_id: order.id,
      amount: somWithCents(order.totalPrice),
      error: '0',
      error_note: 'Success',
      sign_time: clickSignTime(new Date()),
    };
    const prepared = await send(clickRequest(merchant.id, account, { ...common, action: '0' }));
    if (prepared.error !== 0)
      return {
        ok: false,
        error: `prepare: ${String(prepared.error_note)} (${String(prepared.error)})`,
      };
    const completed = await send(
      clickRequest(merchant.id, account, {
        ...common,
        action: '1',
        merchant_prepare_id: String(prepared.merchant_prepare_id),
      }),
    );
    if (completed.error !== 0)
      return {
        ok: false,
        error: `complete: ${String(completed.error_note)} (${String(completed.error)})`,
      };
    return { ok: true, body: completed };
  }

  async function payWithUzum(merchant: Merchant, account: UzumAccount, order: OrderRow): Promise<StepResult> {
    const transId = randomUUID();
    const base = {
      serviceId: Number(account.serviceId),
      params: { orderId: order.id },
    };
    const steps: Array<['check' | 'create' | 'confirm', Record<string, unknown>]> = [
      ['check', { ...base, timestamp: Date.now(), amount: order.totalPrice }],
      ['create', { ...base, timestamp: Date.now(), transId, amount: order.totalPrice }],
      ['confirm', { serviceId: base.serviceId, timestamp: Date.now(), transId }],
    ];
    let last: Record<string, unknown> = {};
    for (const [operation, body] of steps) {
      last = await send(uzumRequest(merchant.id, account, operation, body));
      if (last.status === 'FAILED')
        return {
          ok: false,
          error: `${operation}: error ${String(last.errorCode)}`,
        };
    }
    return { ok: true, body: last };
  }

  /** Plays the provider's whole payment against our endpoints with the merchant's account there. */
  async function pay(provider: OnlineProvider, merchant: Merchant, order: OrderRow): Promise<StepResult> {
    const missing: StepResult = {
      ok: false,
      error: `no ${BRAND[provider]} account`,
    };
    switch (provider) {
      case 'PAYME': {
        const found = await core.accountFor(merchant.id, 'PAYME');
        return found ? payWithPayme(merchant, found.account, order) : missing;
      }
      case 'CLICK': {
        const found = await core.accountFor(merchant.id, 'CLICK');
        return found ? payWithClick(merchant, found.account, order) : missing;
      }
      case 'UZUM': {
        const found = await core.accountFor(merchant.id, 'UZUM');
        return found ? payWithUzum(merchant, found.account, order) : missing;
      }
    }
  }

  /** The order and the provider account behind a sandbox URL, or the reason there is nothing to pay. */
  async function load(providerKey: keyof typeof PROVIDERS, orderId: string, merchantId: string) {
    const provider = PROVIDERS[providerKey];
    const found = await core.accountFor(merchantId, provider);
    const order = found ? await core.findOrder(found.merchant.id, orderId) : null;
    return { provider, found, order };
  }

  void app.register(async (scope) => {
    // The page's own form posts: the raw body is read as a form.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    for (const providerKey of Object.keys(PROVIDERS) as Array<keyof typeof PROVIDERS>) {
      r.get(`/api/dev/pay/${providerKey}/:orderId`, { schema: { hide: true, params: Params, querystring: Query } }, async (request, reply) => {
        const { provider, found, order } = await load(providerKey, request.params.orderId, request.query.merchant);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!found || !order || order.paymentType !== provider) {
          return reply.code(404).send(page('Not found', `<h1>Nothing to pay</h1><p class="note">No such order for ${BRAND[provider]} here.</p>`));
        }
        const state = order.isPaid ? 'This order is already paid.' : order.status === 'CANCELED' ? 'This order was cancelled.' : '';
        const action = `?${new URLSearchParams({ merchant: found.merchant.id, ...(request.query.return ? { return: request.query.return } : {}) }).toString()}`;
        return page(
          `${BRAND[provider]} sandbox`,
          `<h1>${escapeHtml(BRAND[provider])} — test payment</h1>
<p class="note">Development sandbox: no money moves. ${escapeHtml(found.merchant.name.eng || found.merchant.sub)}, order #${order.number}.</p>
<p class="amount">${escapeHtml(formatTiyin(order.totalPrice, 'eng'))}</p>
${state ? `<p class="error">${escapeHtml(state)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<button class="decline" name="decision" value="decline">Decline</button>
<button class="pay" name="decision" value="pay"${state ? ' disabled' : ''}>Pay</button>
</form>`,
        );
      });

      r.post(
        `/api/dev/pay/${providerKey}/:orderId`,
        {
          schema: {
            hide: true,
            params: Params,
            querystring: Query,
            body: z.object({ decision: z.enum(['pay', 'decline']) }),
          },
        },
        async (request, reply) => {
          const { provider, found, order } = await load(providerKey, request.params.orderId, request.query.merchant);
          reply.header('cache-control', 'no-store');
          if (!found || !order || order.paymentType !== provider) {
            return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Nothing to pay</h1>'));
          }
          const back = request.query.return ? URL.parse(request.query.return) : null;
          const origin = new URL(`${request.protocol}://${request.host}`);
          const returnTo =
            back && returnUrlAllowed(back, found.merchant, origin, deps.returnUrlRules) ? back.toString() : new URL(`/profile/orders/${order.id}`, origin).toString();
          if (request.body.decision === 'pay') {
            const result = await pay(provider, found.merchant, order);
            if (!result.ok) {
              return reply
                .code(409)
                .type('text/html; charset=utf-8')
                .send(
                  page(
                    'Payment refused',
                    `<h1>Payment refused</h1><p class="error">${escapeHtml(result.error)}</p><p><a href="${escapeHtml(returnTo)}">Back to the order</a></p>`,
                  ),
                );
            }
          }
          return reply.code(303).redirect(returnTo);
        },
      );
    }
  });
}
