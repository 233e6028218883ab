import type { BoardCourt } from '../../../shared/api/board-contract';
import { END_OF_DAY } from '../../../shared/slots';

// Where things stand on the board's hour-by-hour scroller (docs/decisions/066): one column per
// court, one row per hour from the earliest opening to the latest close, and the minute a scroll
// box opens at so the current hour is the first in view.

/** Height of one minute on the board, in pixels (an hour is 96 px, half an hour 48). */
export const PX_PER_MINUTE = 1.6;

export interface BoardSpan {
  /** The first hour shown (minutes), and the minute the last row ends. */
  start: number;
  end: number;
}

/** From the earliest opening hour to the latest close of the courts open; null: all closed. */
export function boardSpan(courts: readonly Pick<BoardCourt, 'hours'>[]): BoardSpan | null {
  const open = courts.flatMap((court) => (court.hours ? [court.hours] : []));
  if (open.length === 0) return null;
  const first = Math.min(...open.map((hours) => hours.open));
  const last = Math.max(...open.map((hours) => hours.close));
  return {
    start: Math.floor(first / 60) * 60,
    end: Math.min(Math.ceil(last / 60) * 60, END_OF_DAY + 1),
  };
}

/** The hours whose rows the scroller shows: 360, 420, … */
export function spanHours(span: BoardSpan): number[] {
  const hours: number[] = [];
  for (let minute = span.start; minute < span.end; minute += 60) hours.push(minute);
  return hours;
}

/** The pixel offset of a minute of the day inside the scroller's body. */
export function offsetOf(minute: number, span: BoardSpan): number {
  return (Math.min(Math.max(minute, span.start), span.end) - span.start) * PX_PER_MINUTE;
}

/** Where the scroller opens: the top of the current hour today, the first row on another day. */
export function openingScroll(span: BoardSpan, nowMinutes: number | null): number {
  if (nowMinutes === null) return 0;
  return offsetOf(Math.floor(nowMinutes / 60) * 60, span);
}
