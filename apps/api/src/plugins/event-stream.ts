// Server-Sent Events plumbing of the live streams: headers, reconnect delay, heartbeat, a per-owner limit, closing on shutdown.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors.ts';

/** Keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser's EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

export interface EventStreamOptions {
  /** Between two heartbeat comments; HEARTBEAT_MS when not given. */
  heartbeatMs?: number | undefined;
  /** Streams one owner (a customer, a staff member) may hold open at once on this instance: each holds a socket and a subscription. */
  maxPerOwner: number;
  /** What answers a request of an owner who already holds `maxPerOwner` streams (a 429). */
  tooMany: () => AppError;
}

/** One open stream. */
export interface EventStream {
  /** Writes one event with its data as JSON; does nothing once the stream has closed. */
  send(event: string, data: unknown): void;
  /** Runs `fn` once when the stream closes (at once when it already has): unsubscribe here. */
  onClose(fn: () => void): void;
}

/** The open streams of one route. */
export interface EventStreams {
  /** Throws `tooMany()` when the owner already holds the most streams allowed; call it before any work the stream would need. */
  admit(owner: string): void;
  /** Takes the reply over, answers 200 with the SSE headers and the reconnect delay, and keeps it open with heartbeats until either side closes. */
  open(request: FastifyRequest, reply: FastifyReply, owner: string): EventStream;
}

/** Create once per route, at registration: the app's close ends every stream still open. */
export function createEventStreams(app: FastifyInstance, options: EventStreamOptions): EventStreams {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  // Open streams never end by themselves: closing the server ends them, or it would wait forever.
  const open = new Set<ServerResponse>();
  const perOwner = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  return {
    admit(owner) {
      // A page that reconnects comes back once its old stream closed; this stops one session opening thousands.
      if ((perOwner.get(owner) ?? 0) >= options.maxPerOwner) throw options.tooMany();
    },

    open(request, reply, owner) {
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      open.add(res);
      res.write(`retry: ${RETRY_MS}\n\n`);
      const writable = () => !res.writableEnded && !res.destroyed;
      const heartbeat = setInterval(() => {
        if (writable()) res.write(': heartbeat\n\n');
      }, heartbeatMs);
      heartbeat.unref();

      const closeHandlers: Array<() => void> = [];
      let closed = false;
      // Both the request and the response report a closed connection; whichever comes first cleans up.
      const cleanup = () => {
        if (closed) return;
        closed = true;
        const left = (perOwner.get(owner) ?? 1) - 1;
        if (left > 0) perOwner.set(owner, left);
        else perOwner.delete(owner);
        clearInterval(heartbeat);
        open.delete(res);
        for (const handler of closeHandlers.splice(0)) handler();
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);

      return {
        send(event, data) {
          if (writable()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        onClose(fn) {
          if (closed) fn();
          else closeHandlers.push(fn);
        },
      };
    },
  };
}
