// HTTP route of the signed-in customer's cashback balance (so'm).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@dastarkhan/db/client';
import { CashbackBalanceSchema } from '@dastarkhan/domain/contracts/promo';
import { tiyinToSom } from '@dastarkhan/domain/money';
import type { CashbackService } from './service.ts';

export function registerCashbackRoutes(app: FastifyInstance, deps: { db: Database; cashback: CashbackService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, cashback } = deps;

  r.get(
    '/api/orders/v1/cashback/balance',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['cashback'],
        summary: "The signed-in customer's cashback balance",
        description: 'Earned on closed orders at the merchant\'s rate, spent on orders, given back when an order that spent it is canceled.',
        response: { 200: CashbackBalanceSchema },
      },
    },
    async (request) => {
      // Corrections (ADJUST) could take the ledger below zero; the customer has nothing to spend then.
      const balance = await cashback.balance(db, request.user.merchantId, request.user.id);
      return { balance: tiyinToSom(Math.max(0, balance)) };
    },
  );
}
