// Test helpers of the live order events: listen on a free port and read an SSE response frame by frame.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  name: string;
  /** The event's JSON (an OrderEvent, or an OrderCourierEvent for `courier`). */
  data: Record<string, unknown>;
}

/** An open SSE response read frame by frame (inject cannot stream, so this is a real socket). */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  next(timeoutMs?: number): Promise<SseEvent>;
  comments: string[];
  close(): void;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export function openStream(base: string, path: string, headers: Record<string, string>): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { ...headers, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } }, (response) => {
      const events: SseEvent[] = [];
      const waiting: Array<(event: SseEvent) => void> = [];
      const comments: string[] = [];
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n');
          for (const line of lines) if (line.startsWith(':')) comments.push(line);
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name === undefined || data === undefined) continue;
          const event = { name, data: JSON.parse(data) as Record<string, unknown> };
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else events.push(event);
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        comments,
        next(timeoutMs = 5_000) {
          const ready = events.shift();
          if (ready) return Promise.resolve(ready);
          return new Promise((resolveEvent, rejectEvent) => {
            const waiter = (event: SseEvent) => {
              clearTimeout(timer);
              resolveEvent(event);
            };
            const timer = setTimeout(() => {
              // A waiter that gave up must not swallow the next event.
              waiting.splice(waiting.indexOf(waiter), 1);
              rejectEvent(new Error('no event arrived'));
            }, timeoutMs);
            waiting.push(waiter);
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
