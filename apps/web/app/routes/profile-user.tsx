// /profile/user: the customer's personal information and the phone change. One action with three
// intents: save (the form), phone-send and phone-verify (the change-phone sheet's two steps).
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeSent, PhoneChanged, User } from '@dastarkhan/domain/contracts/account';
import { accountErrorMessage, failureStatus, fieldErrorsOf } from '../features/account/account-errors.server.ts';
import type { PhoneChangeResult } from '../features/account/phone-change-sheet.tsx';
import { isEmptyPhone } from '../features/account/sign-in.ts';
import { ProfileFormView, type SaveResult } from '../features/account/profile-form-view.tsx';
import { PROFILE_FIELDS, readProfileForm, todayIso, toUpdateRequest, validateProfile, type ProfileField } from '../features/account/profile-form.ts';
import { translator } from '../lib/i18n.ts';
import { jsonBody, requireSession, sessionRequest } from '../lib/session.server.ts';
import { documentTitle, languageFromMatches } from '../lib/storefront.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/profile-user';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireSession(request, context);
  return { user, today: todayIso() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  const { language } = session.storefront;
  const t = translator(language, 'account');
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'phone-send' || intent === 'phone-verify') {
    const phone = String(form.get('phone') ?? '').trim();
    if (isEmptyPhone(phone)) return data<PhoneChangeResult>({ intent, ok: false, error: t('errors.required') }, { status: 400 });
    try {
      if (intent === 'phone-send') {
        const sent = await sessionRequest<CodeSent>(context, session, '/api/users/v1/users/phone', jsonBody('PUT', { phone, type: 'web' }));
        return data<PhoneChangeResult>({ intent, ok: true, phone: sent.phone, resendIn: sent.resendAfter });
      }
      const code = String(form.get('code') ?? '').replace(/\D/g, '');
      if (code.length !== 6) return data<PhoneChangeResult>({ intent, ok: false, error: t(code ? 'errors.codeLength' : 'errors.required') }, { status: 400 });
      const changed = await sessionRequest<PhoneChanged>(context, session, '/api/users/v1/users/phone/verify', jsonBody('PUT', { phone, code }));
      return data<PhoneChangeResult>({ intent, ok: true, phone: changed.phone });
    } catch (error) {
      return data<PhoneChangeResult>({ intent, ok: false, error: accountErrorMessage(error, language) }, { status: failureStatus(error) });
    }
  }

  const values = readProfileForm(form);
  const problems = validateProfile(values, todayIso());
  if (Object.keys(problems).length > 0) {
    const fieldErrors: Partial<Record<ProfileField, string>> = {};
    for (const [field, key] of Object.entries(problems)) fieldErrors[field as ProfileField] = t(key);
    return data<SaveResult>({ intent: 'save', ok: false, error: null, fieldErrors, values }, { status: 400 });
  }
  try {
    await sessionRequest<User>(context, session, `/api/users/v1/users/${encodeURIComponent(session.user.id)}`, jsonBody('PUT', toUpdateRequest(values)));
    return data<SaveResult>({ intent: 'save', ok: true });
  } catch (error) {
    const byField = fieldErrorsOf(error, language);
    const fieldErrors: Partial<Record<ProfileField, string>> = {};
    for (const field of PROFILE_FIELDS) if (byField[field]) fieldErrors[field] = byField[field];
    const shown = Object.keys(fieldErrors).length > 0;
    return data<SaveResult>(
      { intent: 'save', ok: false, error: shown ? null : accountErrorMessage(error, language), fieldErrors, values },
      { status: failureStatus(error) },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: documentTitle(matches, translator(languageFromMatches(matches), 'account')('user.title')) },
  { name: 'robots', content: 'noindex' },
];

export default function ProfileUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  // The phone sheet's answers go to its fetcher; only the form's land here.
  const result = actionData && 'intent' in actionData && actionData.intent === 'save' ? (actionData as SaveResult) : undefined;
  return (
    <div className="mx-auto max-w-xl pb-6">
      <PageHeader title={t('user.title')} backTo="/profile" />
      <ProfileFormView user={loaderData.user} today={loaderData.today} result={result} />
    </div>
  );
}
