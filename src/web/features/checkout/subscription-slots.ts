import { formatDate } from '../../../shared/display-format';
import { parseTimeLabel } from '../../../shared/slots';
import { parseDateText } from '../../../shared/time';

// The subscription's slots as the checkout summary lists them. The details come from navigation
// state or sessionStorage, where a slot's date is the spec's text ('Mon, Jan 5, 2026') or
// 'YYYY-MM-DD': both are read, written one way (formatDate) and put in date order.

export interface SlotText {
  date: string;
  startTime: string;
  endTime: string;
}

export interface SlotLine {
  key: string;
  /** 'Mon, 5 Jan 2026', or the text as it came when it is not a date. */
  date: string;
  /** '6:00 PM – 7:00 PM'. */
  time: string;
}

/** A date of the checkout details written the app's way; an unreadable one is shown as it is. */
export function displayDate(text: string, format: (date: string) => string = formatDate): string {
  const date = parseDateText(text);
  return date ? format(date) : text;
}

/** Each slot's date and times, earliest first (unreadable dates last, in the order given). */
export function subscriptionSlotLines(
  slots: readonly SlotText[],
  /** How a date is written: formatDate, or useDates().date in the reader's language. */
  format: (date: string) => string = formatDate,
): SlotLine[] {
  const keyed = slots.map((slot, index) => ({
    slot,
    index,
    day: parseDateText(slot.date) ?? '\uffff',
    start: parseTimeLabel(slot.startTime) ?? Number.MAX_SAFE_INTEGER,
  }));
  keyed.sort(
    (a, b) =>
      (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || a.start - b.start || a.index - b.index,
  );
  return keyed.map(({ slot, index }) => ({
    key: `${index}-${slot.date}-${slot.startTime}`,
    date: displayDate(slot.date, format),
    time: `${slot.startTime} – ${slot.endTime}`,
  }));
}
