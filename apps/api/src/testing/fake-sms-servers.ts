// Test helper: fake Eskiz and Play Mobile servers on 127.0.0.1 that insist on the real request format,
// so the real adapter code is what the tests run (no test framework imports).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Answer {
  status: number;
  body?: unknown;
}

type Handler = (request: IncomingMessage, body: Buffer) => Promise<Answer | 'hang'> | Answer | 'hang';

async function startServer(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve()
        .then(() => handler(request, Buffer.concat(chunks)))
        .then(
          (answer) => {
            if (answer !== 'hang') reply(response, answer);
          },
          (error: unknown) => reply(response, { status: 500, body: String(error) }),
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hung requests and keep-alive sockets would otherwise hold close() open forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function reply(response: ServerResponse, answer: Answer): void {
  if (answer.body === undefined) {
    response.writeHead(answer.status).end();
  } else if (typeof answer.body === 'string') {
    response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' }).end(answer.body);
  } else {
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}

function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? '/', 'http://fake').pathname;
}

/** Parses a form body the way a Laravel backend does: urlencoded or multipart; null for anything else. */
async function readForm(request: IncomingMessage, body: Buffer): Promise<URLSearchParams | null> {
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(body.toString('utf8'));
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
    return params;
  }
  return null;
}

function bearerOf(request: IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Eskiz

export interface FakeEskizMessage {
  id: string;
  phone: string;
  text: string;
  from: string;
}

export interface FakeEskiz {
  url: string;
  /** Messages accepted, oldest first. */
  messages: FakeEskizMessage[];
  /** Successful logins. */
  readonly logins: number;
  /** Successful token refreshes. */
  readonly refreshes: number;
  /**
   * Makes every token issued so far answer 401. Refreshable (the default) tokens can still be exchanged
   * at /auth/refresh; otherwise refresh refuses them too and only a new login helps.
   */
  expireToken(options?: { refreshable?: boolean }): void;
  /** The next send request is answered with this status (and an Eskiz-like error body) instead of being processed. */
  failNext(status: number): void;
  /** The next request of any kind is never answered. */
  hangNext(): void;
  close(): Promise<void>;
}

export interface FakeEskizOptions {
  email?: string;
  password?: string;
}

export async function startFakeEskiz(options: FakeEskizOptions = {}): Promise<FakeEskiz> {
  const email = options.email ?? 'shop@example.uz';
  const password = options.password ?? 'eskiz-secret';
  const tokens = new Map<string, 'valid' | 'expired' | 'dead'>();
  const messages: FakeEskizMessage[] = [];
  let logins = 0;
  let refreshes = 0;
  const failures: number[] = [];
  let hang = false;

  const issueToken = (): string => {
    const token = `eyJ.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, 'valid');
    return token;
  };
  const tokenInvalid: Answer = { status: 401, body: { status: 'token-invalid', message: 'Expired' } };

  const server = await startServer(async (request, body) => {
    if (hang) {
      hang = false;
      return 'hang';
    }
    const path = pathOf(request);

    if (path === '/auth/login') {
      if (request.method !== 'POST') return { status: 405, body: { message: 'Method not allowed' } };
      const form = await readForm(request, body);
      if (form === null) return { status: 415, body: { message: 'Expected a form body' } };
      if (!form.get('email') || !form.get('password')) {
        return { status: 422, body: { message: { email: ['The email field is required.'], password: ['The password field is required.'] } } };
      }
      if (form.get('email') !== email || form.get('password') !== password) {
        return { status: 401, body: { message: 'Неверный логин или пароль', status: 'error' } };
      }
      logins += 1;
      return { status: 200, body: { message: 'token_generated', data: { token: issueToken() }, token_type: 'bearer' } };
    }

    if (path === '/auth/refresh') {
      if (request.method !== 'PATCH') return { status: 405, body: { message: 'Method not allowed' } };
      const token = bearerOf(request);
      const state = token === null ? undefined : tokens.get(token);
      if (token === null || state === undefined || state === 'dead') return tokenInvalid;
      tokens.set(token, 'dead');
      refreshes += 1;
      return { status: 200, body: { message: 'token_generated', data: { token: issueToken() }, token_type: 'bearer' } };
    }

    if (path === '/message/sms/send') {
      if (request.method !== 'POST') return { status: 405, body: { message: 'Method not allowed' } };
      const token = bearerOf(request);
      if (token === null || tokens.get(token) !== 'valid') return tokenInvalid;
      const failure = failures.shift();
      if (failure !== undefined) {
        return { status: failure, body: failure >= 500 ? 'Server Error' : { status: 'error', message: `Scripted failure ${failure}` } };
      }
      const form = await readForm(request, body);
      if (form === null) return { status: 415, body: { message: 'Expected a form body' } };
      const phone = form.get('mobile_phone') ?? '';
      const text = form.get('message') ?? '';
      const from = form.get('from') ?? '';
      if (!/^998\d{9}$/.test(phone)) return { status: 400, body: { status: 'error', message: { mobile_phone: ['Invalid phone number'] } } };
      if (text === '') return { status: 400, body: { status: 'error', message: { message: ['The message field is required.'] } } };
      if (from === '') return { status: 400, body: { status: 'error', message: { from: ['The from field is required.'] } } };
      const id = randomUUID();
      messages.push({ id, phone, text, from });
      return { status: 200, body: { id, message: 'Waiting for SMS provider', status: 'waiting' } };
    }

    return { status: 404, body: { message: 'Not found' } };
  });

  return {
    url: server.url,
    messages,
    get logins() {
      return logins;
    },
    get refreshes() {
      return refreshes;
    },
    expireToken({ refreshable = true } = {}) {
      for (const [token, state] of tokens) if (state === 'valid') tokens.set(token, refreshable ? 'expired' : 'dead');
    },
    failNext(status) {
      failures.push(status);
    },
    hangNext() {
      hang = true;
    },
    close: server.close,
  };
}

// ---------------------------------------------------------------------------------------------
// Play Mobile

export interface FakePlayMobileMessage {
  messageId: string;
  phone: string;
  text: string;
  originator: string;
}

export interface FakePlayMobile {
  url: string;
  /** Messages accepted, oldest first. */
  messages: FakePlayMobileMessage[];
  /** The next request is answered with this status instead of being processed (400 with a broker error body). */
  failNext(status: number, description?: string): void;
  /** The next request is never answered. */
  hangNext(): void;
  close(): Promise<void>;
}

export interface FakePlayMobileOptions {
  username?: string;
  password?: string;
}

export async function startFakePlayMobile(options: FakePlayMobileOptions = {}): Promise<FakePlayMobile> {
  const expectedAuth = `Basic ${Buffer.from(`${options.username ?? 'broker-user'}:${options.password ?? 'broker-secret'}`).toString('base64')}`;
  const messages: FakePlayMobileMessage[] = [];
  const seenIds = new Set<string>();
  const failures: { status: number; description: string | undefined }[] = [];
  let hang = false;
  const brokerError = (code: number, description: string): Answer => ({ status: 400, body: { 'error-code': code, 'error-description': description } });

  const server = await startServer((request, body) => {
    if (hang) {
      hang = false;
      return 'hang';
    }
    if (pathOf(request) !== '/broker-api/send') return { status: 404, body: 'Not Found' };
    if (request.method !== 'POST') return { status: 405, body: 'Method Not Allowed' };
    if (request.headers.authorization !== expectedAuth) return { status: 401, body: 'Unauthorized' };
    const failure = failures.shift();
    if (failure !== undefined) {
      return failure.status === 400 ? brokerError(101, failure.description ?? 'Scripted failure') : { status: failure.status, body: 'Internal Server Error' };
    }
    if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return brokerError(1, 'Content-Type must be application/json');

    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return brokerError(2, 'Malformed JSON');
    }
    const list = (json as { messages?: unknown }).messages;
    if (!Array.isArray(list) || list.length === 0) return brokerError(3, 'messages is required');
    const accepted: FakePlayMobileMessage[] = [];
    for (const item of list as Record<string, unknown>[]) {
      const sms = item?.sms as { originator?: unknown; content?: { text?: unknown } } | undefined;
      const messageId = item?.['message-id'];
      if (typeof item?.recipient !== 'string' || !/^\d{9,15}$/.test(item.recipient)) return brokerError(4, 'Invalid recipient');
      if (typeof messageId !== 'string' || messageId === '' || messageId.length > 40) return brokerError(5, 'Invalid message-id');
      if (seenIds.has(messageId) || accepted.some((message) => message.messageId === messageId)) return brokerError(6, 'Duplicate message-id');
      if (typeof sms?.originator !== 'string' || sms.originator === '') return brokerError(7, 'Invalid originator');
      if (typeof sms.content?.text !== 'string' || sms.content.text === '') return brokerError(8, 'Empty text');
      accepted.push({ messageId, phone: item.recipient, text: sms.content.text, originator: sms.originator });
    }
    for (const message of accepted) {
      seenIds.add(message.messageId);
      messages.push(message);
    }
    return { status: 200, body: 'Request is received' };
  });

  return {
    url: server.url,
    messages,
    failNext(status, description) {
      failures.push({ status, description });
    },
    hangNext() {
      hang = true;
    },
    close: server.close,
  };
}
