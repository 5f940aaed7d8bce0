// Plain HTTP requests to the running storefront as a given merchant. Node's fetch refuses to set
// `Host`, and Node cannot resolve *.localhost, so this goes to 127.0.0.1 with a Host header.
import { request } from 'node:http';
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
