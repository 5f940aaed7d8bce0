// GET /api/health: liveness and database reachability, for load balancers and people.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRegistry } from '@dastarkhan/domain/contract-registry';
import type { DatabaseHandle } from '@dastarkhan/db/client';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  })
  .register(contractRegistry, { id: 'Health' });

const PING_TIMEOUT_MS = 2_000;

async function pingWithTimeout(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Health of the process and its database (503 when the database does not answer)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const ok = await pingWithTimeout(deps.database);
      const body = { status: ok ? ('ok' as const) : ('degraded' as const), database: { driver: deps.database.driver, ok } };
      (reply as FastifyReply).header('cache-control', 'no-store');
      return reply.code(ok ? 200 : 503).send(body);
    },
  );
}
