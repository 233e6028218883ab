// Text people type: letters, digits, punctuation, and line breaks or tabs in longer fields. Other
// control characters (NUL above all, which PostgreSQL refuses) are never meaningful input.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters.';

/** Whether any text in this value (a string, or inside objects and arrays) has a control character. */
export function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value))
    return Object.values(value).some(containsControlCharacters);
  return false;
}
