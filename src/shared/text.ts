// Text people type: letters, digits, punctuation, and line breaks or tabs in longer fields. Other
// control characters (NUL above all, which PostgreSQL refuses) are never meaningful input.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters.';

/**
 * Whether any text in this value (a string, or inside objects and arrays) has a control
 * character. It walks with a list of its own, not by recursion, so no depth of nesting can
 * overflow the call stack.
 */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const field of Object.values(item)) pending.push(field);
    }
  }
  return false;
}
