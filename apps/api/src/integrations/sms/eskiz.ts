// Eskiz (notify.eskiz.uz) SMS adapter: token login, refresh on 401, send.
import { SmsGatewayError, type SmsGateway, type SmsMessage, type SmsSendResult } from './sms-gateway.ts';
import { assertPhoneDigits, callGateway, describeAnswer, isRecord, isRetryableStatus, type GatewayResponse } from './gateway-http.ts';

export interface EskizGatewayOptions {
  /** e.g. https://notify.eskiz.uz/api */
  baseUrl: string;
  /** The Eskiz account e-mail. */
  email: string;
  password: string;
  /** Approved sender nick (`from`); Eskiz's shared default is 4546. */
  sender?: string | null;
  timeoutMs: number;
}

const DEFAULT_SENDER = '4546';

export function createEskizGateway(options: EskizGatewayOptions): SmsGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const from = options.sender?.trim() || DEFAULT_SENDER;
  // The token lives only in this closure: it never reaches a log line or an error message.
  let token: string | null = null;
  let renewal: Promise<string> | null = null;

  const call = (path: string, init: RequestInit): Promise<GatewayResponse> => callGateway('ESKIZ', `${base}${path}`, init, options.timeoutMs);

  function tokenFrom(response: GatewayResponse, action: string): string {
    const data = isRecord(response.json) ? response.json.data : undefined;
    const value = isRecord(data) ? data.token : undefined;
    if (response.status >= 200 && response.status < 300 && typeof value === 'string' && value !== '') return value;
    throw new SmsGatewayError('ESKIZ', `${action} failed: ${describeAnswer(response, 'message')}`, isRetryableStatus(response.status), response.status);
  }

  async function login(): Promise<string> {
    const form = new URLSearchParams({ email: options.email, password: options.password });
    return tokenFrom(await call('/auth/login', { method: 'POST', body: form }), 'login');
  }

  async function refresh(stale: string): Promise<string> {
    return tokenFrom(await call('/auth/refresh', { method: 'PATCH', headers: { authorization: `Bearer ${stale}` } }), 'token refresh');
  }

  /** Every caller that needs a new token while one is being fetched waits for that same request. */
  function renew(obtain: () => Promise<string>): Promise<string> {
    renewal ??= obtain()
      .then(
        (fresh) => {
          token = fresh;
          return fresh;
        },
        (error: unknown) => {
          token = null;
          throw error;
        },
      )
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  function currentToken(): Promise<string> {
    return token !== null ? Promise.resolve(token) : renew(login);
  }

  function tokenAfterRejection(rejected: string): Promise<string> {
    // Another send already replaced the rejected token: use the new one instead of renewing twice.
    if (token !== null && token !== rejected) return Promise.resolve(token);
    // Eskiz documents refresh first; a token too old to refresh needs a fresh login.
    return renew(() => refresh(rejected).catch(() => login()));
  }

  function postSms(bearer: string, message: SmsMessage): Promise<GatewayResponse> {
    const form = new URLSearchParams({ mobile_phone: message.phone, message: message.text, from });
    return call('/message/sms/send', { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: form });
  }

  return {
    name: 'ESKIZ',
    async send(message: SmsMessage): Promise<SmsSendResult> {
      assertPhoneDigits('ESKIZ', message.phone);
      const first = await currentToken();
      let response = await postSms(first, message);
      if (response.status === 401) {
        const second = await tokenAfterRejection(first);
        response = await postSms(second, message);
        if (response.status === 401) {
          if (token === second) token = null;
          throw new SmsGatewayError('ESKIZ', `send refused after a new token: ${describeAnswer(response, 'message')}`, false, 401);
        }
      }
      if (response.status < 200 || response.status >= 300) {
        throw new SmsGatewayError('ESKIZ', `send failed: ${describeAnswer(response, 'message')}`, isRetryableStatus(response.status), response.status);
      }
      const id = isRecord(response.json) ? response.json.id : undefined;
      return { providerMessageId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
  };
}
