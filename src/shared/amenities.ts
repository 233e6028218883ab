// What a venue has and asks of its players (docs/decisions/067): the owner marks them, players
// filter by amenities (a turf must have every one asked), and cards and the turf page show them.
// The values are the API's words; each screen names them from its catalogue.

export const AMENITIES = [
  'covered',
  'indoor',
  'floodlights',
  'parking',
  'changing_rooms',
  'washrooms',
  'drinking_water',
  'equipment_hire',
  'spectator_seating',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const HOUSE_RULES = ['footwear', 'arrive_early', 'overrun_charged'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];

export function isAmenity(value: string): value is Amenity {
  return (AMENITIES as readonly string[]).includes(value);
}

export function isHouseRule(value: string): value is HouseRule {
  return (HOUSE_RULES as readonly string[]).includes(value);
}

/** Refusals of an unknown amenity or house rule, each catalogued with its code (shared/errors). */
export const AMENITY_MESSAGES = {
  amenity: `amenities must be among ${AMENITIES.join(', ')}`,
  houseRule: `houseRules must be among ${HOUSE_RULES.join(', ')}`,
} as const;

/** `covered,floodlights` as the list's filter takes it: the amenities, once each; null if unknown. */
export function parseAmenityList(text: string): Amenity[] | null {
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (!words.every(isAmenity)) return null;
  return AMENITIES.filter((amenity) => words.includes(amenity));
}
