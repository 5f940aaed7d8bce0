import { describe, expect, it } from 'vitest';
import { readProfileForm, toUpdateRequest, validateProfile, type ProfileValues } from './profile-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const values = (overrides: Partial<ProfileValues> = {}): ProfileValues => ({ firstName: 'Aziza', lastName: '', birthday: '', gender: '', ...overrides });

describe('profile form', () => {
  it('reads the posted fields, trimmed, and ignores an unknown gender', () => {
    expect(readProfileForm(form({ firstName: '  Aziza  ', lastName: " O'ktam   qizi ", birthday: '1990-05-01', gender: 'OTHER' }))).toEqual({
      firstName: 'Aziza',
      lastName: "O'ktam qizi",
      birthday: '1990-05-01',
      gender: '',
    });
  });

  it('asks for the first name with the spec\'s required message', () => {
    expect(validateProfile(values({ firstName: '' }), '2025-06-01')).toEqual({ firstName: 'errors.required' });
  });

  it('refuses a birthday in the future or an impossible date, accepts today', () => {
    expect(validateProfile(values({ birthday: '2025-06-02' }), '2025-06-01')).toEqual({ birthday: 'errors.birthdayFuture' });
    expect(validateProfile(values({ birthday: '2023-02-30' }), '2025-06-01')).toEqual({ birthday: 'errors.birthdayInvalid' });
    expect(validateProfile(values({ birthday: '1850-01-01' }), '2025-06-01')).toEqual({ birthday: 'errors.birthdayInvalid' });
    expect(validateProfile(values({ birthday: '2025-06-01' }), '2025-06-01')).toEqual({});
  });

  it('takes names of any script, refuses digits and overlong names', () => {
    expect(validateProfile(values({ firstName: 'Айгерім', lastName: 'Ғани-Ұлы' }), '2025-06-01')).toEqual({});
    expect(validateProfile(values({ firstName: 'Aziz2' }), '2025-06-01')).toEqual({ firstName: 'errors.nameChars' });
    expect(validateProfile(values({ lastName: 'a'.repeat(61) }), '2025-06-01')).toEqual({ lastName: 'errors.nameTooLong' });
  });

  it('clears emptied fields and leaves an unchosen gender as it is', () => {
    expect(toUpdateRequest(values())).toEqual({ firstName: 'Aziza', lastName: null, birthday: null });
    expect(toUpdateRequest(values({ lastName: 'Karimova', birthday: '1990-05-01', gender: 'FEMALE' }))).toEqual({
      firstName: 'Aziza',
      lastName: 'Karimova',
      birthday: '1990-05-01',
      gender: 'FEMALE',
    });
  });
});
