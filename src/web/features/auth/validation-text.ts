import type { TFunction } from 'i18next';

// The sign-up and login forms' rules say what is wrong in English (shared/auth-schemas, which the
// server shares); the screen shows the auth catalogue's text for each (docs/decisions/062).

const VALIDATION_KEYS: Record<string, string> = {
  'Email is required': 'emailRequired',
  'Email is too long': 'emailTooLong',
  'Invalid email format': 'emailInvalid',
  'This is not a valid email format': 'emailNotValid',
  'Password is required': 'passwordRequired',
  'Password must be at least 4 characters': 'passwordMin',
  'Password should not be less than 4 characters': 'passwordShort',
  'Password is too long': 'passwordTooLong',
  'Role is required': 'roleRequired',
  'Role Is Required': 'roleIsRequired',
  'Full name is required': 'fullnameRequired',
  'Mobile number is required': 'mobileRequired',
  'Invalid mobile number': 'mobileInvalid',
  'Invalid input': 'invalidInput',
};

/** The catalogue's text of a form rule's message; a message it does not know is shown as it is. */
export function validationText(t: TFunction<'auth'>, message: string | undefined) {
  if (message === undefined) return undefined;
  const key = VALIDATION_KEYS[message];
  if (key) return t(`validation.${key}`);
  const longName = /^Full name must be at most (\d+) characters$/.exec(message);
  if (longName) return t('validation.fullnameTooLong', { max: Number(longName[1]) });
  return message;
}
