// A page of reviews goes on after the last review sent: its created_at exactly as stored and its
// id, as one opaque token (docs/decisions/067).

export interface ReviewCursor {
  at: string;
  id: string;
}

/** timestamptz as PostgreSQL writes it as text ('2026-12-03 14:22:10.123456+00'). */
const STORED_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor, or null when the token is not one this server wrote. */
export function decodeReviewCursor(token: string): ReviewCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
    if (!STORED_TIME.test(at)) return null;
    return { at, id };
  } catch {
    return null;
  }
}
