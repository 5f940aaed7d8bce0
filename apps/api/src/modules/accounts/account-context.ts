// What the accounts service and its Telegram part share: the caller's context, the public user shape,
// phone normalisation and token issuing.
import type { Executor } from '@dastarkhan/db/client';
import type { User } from '@dastarkhan/domain/contracts/account';
import type { Merchant } from '@dastarkhan/domain/contracts/merchant';
import { parseCustomerPhone } from '@dastarkhan/domain/customer-phone';
import { isLanguage, type Language } from '@dastarkhan/domain/i18n';
import { badRequest } from '../../errors.ts';
import type { MerchantAccountSettings } from '../merchants/service.ts';
import type * as repo from './repo.ts';

/** Who is calling: the merchant of the request, the client's address and language. */
export interface ClientContext {
  merchant: Merchant;
  ip: string;
  language: Language;
}

/** The signed-in customer of a request (`request.user`). */
export interface AuthUser {
  id: string;
  merchantId: string;
  tokenId: string;
  kind: repo.TokenKind;
}

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    gender: row.gender,
    image: row.image,
    language: isLanguage(row.language) ? row.language : null,
    telegramId: row.telegramId,
    createdDate: row.createdAt.toISOString(),
  };
}

/** The phone as the merchant accepts it; 400 naming the `phone` field otherwise. */
export function normalisePhone(raw: string, account: MerchantAccountSettings): string {
  const parsed = parseCustomerPhone(raw, account.allowedCallingCodes);
  if (!parsed.ok) throw badRequest(parsed.problem, { field: 'phone', allowedCallingCodes: account.allowedCallingCodes });
  return parsed.phone;
}

/** Shared by the SMS and the Telegram sign-in: what both need to open a session. */
export interface SessionIssuer {
  issueToken(ex: Executor, user: { id: string; merchantId: string }, kind: repo.TokenKind): Promise<string>;
}
