// The personal-information form of /profile/user (name, birthday, gender) with the phone row that
// opens the phone-change sheet. Errors come per field in the page language; success is announced.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@dastarkhan/domain/contracts/account';
import { GENDERS } from '@dastarkhan/domain/enums';
import { formatPhone } from '@dastarkhan/domain/phone';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FieldMessage, LABEL_CLASSES, TextField } from './form-controls.tsx';
import { PhoneChangeSheet } from './phone-change-sheet.tsx';
import { PROFILE_FIELDS, type ProfileField, type ProfileValues } from './profile-form.ts';

export type SaveResult =
  | { intent: 'save'; ok: true }
  | { intent: 'save'; ok: false; error: string | null; fieldErrors: Partial<Record<ProfileField, string>>; values: ProfileValues };

export interface ProfileFormViewProps {
  user: User;
  /** YYYY-MM-DD: the latest birthday allowed. */
  today: string;
  result: SaveResult | undefined;
}

export function ProfileFormView({ user, today, result }: ProfileFormViewProps) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const form = useRef<HTMLFormElement>(null);
  const [phoneSheet, setPhoneSheet] = useState(false);
  const [phoneChanged, setPhoneChanged] = useState(false);
  const failed = result && !result.ok ? result : null;
  const errors = failed?.fieldErrors ?? {};
  // After a refused save, the fields show what the customer typed, not the stored profile.
  const values: ProfileValues = failed?.values ?? {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthday: user.birthday ?? '',
    gender: user.gender ?? '',
  };

  // Take the customer to the first field that needs attention.
  useEffect(() => {
    if (!failed) return;
    const first = PROFILE_FIELDS.find((field) => failed.fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failed]);

  const onPhoneChanged = useCallback(() => {
    setPhoneSheet(false);
    setPhoneChanged(true);
  }, []);

  return (
    <div className="space-y-6">
      <Form ref={form} method="post" noValidate className="space-y-5" key={failed ? 'failed' : `${user.firstName}|${user.lastName}|${user.birthday}|${user.gender}`}>
        <input type="hidden" name="intent" value="save" />
        <TextField
          id="profile-first-name"
          name="firstName"
          label={t('user.firstName')}
          autoComplete="given-name"
          defaultValue={values.firstName}
          maxLength={60}
          error={errors.firstName}
        />
        <TextField
          id="profile-last-name"
          name="lastName"
          label={t('user.lastName')}
          hint={t('user.optional')}
          autoComplete="family-name"
          defaultValue={values.lastName}
          maxLength={60}
          error={errors.lastName}
        />
        <TextField
          id="profile-birthday"
          name="birthday"
          type="date"
          label={t('user.birthday')}
          hint={t('user.optional')}
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          defaultValue={values.birthday}
          error={errors.birthday}
        />
        <fieldset aria-describedby={errors.gender ? 'profile-gender-error' : undefined}>
          <legend className={LABEL_CLASSES}>
            {t('user.gender')}
            <span className="ms-1.5 text-sm font-normal text-muted">({t('user.optional')})</span>
          </legend>
          <div className="grid grid-cols-2 gap-3">
            {GENDERS.map((gender) => (
              <label
                key={gender}
                className="flex h-13 cursor-pointer items-center justify-center gap-2 rounded-2xl border border-line bg-surface px-4 text-[16px] font-semibold text-ink transition-colors hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-surface has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink"
              >
                <input type="radio" name="gender" value={gender} defaultChecked={values.gender === gender} className="sr-only" />
                {gender === 'MALE' ? t('user.male') : t('user.female')}
              </label>
            ))}
          </div>
          <FieldMessage id="profile-gender-error">{errors.gender}</FieldMessage>
        </fieldset>

        {failed?.error ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 text-[15px] font-medium text-danger">
            {failed.error}
          </p>
        ) : null}
        {result?.ok && !saving ? (
          <p role="status" className="flex items-center gap-2 rounded-2xl bg-success/10 px-4 py-3 text-[15px] font-medium text-success">
            <CheckIcon className="size-5" />
            {t('user.saved')}
          </p>
        ) : null}

        <Button type="submit" size="lg" block disabled={saving}>
          {saving ? <Spinner size={20} /> : null}
          {saving ? t('user.saving') : t('user.save')}
        </Button>
      </Form>

      <section className="rounded-3xl bg-surface p-4 ring-1 ring-line" aria-labelledby="profile-phone-label">
        <p id="profile-phone-label" className="text-sm text-muted">
          {t('user.phone')}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <span dir="ltr" className="text-lg font-bold whitespace-nowrap text-ink tabular-nums" data-testid="profile-phone">
            {user.phone ? formatPhone(user.phone) : t('profile.noPhone')}
          </span>
          <Button
            variant="secondary"
            onClick={() => {
              setPhoneChanged(false);
              setPhoneSheet(true);
            }}
          >
            {t('user.changePhone')}
          </Button>
        </div>
        {phoneChanged ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-[15px] font-medium text-success">
            <CheckIcon className="size-5" />
            {t('phoneChange.changed')}
          </p>
        ) : null}
      </section>

      <PhoneChangeSheet open={phoneSheet} onOpenChange={setPhoneSheet} onChanged={onPhoneChanged} />
    </div>
  );
}
