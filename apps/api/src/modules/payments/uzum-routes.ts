// The Uzum Bank Merchant API webhooks (check, create, confirm, reverse, status). Registered in the payments
// scope whose parser hands the body over raw, so that a body that is not JSON still gets Uzum's answer.
import type { FastifyInstance } from 'fastify';
import type { PaymentsCore } from './core.ts';
import { createUzumService, UZUM_OPERATIONS } from './uzum.ts';

export function registerUzumRoutes(scope: FastifyInstance, deps: { core: PaymentsCore }): void {
  const uzum = createUzumService(deps.core);

  // One route for the five operations: an unknown one is answered in Uzum's format (10003), not with a 404.
  scope.post<{ Params: { merchantId: string; operation: string } }>(
    '/api/payments/v1/uzum/:merchantId/:operation',
    {
      schema: {
        tags: ['payments'],
        summary: `Uzum Bank Merchant API webhook (${UZUM_OPERATIONS.join(', ')}): called by Uzum with JSON and Basic auth; HTTP 200 for successes, 400 for status FAILED`,
      },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await uzum.handle(request.params.operation, request.params.merchantId, request.headers.authorization, body);
      return reply.code(answer.httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
    },
  );
}
