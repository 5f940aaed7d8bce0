// The shared SSE plumbing on a bare app: the exact first bytes, heartbeats, the per-owner limit, and closing on shutdown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tooManyRequests } from '../errors.ts';
import { registerErrorHandling } from './errors.ts';
import { createEventStreams, type EventStream } from './event-stream.ts';

interface RawStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as sent. */
  text(): string;
  ended: Promise<void>;
  close(): void;
}

function openRaw(base: string, owner: string): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/events`, { headers: { owner } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', () => undefined);
      const ended = new Promise<void>((done) => response.on('close', done));
      resolve({ status: response.statusCode ?? 0, headers: response.headers, text: () => text, ended, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

describe('event streams', () => {
  let app: FastifyInstance;
  let base: string;
  const opened: EventStream[] = [];
  const closedOwners: string[] = [];
  const raws: RawStream[] = [];

  async function start(heartbeatMs: number): Promise<void> {
    app = Fastify();
    registerErrorHandling(app);
    const streams = createEventStreams(app, { heartbeatMs, maxPerOwner: 2, tooMany: () => tooManyRequests('LIVE_STREAMS_TOO_MANY', 5, { limit: 2 }) });
    app.get('/events', async (request, reply) => {
      const owner = String(request.headers.owner);
      streams.admit(owner);
      const stream = streams.open(request, reply, owner);
      opened.push(stream);
      stream.onClose(() => closedOwners.push(owner));
      stream.send('hello', { owner });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  async function open(owner: string): Promise<RawStream> {
    const raw = await openRaw(base, owner);
    raws.push(raw);
    return raw;
  }

  afterEach(async () => {
    for (const raw of raws.splice(0)) raw.close();
    await app.close();
    opened.length = 0;
    closedOwners.length = 0;
  });

  it('answers with the SSE headers, the reconnect delay, then what the route sends, and a heartbeat comment while quiet', async () => {
    await start(30);
    const stream = await open('a');
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' });
    await vi.waitFor(() => expect(stream.text()).toContain(': heartbeat\n\n'));
    expect(stream.text().startsWith('retry: 3000\n\nevent: hello\ndata: {"owner":"a"}\n\n: heartbeat\n\n')).toBe(true);
  });

  it('lets one owner hold only so many streams, and frees a place once one closes (its close handlers run once)', async () => {
    await start(60_000);
    const first = await open('a');
    await open('a');
    const third = await open('a');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await open('b')).status).toBe(200);

    first.close();
    await vi.waitFor(() => expect(closedOwners).toEqual(['a']));
    expect((await open('a')).status).toBe(200);
    expect(closedOwners).toEqual(['a']);
  });

  it('ends every open stream when the app closes, and runs a close handler given after that at once', async () => {
    await start(60_000);
    const one = await open('a');
    const two = await open('b');
    await app.close();
    await Promise.all([one.ended, two.ended]);
    expect(closedOwners.sort()).toEqual(['a', 'b']);

    const late = vi.fn();
    opened[0]!.onClose(late);
    expect(late).toHaveBeenCalledOnce();
    // Sending to a closed stream is ignored rather than throwing.
    expect(() => opened[0]!.send('late', {})).not.toThrow();
  });
});
