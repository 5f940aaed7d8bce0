// Play Mobile (smsxabar.uz) broker API adapter: one message per POST /broker-api/send with HTTP Basic auth.
import { randomBytes } from 'node:crypto';
import { SmsGatewayError, type SmsGateway, type SmsMessage, type SmsSendResult } from './sms-gateway.ts';
import { assertPhoneDigits, callGateway, describeAnswer, isRetryableStatus } from './gateway-http.ts';

export interface PlayMobileGatewayOptions {
  /** e.g. https://send.smsxabar.uz */
  baseUrl: string;
  username: string;
  password: string;
  /** Approved originator; Play Mobile's shared default is 3700. */
  originator?: string | null;
  timeoutMs: number;
}

const DEFAULT_ORIGINATOR = '3700';

/** Our id of the message: 80 random bits as 20 hex characters, short enough for the broker's id field. */
function newMessageId(): string {
  return randomBytes(10).toString('hex');
}

export function createPlayMobileGateway(options: PlayMobileGatewayOptions): SmsGateway {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/broker-api/send`;
  const originator = options.originator?.trim() || DEFAULT_ORIGINATOR;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`, 'utf8').toString('base64')}`;

  return {
    name: 'PLAY_MOBILE',
    async send(message: SmsMessage): Promise<SmsSendResult> {
      assertPhoneDigits('PLAY_MOBILE', message.phone);
      const messageId = newMessageId();
      const body = {
        messages: [{ recipient: message.phone, 'message-id': messageId, sms: { originator, content: { text: message.text } } }],
      };
      const response = await callGateway(
        'PLAY_MOBILE',
        url,
        { method: 'POST', headers: { authorization, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) },
        options.timeoutMs,
      );
      // The broker acknowledges with any status below 400 and a free-text body; the delivery id is ours.
      if (response.status < 400) return { providerMessageId: messageId };
      throw new SmsGatewayError(
        'PLAY_MOBILE',
        `send failed: ${describeAnswer(response, 'error-description')}`,
        isRetryableStatus(response.status),
        response.status,
      );
    },
  };
}
