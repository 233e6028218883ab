// Where a sign-in or sign-up may send a person back to (docs/decisions/061): a path of this site,
// never another site. A return path arrives in a link's query (`/login?returnTo=…`), which anyone
// can write, so it is checked here, once, for the login and the signup pages alike.

/** Longer than any page of ours with its query (a split's link is about 110 characters). */
const MAX_RETURN_PATH = 2048;

/** The pages a return would loop back to, or leave a person signing in twice. */
const NOT_RETURNED_TO = ['/login', '/signup', '/forgot-password'];

const BASE = 'https://turfbook.invalid';

/**
 * The same-site path to return to (path, query and hash, as given), or null when `value` is not
 * one: not a string, empty, too long, not starting with one `/`, holding a backslash or a control
 * character (which browsers read as `/` or drop, turning `/\evil.com` into another site), or
 * leading to the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH)
    return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const page = url.pathname.replace(/\/+$/, '') || '/';
  if (NOT_RETURNED_TO.includes(page.toLowerCase())) return null;
  return value;
}

/** `/login?returnTo=…` (or `/signup?…`): the page, with the return path in its query. */
export function withReturnPath(page: '/login' | '/signup', returnTo: string): string {
  return `${page}?${new URLSearchParams({ returnTo }).toString()}`;
}
