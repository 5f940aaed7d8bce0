// The personal-information form of /profile/user: read from the posted form, checked the way the
// API checks it (so the customer hears about a mistake in their language without a round trip),
// and turned into the API's UpdateUserRequest.
import { GENDERS, type Gender } from '@dastarkhan/domain/enums';
import type { UpdateUserRequest } from '@dastarkhan/domain/contracts/account';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'birthday', 'gender'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or '' */
  birthday: string;
  gender: Gender | '';
}

/** i18n keys (namespace `account`) of what is wrong with a field. */
export type ProfileErrorKey = 'errors.required' | 'errors.nameTooLong' | 'errors.nameChars' | 'errors.birthdayFuture' | 'errors.birthdayInvalid';

const NAME_MAX = 60;
const NAME_PATTERN = /^[\p{L}\p{M}' ʻʼ`-]*$/u;
const OLDEST_BIRTHDAY = '1900-01-01';

export function readProfileForm(form: FormData): ProfileValues {
  const text = (name: string) => String(form.get(name) ?? '').trim().replace(/\s+/g, ' ');
  const gender = text('gender');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthday: text('birthday'),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : '',
  };
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function nameProblem(value: string): ProfileErrorKey | null {
  if (value.length > NAME_MAX) return 'errors.nameTooLong';
  if (!NAME_PATTERN.test(value)) return 'errors.nameChars';
  return null;
}

/** What is wrong, per field; empty when the form may be sent. `today` is YYYY-MM-DD. */
export function validateProfile(values: ProfileValues, today: string): Partial<Record<ProfileField, ProfileErrorKey>> {
  const errors: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  const first = values.firstName === '' ? 'errors.required' : nameProblem(values.firstName);
  if (first) errors.firstName = first;
  const last = values.lastName === '' ? null : nameProblem(values.lastName);
  if (last) errors.lastName = last;
  if (values.birthday !== '') {
    if (!isRealDate(values.birthday) || values.birthday < OLDEST_BIRTHDAY) errors.birthday = 'errors.birthdayInvalid';
    else if (values.birthday > today) errors.birthday = 'errors.birthdayFuture';
  }
  return errors;
}

/** The API body: an emptied field is cleared (null); no gender chosen leaves it as it is. */
export function toUpdateRequest(values: ProfileValues): UpdateUserRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName === '' ? null : values.lastName,
    birthday: values.birthday === '' ? null : values.birthday,
    ...(values.gender ? { gender: values.gender } : {}),
  };
}

/** Today's date as the API compares birthdays (UTC). */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
