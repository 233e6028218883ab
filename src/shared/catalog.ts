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

/**
 * Price bands, rupees per hour. The spec's two (500-1000 and 1000-1500, inclusive at both ends,
 * spec §9) with one band below and one above them, so that every listed turf is reachable by some
 * band (docs/decisions/026-price-bands.md). Bounds are inclusive and in paise, which are whole: "Under
 * ₹500" ends at ₹499.99 and "Above ₹1,500" starts at ₹1,500.01, exactly. null: open on that side.
 * `label` is the band's value in URLs and filter states ('500-1000').
 */
export const PRICE_BANDS = [
  { label: 'under-500', minPaise: null, maxPaise: 49_999 },
  { label: '500-1000', minPaise: 50_000, maxPaise: 100_000 },
  { label: '1000-1500', minPaise: 100_000, maxPaise: 150_000 },
  { label: 'above-1500', minPaise: 150_001, maxPaise: null },
] as const satisfies readonly PriceBandBounds[];
export type PriceBand = (typeof PRICE_BANDS)[number];

interface PriceBandBounds {
  label: string;
  minPaise: number | null;
  maxPaise: number | null;
}

/** The spec's own bands (both ends bounded). */
export const SPEC_PRICE_BANDS = PRICE_BANDS.filter(
  (band) => band.minPaise !== null && band.maxPaise !== null,
);

export function findPriceBand(label: string): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.label === label);
}

export function isInPriceBand(band: PriceBandBounds, pricePaise: number): boolean {
  return (
    (band.minPaise === null || pricePaise >= band.minPaise) &&
    (band.maxPaise === null || pricePaise <= band.maxPaise)
  );
}

export const CURRENCY = 'inr';
export const CURRENCY_SYMBOL = '₹';
