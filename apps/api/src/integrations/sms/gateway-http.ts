// One HTTP call to an SMS provider with a deadline, turning transport failures into SmsGatewayError.
import { SmsGatewayError, type SmsGateway } from './sms-gateway.ts';

export interface GatewayResponse {
  status: number;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  json: unknown;
  text: string;
}

/**
 * Sends the request and reads the whole body under one deadline. Timeouts and network failures are
 * retryable (the provider may well have been fine); HTTP statuses are left to the caller to judge.
 */
export async function callGateway(gateway: SmsGateway['name'], url: string, init: RequestInit, timeoutMs: number): Promise<GatewayResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    return { status: response.status, json: parseJson(text), text };
  } catch (error) {
    if (signal.aborted) throw new SmsGatewayError(gateway, `no answer within ${timeoutMs} ms`, true);
    // fetch hides the reason (ECONNREFUSED, ENOTFOUND, ...) in `cause`; it names no credentials.
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : String(error);
    throw new SmsGatewayError(gateway, `unreachable (${reason})`, true);
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The retry rule shared by the adapters: a provider that is down or throttling may accept the same message later. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/** A short, single-line description of what a provider answered, for error messages and logs. */
export function describeAnswer(response: GatewayResponse, field: string): string {
  const value = isRecord(response.json) ? response.json[field] : undefined;
  let described: string;
  if (typeof value === 'string' && value.trim() !== '') described = value;
  else if (value !== undefined && value !== null) described = JSON.stringify(value);
  else described = response.text.trim() || '(empty answer)';
  const oneLine = described.replace(/\s+/g, ' ');
  return `HTTP ${response.status}: ${oneLine.length > 300 ? `${oneLine.slice(0, 300)}…` : oneLine}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The adapters send digits with the country code only; anything else is a bug upstream, not a provider problem. */
export function assertPhoneDigits(gateway: SmsGateway['name'], phone: string): void {
  if (!/^\d{9,15}$/.test(phone)) throw new SmsGatewayError(gateway, 'phone must be digits with the country code', false);
}
