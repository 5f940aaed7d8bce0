// The Payme Merchant API endpoint. Payme's protocol answers every call with HTTP 200 in its own JSON-RPC
// format, so nothing here goes through the API's error body: a wrong method is -32300, an unreadable body
// -32700. Only a path whose merchant id is not a uuid is no Payme endpoint at all and gets the API's 400.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsCore } from './core.ts';
import { createPaymeHandler, PaymeAnswerSchema, paymeNotPost, paymeUnreadableBody, type PaymeAnswer } from './payme.ts';

const PAYME_PATH = '/api/payments/v1/payme/:merchantId';

const tags = ['payments'];

const params = z.object({ merchantId: z.uuid().describe('Our merchant id: the endpoint URL set in the merchant\'s Payme cash register') });

const send = (reply: FastifyReply, answer: PaymeAnswer) => reply.code(200).type('application/json; charset=utf-8').send(answer);

/**
 * Fastify refuses a body it cannot read (too large, broken length) before the handler runs; Payme still
 * gets its own answer. Every other error (the path's merchant id) goes on to the API's error handler.
 */
function bodyErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_')) return send(reply, paymeUnreadableBody());
  throw error;
}

export function registerPaymeRoutes(scope: FastifyInstance, deps: { core: PaymentsCore }): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  const payme = createPaymeHandler(deps.core);

  r.post(
    PAYME_PATH,
    {
      errorHandler: bodyErrors,
      schema: {
        tags,
        summary: 'Payme Merchant API (JSON-RPC 2.0, called by Payme)',
        description:
          'CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, GetStatement, SetFiscalData and ' +
          'ChangePassword, authenticated with `Authorization: Basic base64("Paycom:" + key)`. Always HTTP 200 with `{result, id}` or ' +
          '`{error: {code, message: {ru, uz, en}, data}, id}`; amounts in tiyin, times in Unix ms, account field `order_id`.',
        params,
        response: { 200: PaymeAnswerSchema },
      },
    },
    async (request, reply) =>
      send(reply, await payme.handle({ merchantId: request.params.merchantId, authorization: request.headers.authorization, body: request.body })),
  );

  // Payme only POSTs; its protocol has an answer for every other method too.
  r.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: PAYME_PATH,
    errorHandler: bodyErrors,
    schema: {
      tags,
      summary: 'Payme Merchant API: any method but POST is refused with Payme error -32300 (HTTP 200)',
      params,
      response: { 200: PaymeAnswerSchema },
    },
    handler: async (_request, reply) => send(reply, paymeNotPost()),
  });
}
