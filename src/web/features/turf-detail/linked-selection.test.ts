import { describe, expect, it } from 'vitest';
import { linkedLook, linkedSelection } from './linked-selection';

const now = { date: '2030-05-10', minutes: 10 * 60 };
const link = (search: string) => linkedSelection(new URLSearchParams(search), now);

describe('a link that opens the grid at a time', () => {
  it('picks the range it names', () => {
    expect(link('?date=2030-05-12&from=19:00&minutes=90')).toEqual({
      start: { date: '2030-05-12', minutes: 1140 },
      end: { date: '2030-05-12', minutes: 1230 },
    });
  });

  it('takes an hour when no length is given', () => {
    expect(link('?date=2030-05-10&from=10:00')?.end).toEqual({ date: '2030-05-10', minutes: 660 });
  });

  it('picks the start alone for a length the search does not offer or past the day’s end', () => {
    expect(link('?date=2030-05-12&from=19:00&minutes=45')).toEqual({
      start: { date: '2030-05-12', minutes: 1140 },
      end: null,
    });
    expect(link('?date=2030-05-12&from=23:30&minutes=60')?.end).toBeNull();
  });

  it('asks for nothing outside the grid’s seven days and half hours, or already begun', () => {
    expect(link('')).toBeNull();
    expect(link('?date=2030-05-17&from=19:00')).toBeNull();
    expect(link('?date=2030-05-12&from=05:30')).toBeNull();
    expect(link('?date=2030-05-12&from=19:10')).toBeNull();
    expect(link('?date=2030-05-10&from=09:30')).toBeNull();
    expect(link('?date=12-05-2030&from=19:00')).toBeNull();
  });
});

describe('a link that opens the grid at a time without picking it', () => {
  const look = (search: string) => linkedLook(new URLSearchParams(search), now);

  it('names the day and time a search found', () => {
    expect(look('?day=2030-05-12&at=19:00')).toEqual({ date: '2030-05-12', minutes: 1140 });
    expect(link('?day=2030-05-12&at=19:00')).toBeNull();
  });

  it('asks for nothing outside the grid’s seven days and half hours, or already begun', () => {
    expect(look('')).toBeNull();
    expect(look('?day=2030-05-17&at=19:00')).toBeNull();
    expect(look('?day=2030-05-12&at=19:10')).toBeNull();
    expect(look('?day=2030-05-10&at=09:30')).toBeNull();
    expect(look('?date=2030-05-12&from=19:00')).toBeNull();
  });
});
