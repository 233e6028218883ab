// The product's fixed vocabularies (spec §9). Client filters, forms, demo data and server
// validation all read them from here.

export const LOCATIONS = [
  'Borivali',
  'Bandra',
  'Vasai',
  'Bhayandar',
  'Andheri',
  'Malad',
  'Kandivali',
  'Mira Road',
  'Goregaon',
] as const;
export type Location = (typeof LOCATIONS)[number];

export const SPORTS = ['cricket', 'football', 'badminton'] as const;
export type Sport = (typeof SPORTS)[number];

/** Display names for the sports, in the order the spec lists the options. */
export const SPORT_LABELS: Record<Sport, string> = {
  badminton: 'Badminton',
  cricket: 'Cricket',
  football: 'Football',
};

export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

export function isLocation(value: string): value is Location {
  return (LOCATIONS as readonly string[]).includes(value);
}

/** Price bands in rupees per hour, inclusive at both ends (spec §9). */
export const PRICE_BANDS = [
  { label: '500-1000', min: 500, max: 1000 },
  { label: '1000-1500', min: 1000, max: 1500 },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const CURRENCY = 'inr';
export const CURRENCY_SYMBOL = '₹';
