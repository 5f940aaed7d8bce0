import http from 'node:http';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { logHooks } from './logging.ts';
import { registerResponsePolicies } from './response-policies.ts';
import { mountStorefront } from './web.ts';

interface LogLine {
  level: number;
  msg?: string;
  err?: { message: string };
}

/** A server whose page streams its first part and then waits forever, logging into `lines`. */
async function streamingServer(lines: LogLine[], hooks?: typeof logHooks): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream, ...(hooks ? { hooks } : {}) } });
  await registerResponsePolicies(app);
  const shell = `<html><body>${'<p>Osh, somsa, lag‘mon.</p>'.repeat(200)}`;
  await mountStorefront(app, {
    handler: async () =>
      new Response(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(shell)) }), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
  });
  return app;
}

/** Asks for the page compressed, and goes away once its first bytes arrive. */
async function leaveMidPage(app: FastifyInstance): Promise<void> {
  const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  await new Promise<void>((resolve, reject) => {
    const req = http.get(new URL('/menu', base), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

const prematureClose = (lines: LogLine[]) => lines.filter((line) => line.err?.message === 'premature close' || line.msg === 'premature close');

describe('the server log', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('logs a compressed page the client left mid-stream at debug level, not as an error', async () => {
    const lines: LogLine[] = [];
    app = await streamingServer(lines, logHooks);
    await leaveMidPage(app);
    await expect.poll(() => prematureClose(lines).length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(prematureClose(lines).map((line) => line.level)).toEqual(prematureClose(lines).map(() => 20));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('(without the hooks, @fastify/compress logs it as an error)', async () => {
    const lines: LogLine[] = [];
    app = await streamingServer(lines);
    await leaveMidPage(app);
    await expect.poll(() => prematureClose(lines).length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(prematureClose(lines)[0]?.level).toBe(50);
  });

  it('logs every other error as it comes', async () => {
    const lines: LogLine[] = [];
    app = await streamingServer(lines, logHooks);
    app.log.error(new Error('the database is down'));
    app.log.error({ err: new Error('premature close') }, 'a different message');
    expect(lines.filter((line) => line.level === 50).map((line) => line.err?.message)).toEqual(['the database is down', 'premature close']);
  });
});
