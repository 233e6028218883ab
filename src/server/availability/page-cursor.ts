import { isLocalDate } from '../../shared/time';
import { HttpError } from '../http/errors';
import type { PagePosition } from './grid-queries';

// The `next` of a page of a turf's bookings: the position of its last row, opaque to clients
// (base64url), so its form may change without breaking them.

const SEPARATOR = '~';
const POSITION =
  /^(\d{4}-\d{2}-\d{2})~(\d{1,4})~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(position: PagePosition): string {
  const text = [position.day, position.startMinute, position.id].join(SEPARATOR);
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The position a cursor names; a 400 for anything this server did not hand out. */
export function decodeCursor(cursor: string): PagePosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const [, day, minute, id] = match ?? [];
  if (!day || !isLocalDate(day) || Number(minute) > 1439 || !id) {
    throw new HttpError(400, 'page_cursor_invalid');
  }
  return { day, startMinute: Number(minute), id };
}

/** The later of two positions: a page starts after both a window's start and a cursor. */
export function laterPosition(a: PagePosition, b: PagePosition): PagePosition {
  if (a.day !== b.day) return a.day > b.day ? a : b;
  if (a.startMinute !== b.startMinute) return a.startMinute > b.startMinute ? a : b;
  return a.id >= b.id ? a : b;
}
