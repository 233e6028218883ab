// The 'Get Link' helper of the add-turf form: a Google Maps search for the turf, opened in a new
// tab, from which the owner copies the link into the Google Maps Link field.

export const MAPS_SEARCH_BASE = 'https://www.google.com/maps/search/?api=1&query=';

export interface MapsQueryInput {
  name: string;
  address: string;
  location: string;
}

/** The typed address (with the area when it does not already name it), else name + area. */
export function mapsQuery({ name, address, location }: MapsQueryInput): string {
  const area = location.trim();
  const street = address.trim();
  if (street) {
    return area && !street.toLowerCase().includes(area.toLowerCase())
      ? `${street}, ${area}`
      : street;
  }
  return [name.trim(), area].filter(Boolean).join(', ');
}

/** The search URL (in Mumbai unless the query says so), or null when nothing has been typed to search for. */
export function mapsSearchUrl(input: MapsQueryInput): string | null {
  const query = mapsQuery(input);
  if (!query) return null;
  const city = /mumbai/i.test(query) ? query : `${query}, Mumbai`;
  return `${MAPS_SEARCH_BASE}${encodeURIComponent(city)}`;
}
