// The Click SHOP API endpoints (Prepare and Complete). Registered in the payments scope whose parser hands
// the body over raw: Click's signature is over the form fields exactly as sent.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createClickService, clickReplyJson, type ClickEndpoint } from './click.ts';
import type { PaymentsCore } from './core.ts';

const ENDPOINTS: readonly ClickEndpoint[] = ['prepare', 'complete'];
// A path that names no merchant id is no Click endpoint at all: the API's own 400, like Payme's.
const params = z.object({ merchantId: z.uuid().describe("Our merchant id: part of the URLs set in the merchant's Click service") });

export function registerClickRoutes(scope: FastifyInstance, deps: { core: PaymentsCore }): void {
  const click = createClickService(deps.core);

  const r = scope.withTypeProvider<ZodTypeProvider>();
  for (const endpoint of ENDPOINTS) {
    r.post(
      `/api/payments/v1/click/:merchantId/${endpoint}`,
      {
        schema: {
          params,
          tags: ['payments'],
          summary: `Click SHOP API ${endpoint === 'prepare' ? 'Prepare (action=0)' : 'Complete (action=1)'}: called by Click, form-encoded and signed; answers Click's JSON, always HTTP 200`,
        },
      },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const answer = await click.handle(endpoint, request.params.merchantId, body);
        // Click reads its error codes from the body; the HTTP status stays 200 whatever they say.
        return reply.code(200).type('application/json; charset=utf-8').send(clickReplyJson(answer));
      },
    );
  }
}
