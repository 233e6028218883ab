import { describe, expect, it } from 'vitest';
import { mapsQuery, mapsSearchUrl } from './maps-link';

describe('mapsQuery', () => {
  it('uses the address and adds the area when the address lacks it', () => {
    expect(mapsQuery({ name: 'Kick Off', address: '12 Link Road', location: 'Malad' })).toBe(
      '12 Link Road, Malad',
    );
    expect(
      mapsQuery({ name: 'Kick Off', address: '12 Link Road, Malad West', location: 'Malad' }),
    ).toBe('12 Link Road, Malad West');
  });

  it('falls back on the name and the area', () => {
    expect(mapsQuery({ name: ' Kick Off ', address: ' ', location: 'Bandra' })).toBe(
      'Kick Off, Bandra',
    );
    expect(mapsQuery({ name: '', address: '', location: '' })).toBe('');
  });
});

describe('mapsSearchUrl', () => {
  it('builds a Google Maps search URL with the query encoded', () => {
    expect(mapsSearchUrl({ name: '', address: 'A&B Road #2', location: 'Vasai' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=A%26B%20Road%20%232%2C%20Vasai%2C%20Mumbai',
    );
  });

  it('does not name the city twice', () => {
    expect(mapsSearchUrl({ name: '', address: 'SV Road, Mumbai', location: '' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=SV%20Road%2C%20Mumbai',
    );
  });

  it('is null when there is nothing to search for', () => {
    expect(mapsSearchUrl({ name: '', address: '', location: '' })).toBeNull();
  });
});
