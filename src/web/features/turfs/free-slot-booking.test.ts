import { describe, expect, it } from 'vitest';
import {
  bookingSummaryPath,
  slotBooking,
  searchedTimeOnTurfPage,
  slotOnTurfPage,
  slotRangeText,
} from './free-slot-booking';

const slot = {
  date: '2030-05-12',
  start: 1140,
  end: 1230,
  startTime: '7:00 PM',
  endTime: '8:30 PM',
  freeCourts: 1,
  suitableCourts: 1,
  amount: '1500.00',
};

describe('a free slot of a search card', () => {
  it('becomes the summary’s booking: the turf, the start and the end on that day', () => {
    expect(slotBooking({ _id: 't1', name: 'Green Field', price: 1000 }, slot)).toEqual({
      turf: { _id: 't1', name: 'Green Field', price: 1000 },
      start: { date: '2030-05-12', minutes: 1140 },
      end: { date: '2030-05-12', minutes: 1230 },
    });
    expect(bookingSummaryPath('t1')).toBe('/turfs/t1/booking');
  });

  it('links to the turf page with the grid opened at it', () => {
    expect(slotOnTurfPage('t1', slot)).toBe('/turfs/t1?date=2030-05-12&from=19%3A00&minutes=90');
  });

  it('opens the turf page’s grid at the time found, nothing picked, from the card itself', () => {
    expect(searchedTimeOnTurfPage('t1', slot)).toBe('/turfs/t1?day=2030-05-12&at=19%3A00');
  });
});

describe('a free slot as a card writes it', () => {
  it('says AM or PM once when both ends share it', () => {
    expect(slotRangeText('7:00 PM', '8:30 PM')).toBe('7:00 – 8:30 PM');
    expect(slotRangeText('11:30 AM', '12:30 PM')).toBe('11:30 AM – 12:30 PM');
    expect(slotRangeText('6:00 AM', '7:00 AM')).toBe('6:00 – 7:00 AM');
  });
});
