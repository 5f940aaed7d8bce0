// Development only: the console SMS gateway's outbox, so codes can be read without a phone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevSmsMessageSchema } from '@dastarkhan/domain/contracts/account';
import { rawText } from '@dastarkhan/domain/contracts/text';
import type { ConsoleSmsGateway } from '../../integrations/sms/console.ts';

/**
 * Registers GET /api/dev/sms-outbox. Call only when the console gateway is the default and the
 * process is not in production; elsewhere the path does not exist (a plain 404).
 */
export function registerDevRoutes(app: FastifyInstance, deps: { outbox: ConsoleSmsGateway }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        hide: true,
        summary: 'Development only: SMS the console gateway "sent", newest first',
        querystring: z.object({
          phone: rawText().max(40).optional().describe('Only messages to this number (any notation)'),
          merchant: z.uuid().optional().describe('Only messages of this merchant'),
        }),
        response: { 200: z.array(DevSmsMessageSchema) },
      },
    },
    (request) => deps.outbox.outbox({ ...(request.query.phone ? { phone: request.query.phone } : {}), ...(request.query.merchant ? { merchantId: request.query.merchant } : {}) }),
  );
}
