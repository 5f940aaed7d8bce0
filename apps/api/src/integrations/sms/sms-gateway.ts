// The one interface every SMS gateway (Eskiz, Play Mobile, the dev console) implements.

export interface SmsMessage {
  /** Digits with the country code, no `+` ("998901234567"). */
  phone: string;
  text: string;
  /** The merchant the message is sent for (the console outbox groups by it; gateways log it). */
  merchantId: string;
}

export interface SmsSendResult {
  /** The gateway's id of the message, when it returns one. */
  providerMessageId: string | null;
}

export interface SmsGateway {
  readonly name: 'ESKIZ' | 'PLAY_MOBILE' | 'CONSOLE';
  /** Resolves once the gateway accepted the message; rejects with SmsGatewayError otherwise. */
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** A gateway refused or failed a message. `retryable` is true for timeouts and 5xx. */
export class SmsGatewayError extends Error {
  constructor(
    readonly gateway: SmsGateway['name'],
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'SmsGatewayError';
  }
}
