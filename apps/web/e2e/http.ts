// Plain HTTP requests to the running storefront as a given merchant. Node's fetch refuses to set
// `Host`, and Node cannot resolve *.localhost, so this goes to 127.0.0.1 with a Host header.
import { request } from 'node:http';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import { inject } from 'vitest';

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export function getAs(sub: string, path: string, headers: Record<string, string> = {}): Promise<PlainResponse> {
  const port = inject('port');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { host: `${sub}.localhost:${port}`, 'user-agent': BROWSER_USER_AGENT, ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The API of the running server (Node's fetch may call 127.0.0.1 directly). */
export function apiUrl(path: string): string {
  return `http://127.0.0.1:${inject('port')}${path}`;
}

/**
 * A JSON call to the API as a brand (its merchant header; the demo brand unless told), with any other
 * headers the call needs (a customer's bearer token, the operator key). The body is parsed when there is one.
 */
export async function callApi<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, merchantId: string = DEMO.merchantIds.demo): Promise<{ status: number; body: T }> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { merchant: merchantId, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
